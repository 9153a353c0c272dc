import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterLayouts, clusterStatement, clusterStatements } from './cluster.ts';
import { loadMigrations } from './migrations.ts';
import { openTemporaryAnalytics } from './testing.ts';

// The parser is ClickHouse's own, in chdb (the engine a server runs); chdb has no Keeper nor
// clusters, so the statements are parsed, and only one shard's local tables are run (below).
const db = openTemporaryAnalytics('beacon-analytics-cluster-');

const generated = clusterStatements();
const statements = generated.flatMap((version) => version.statements);
const created = loadMigrations()
  .flatMap((m) => m.statements)
  .map((s) => /^CREATE TABLE IF NOT EXISTS (\w+)/.exec(s)?.[1])
  .filter((name): name is string => !!name);

describe('cluster DDL generated from the migrations', () => {
  afterAll(() => db.close());

  it("parses every statement with ClickHouse's parser", async () => {
    for (const sql of statements) {
      const [row] = await db.query<{ formatted: string }>('SELECT formatQuery({sql:String}) AS formatted', {
        sql,
      });
      expect(row?.formatted, sql).toMatch(/ON CLUSTER `\{cluster\}`/);
    }
  });

  it("runs one shard's part on one node: local tables, columns, and the rollup's view over them", async () => {
    // What a node would run without Keeper: no ON CLUSTER, unreplicated engines, no Distributed tables
    // (chdb has no cluster) and so no ALTER of them.
    const sharded = Object.keys(clusterLayouts).filter((t) => clusterLayouts[t]!.kind === 'sharded');
    for (const sql of statements) {
      if (/ENGINE = Distributed\(/.test(sql)) continue;
      if (sharded.some((t) => sql.startsWith(`ALTER TABLE ${t} `))) continue;
      await db.command(
        sql
          .replace(` ON CLUSTER '{cluster}'`, '')
          .replace(/ENGINE = Replicated(\w*MergeTree)\('[^']*', '[^']*'(?:, )?/, 'ENGINE = $1('),
      );
    }
    await db.insert('delivery_events_local', [
      {
        event_time: '2026-10-01 10:15:00',
        account_id: 1,
        advertiser_id: 2,
        campaign_id: 3,
        line_item_id: 4,
        creative_id: 5,
        device_id: 'maid-1',
        device_id_type: 'maid',
        impressions: 2,
        spend_micros: 1500,
      },
    ]);
    const rows = await db.query<{ impressions: string; devices: string; device_key: string }>(
      `SELECT sum(impressions) AS impressions, uniqCombinedMerge(devices) AS devices,
              (SELECT any(device_key) FROM delivery_events_local) AS device_key
       FROM delivery_hourly_local`,
    );
    expect(rows).toEqual([{ impressions: '2', devices: '1', device_key: expect.stringMatching(/^\d+$/) }]);
  });

  it('places every migration table: replicated locals under Distributed tables, or replicated everywhere', () => {
    expect(Object.keys(clusterLayouts).sort()).toEqual([...created, 'schema_migrations'].sort());
    for (const [table, layout] of Object.entries(clusterLayouts)) {
      if (layout.kind === 'sharded') {
        const local = statements.find((s) => s.startsWith(`CREATE TABLE IF NOT EXISTS ${table}_local `));
        expect(local).toMatch(
          /ENGINE = Replicated\w*MergeTree\('\/clickhouse\/tables\/\{shard\}\/\{database\}\/\{table\}', '\{replica\}'/,
        );
        const distributed = statements.find((s) => s.startsWith(`CREATE TABLE IF NOT EXISTS ${table} `));
        expect(distributed).toContain(
          `AS ${table}_local\nENGINE = Distributed('{cluster}', currentDatabase(), ${table}_local`,
        );
        if (layout.key) expect(distributed).toContain(`, ${layout.key})`);
      } else {
        const everywhere = statements.find((s) => s.startsWith(`CREATE TABLE IF NOT EXISTS ${table} `));
        expect(everywhere).toContain(
          "MergeTree('/clickhouse/tables/all/{database}/{table}', '{shard}-{replica}'",
        );
        expect(statements.some((s) => s.startsWith(`CREATE TABLE IF NOT EXISTS ${table}_local`))).toBe(false);
      }
    }
    // Engine arguments follow the Keeper path and the replica name.
    expect(statements.join('\n')).toContain(
      "ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/{database}/{table}', '{replica}', added_at)",
    );
  });

  it("attaches the rollup's view to the local tables, and alters a sharded table's local and Distributed parts", () => {
    const view = statements.find((s) => s.startsWith('CREATE MATERIALIZED VIEW'));
    expect(view).toMatch(
      /^CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_mv ON CLUSTER '\{cluster\}' TO delivery_hourly_local AS/,
    );
    expect(view).toContain('\nFROM delivery_events_local AS delivery_events\n');
    expect(clusterStatement('ALTER TABLE conversions ADD COLUMN IF NOT EXISTS x UInt8')).toEqual([
      "ALTER TABLE conversions_local ON CLUSTER '{cluster}' ADD COLUMN IF NOT EXISTS x UInt8",
      "ALTER TABLE conversions ON CLUSTER '{cluster}' ADD COLUMN IF NOT EXISTS x UInt8",
    ]);
    expect(
      clusterStatement('ALTER TABLE pois ADD COLUMN IF NOT EXISTS x UInt8', { cluster: 'beacon' }),
    ).toEqual(["ALTER TABLE pois ON CLUSTER 'beacon' ADD COLUMN IF NOT EXISTS x UInt8"]);
  });

  it('refuses a table without a layout and a statement it has no cluster form for', () => {
    expect(() =>
      clusterStatement('CREATE TABLE IF NOT EXISTS novel\n(x UInt8)\nENGINE = MergeTree\nORDER BY x'),
    ).toThrow(/No cluster layout for analytics table novel/);
    expect(() => clusterStatement('DROP TABLE pois')).toThrow(/No cluster form/);
  });

  it("matches the package README's table of cluster layouts", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
      .split('## On a cluster')[1]!
      .split('\n## ')[0]!;
    const rows = readme
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split(' | '));
    for (const [table, layout] of Object.entries(clusterLayouts)) {
      const row = rows.find((cells) => cells[0]!.slice(2).split(', ').includes(`\`${table}\``));
      expect(row, table).toBeDefined();
      if (layout.kind === 'everywhere') expect(row![1]).toContain('on every node');
      else expect(row![2]).toBe(layout.key ? `\`${layout.key}\`` : 'none');
    }
  });
});
