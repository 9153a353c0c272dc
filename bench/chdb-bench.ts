import { Session } from 'chdb';
import pg from 'pg';
import type { Analytics } from '../packages/analytics/src/index.ts';

/** A duration for a benchmark line: milliseconds below a second, seconds above. */
export const duration = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
export const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;

/**
 * Waits (at most `maxMs`) until ClickHouse has no background merge running, as a live store would
 * have settled, so reads are timed on settled parts; answers how long it waited.
 */
export async function waitForMerges(db: Analytics, maxMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < maxMs) {
    const [m] = await db.query<{ n: string }>('SELECT count() AS n FROM system.merges');
    if (Number(m?.n ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return performance.now() - start;
}

/** A bound parameter as ClickHouse reads it in text form (arrays as `[1,2]`, `['USD']`). */
const paramText = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map((v) => (typeof v === 'string' ? `'${v.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'` : String(v))).join(',')}]`
    : String(value);

/**
 * The bare engine: chdb binds one data directory per process, but several sessions may share it,
 * so bare queries run on a second native session over the same path with no client in between.
 */
export function bareChdb(dataDir: string) {
  const session = new Session(dataDir);
  return {
    async query(sql: string, params: Record<string, unknown>) {
      const text = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, paramText(v)]));
      const result = await session.queryBindAsync(sql, text, { format: 'JSONEachRow' });
      return result
        .text()
        .split('\n')
        .filter((line) => line.length > 0)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    close: () => session.close(),
  };
}

/**
 * A temporary PostgreSQL database beside `adminUrl` for one run (dropped by `drop`), and a way to
 * copy rows into it from the analytics store: chdb's postgresql() table function (COPY underneath),
 * so both engines hold identical rows.
 */
export async function temporaryPostgres(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  const name = `beacon_bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const { rows } = await client.query<{ v: string }>("select current_setting('server_version') as v");
  return {
    client,
    /** The temporary database's URL, for a process of the product to open. */
    url: url.toString(),
    version: rows[0]!.v,
    /** `INSERT INTO <pgTable> <select>` run by the analytics store. */
    copyFrom: (analytics: Analytics, pgTable: string, select: string) =>
      analytics.command(
        `INSERT INTO FUNCTION postgresql({host:String}, {database:String}, '${pgTable}', {user:String}, {password:String}) ${select}`,
        {
          host: `${url.hostname}:${url.port || '5432'}`,
          database: name,
          user: decodeURIComponent(url.username || 'postgres'),
          password: decodeURIComponent(url.password),
        },
      ),
    async drop() {
      await client.end().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`).catch((e) => console.error(e));
      await admin.end();
    },
  };
}
