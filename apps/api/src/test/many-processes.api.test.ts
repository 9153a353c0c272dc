import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashServer, startServer } from './crash.ts';
import { multipart, solidPng } from './helpers.ts';
import { adminQuery, dropPostgresDatabase } from './templates.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const base = process.env.TEST_DATABASE_URL;

/**
 * Many processes on one database (docs/OPERATIONS.md): two API processes that only send jobs and
 * one that runs them start together on an empty PostgreSQL database and one shared DATA_DIR.
 * The process running the jobs is `main.ts` with JOBS_WORKER=true rather than `npm run worker`,
 * which needs a ClickHouse server; it alone opens the embedded analytics store (its folder serves
 * one process), so the API processes are given a ClickHouse address nothing answers — nothing
 * here reads delivery through them.
 */
describe.runIf(base)('two API processes and a job process on one PostgreSQL', () => {
  const name = `beacon_processes_${process.pid}_${Date.now()}`;
  let dataDir = '';
  let databaseUrl = '';
  let servers: CrashServer[] = [];
  let sql: pg.Client;

  beforeAll(async () => {
    await adminQuery(base!, `create database ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-processes-'));
    const shared = { dataDir, databaseUrl };
    const env = { SEED_DEMO: 'false', SIMULATE_DELIVERY: 'true', DELIVERY_BACKFILL_DAYS: '0' };
    const api = { ...env, JOBS_WORKER: 'false', CLICKHOUSE_URL: 'http://127.0.0.1:9' };
    servers = await Promise.all([
      startServer('postgres', { ...env, JOBS_WORKER: 'true' }, shared),
      startServer('postgres', api, shared),
      startServer('postgres', api, shared),
    ]);
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all(servers.map((server) => server.close()));
    await dropPostgresDatabase(base!, name);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates and creates the first account once, however many start together', async () => {
    const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql'));
    const applied = await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(files.length);
    const accounts = await sql.query('select count(*)::int as n from accounts');
    expect(accounts.rows[0].n).toBe(1);
  });

  it('serves the same data from both API processes, an uploaded asset included', async () => {
    const [, a, b] = servers as [CrashServer, CrashServer, CrashServer];
    await a.signIn();
    await b.signIn();
    const categories = await a.api('GET', '/api/list/advertiser_categories');
    const created = await a.api('POST', '/api/advertisers', {
      name: 'Shared advertiser',
      category_id: categories.json.data[0].id,
      domain: 'shared.example.com',
      currency: 'USD',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const read = await b.api('GET', `/api/advertisers/${created.json.data.id}`);
    expect(read.json.data).toMatchObject({ name: 'Shared advertiser' });

    const png = solidPng(30, 20);
    const form = await multipart({}, { field: 'file', name: 'shared.png', type: 'image/png', body: png });
    const token = (await a.signIn()) as string;
    const uploaded = await fetch(`${a.baseUrl}/api/creative_assets`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(form.payload),
    });
    const asset = (await uploaded.json()) as { data: { url: string } };
    expect(uploaded.status, JSON.stringify(asset)).toBe(200);
    const served = await fetch(`${b.baseUrl}${asset.data.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('runs the delivery tick and a scheduled job once per period across the processes', async () => {
    const recurring = ['delivery.tick', 'reports.schedules-due'];
    // Every process's scheduler files each period's occurrence; only one is kept per period.
    const occurrences = () =>
      sql.query<{ kind: string; slot: string; n: number }>(
        `select data->>'name' as kind, data->>'slot' as slot, count(*)::int as n from pgboss.job
         where name = '__pgboss__send-it' and data->>'name' = any($1) group by 1, 2`,
        [recurring],
      );
    const runs = () =>
      sql.query<{ name: string; state: string; retry_count: number }>(
        `select name, state, retry_count from pgboss.job where name = any($1) and state <> 'created'`,
        [recurring],
      );
    await servers[0]!.waitFor(
      'a scheduled run of each recurring kind',
      async () => {
        const filed = (await occurrences()).rows;
        const done = (await runs()).rows.filter((r) => r.state === 'completed');
        return recurring.every(
          (kind) => filed.some((o) => o.kind === kind) && done.some((r) => r.name === kind),
        );
      },
      150_000,
    );
    for (const occurrence of (await occurrences()).rows) expect(occurrence.n).toBe(1);
    // Each run was one attempt by one process, and nothing failed.
    for (const run of (await runs()).rows) {
      expect(run.state).not.toBe('failed');
      expect(run.retry_count).toBe(0);
    }
  }, 180_000);
});
