import {
  CREATE_SCHEMA_MIGRATIONS,
  loadMigrations,
  type Migration,
  SCHEMA_MIGRATIONS_TABLE,
} from './migrations.ts';

/**
 * The schema of a ClickHouse cluster, derived from the single-node migrations so the two cannot
 * drift (packages/analytics/README.md, "On a cluster"). Each table is either
 * - `sharded`: a `<name>_local` replicated table on every node, holding its shard's rows, and a
 *   `Distributed` table under the name the queries use, spreading inserts by `key`;
 * - `everywhere`: one replicated table whose every node is a replica (the Keeper path has no
 *   `{shard}`), so each shard holds the whole table and joins with sharded tables stay local.
 * A materialized view is created on every node and fires on the local inserts of its source.
 */
export type TableLayout =
  | { kind: 'sharded'; key: string | null; why: string }
  | { kind: 'everywhere'; why: string };

const BY_DEVICE = 'cityHash64(device_id)';
const deviceWhy =
  "one device's rows on one shard: device joins (pings, conversions, segments) and per-device counts stay shard-local";
const dimensionWhy = 'a dimension table the sharded tables join with: a full copy on every shard';

/** Every table the migrations create; a new table fails `clusterStatements` until it is placed here. */
export const clusterLayouts: Readonly<Record<string, TableLayout>> = {
  delivery_events: { kind: 'sharded', key: BY_DEVICE, why: deviceWhy },
  location_pings: { kind: 'sharded', key: BY_DEVICE, why: deviceWhy },
  conversions: { kind: 'sharded', key: BY_DEVICE, why: deviceWhy },
  conversion_credits: { kind: 'sharded', key: BY_DEVICE, why: deviceWhy },
  segment_members: { kind: 'sharded', key: BY_DEVICE, why: deviceWhy },
  bid_events: {
    kind: 'sharded',
    key: 'cityHash64(auction_id)',
    why: 'a bid may have no device; auctions spread evenly, and a retried insert lands on the same shard (deduplicated)',
  },
  delivery_hourly: {
    kind: 'sharded',
    key: null,
    why: "written only by its view on each shard's local inserts; without a key the Distributed table refuses inserts",
  },
  worlds: { kind: 'everywhere', why: dimensionWhy },
  world_cities: { kind: 'everywhere', why: dimensionWhy },
  world_neighbourhoods: { kind: 'everywhere', why: dimensionWhy },
  pois: { kind: 'everywhere', why: dimensionWhy },
  ooh_sites: { kind: 'everywhere', why: dimensionWhy },
  pos_stores: { kind: 'everywhere', why: dimensionWhy },
  pos_skus: { kind: 'everywhere', why: dimensionWhy },
  devices: { kind: 'everywhere', why: dimensionWhy },
  [SCHEMA_MIGRATIONS_TABLE]: {
    kind: 'everywhere',
    why: 'the migration record: whichever node the runner talks to sees the applied versions',
  },
};

export interface ClusterOptions {
  /** The cluster name as written in `ON CLUSTER` and `Distributed(...)`; default the `{cluster}` macro. */
  cluster?: string;
}

const ON = (cluster: string) => `ON CLUSTER '${cluster}'`;
/** `{database}` and `{table}` are expanded by the server, so one path template serves every table. */
const SHARD_PATH = "'/clickhouse/tables/{shard}/{database}/{table}', '{replica}'";
/** One Keeper path for the whole cluster: replica names must then be unique cluster-wide. */
const EVERYWHERE_PATH = "'/clickhouse/tables/all/{database}/{table}', '{shard}-{replica}'";

const CREATE_TABLE = /^CREATE TABLE IF NOT EXISTS (\w+)\n/;
const ENGINE = /^ENGINE = (\w*MergeTree)(?:\((.*)\))?$/m;
const CREATE_VIEW = /^CREATE MATERIALIZED VIEW IF NOT EXISTS (\w+) TO (\w+) AS\n/;
const FROM = /^FROM (\w+)$/m;
const ALTER = /^ALTER TABLE (\w+) /;

function layoutOf(table: string): TableLayout {
  const layout = clusterLayouts[table];
  if (!layout) throw new Error(`No cluster layout for analytics table ${table}: add it to clusterLayouts`);
  return layout;
}

function replicated(statement: string, path: string): string {
  const engine = ENGINE.exec(statement);
  if (!engine) throw new Error(`Not a MergeTree table: ${statement.slice(0, 80)}`);
  const args = engine[2] ? `${path}, ${engine[2]}` : path;
  return statement.replace(ENGINE, `ENGINE = Replicated${engine[1]}(${args})`);
}

/** The cluster form of one single-node migration statement (one statement may become two). */
export function clusterStatement(statement: string, options: ClusterOptions = {}): string[] {
  const on = ON(options.cluster ?? '{cluster}');
  const table = CREATE_TABLE.exec(statement);
  if (table) {
    const name = table[1]!;
    const layout = layoutOf(name);
    if (layout.kind === 'everywhere') {
      return [
        replicated(
          statement.replace(CREATE_TABLE, `CREATE TABLE IF NOT EXISTS ${name} ${on}\n`),
          EVERYWHERE_PATH,
        ),
      ];
    }
    const local = `${name}_local`;
    const distributedArgs = [`'${options.cluster ?? '{cluster}'}'`, 'currentDatabase()', local, layout.key]
      .filter(Boolean)
      .join(', ');
    return [
      replicated(statement.replace(CREATE_TABLE, `CREATE TABLE IF NOT EXISTS ${local} ${on}\n`), SHARD_PATH),
      `CREATE TABLE IF NOT EXISTS ${name} ${on} AS ${local}\nENGINE = Distributed(${distributedArgs})`,
    ];
  }
  const view = CREATE_VIEW.exec(statement);
  if (view) {
    const [, name, target] = view as unknown as [string, string, string];
    const source = FROM.exec(statement)?.[1];
    if (!source) throw new Error(`Materialized view ${name} reads no single table`);
    // The view fires on inserts into the local table of its shard and writes that shard's rollup;
    // the alias keeps the SELECT's qualified column names (`source.column`) valid.
    const localOf = (t: string) => (layoutOf(t).kind === 'sharded' ? `${t}_local` : t);
    return [
      statement
        .replace(
          CREATE_VIEW,
          `CREATE MATERIALIZED VIEW IF NOT EXISTS ${name} ${on} TO ${localOf(target)} AS\n`,
        )
        .replace(FROM, `FROM ${localOf(source)} AS ${source}`),
    ];
  }
  const alter = ALTER.exec(statement);
  if (alter) {
    const name = alter[1]!;
    const rest = statement.slice(alter[0].length);
    // A Distributed table mirrors its local table's columns, so a column goes to both.
    return layoutOf(name).kind === 'sharded'
      ? [`ALTER TABLE ${name}_local ${on} ${rest}`, `ALTER TABLE ${name} ${on} ${rest}`]
      : [`ALTER TABLE ${name} ${on} ${rest}`];
  }
  throw new Error(`No cluster form for statement: ${statement.slice(0, 80)}`);
}

/**
 * The cluster DDL of the migrations in version order, each version's statements together, after
 * the runner's own table (version 0 here).
 */
export function clusterStatements(
  migrations: Migration[] = loadMigrations(),
  options: ClusterOptions = {},
): Array<{ version: number; name: string; statements: string[] }> {
  return [
    {
      version: 0,
      name: SCHEMA_MIGRATIONS_TABLE,
      statements: clusterStatement(CREATE_SCHEMA_MIGRATIONS, options),
    },
    ...migrations.map((migration) => ({
      version: migration.version,
      name: migration.name,
      statements: migration.statements.flatMap((statement) => clusterStatement(statement, options)),
    })),
  ];
}
