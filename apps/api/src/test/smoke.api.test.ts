import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inBackgroundLane } from '@beacon/analytics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/client.ts';
import { rowsOf } from '../platform/list-query/run.ts';
import { serveMetrics } from '../platform/metrics/server.ts';
import { testDatabaseKinds } from './databases.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { adminQuery, dropPostgresDatabase } from './templates.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

describe.each(testDatabaseKinds())('platform on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers health in the envelope', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: { status: 'ok', database: kind } });
  });

  it('serves Prometheus metrics on their own port, a request counted under its route pattern', async () => {
    const server = await serveMetrics(t.deps, 0, '127.0.0.1');
    const scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      return res.text();
    };
    const count = (text: string) =>
      Number(
        /beacon_http_request_duration_seconds_count\{method="GET",route="\/api\/advertisers\/:id",status="401"\} (\d+)/.exec(
          text,
        )?.[1] ?? 0,
      );
    try {
      const before = await scrape();
      expect((await t.request('GET', '/api/advertisers/12345')).status).toBe(401);
      const after = await scrape();
      expect(count(after)).toBe(count(before) + 1);
      expect(after).not.toContain('/api/advertisers/12345');
      expect(after).toMatch(/beacon_outbox_messages\{status="queued"\} \d+/);
      expect(after).toContain('# TYPE beacon_job_queue_jobs gauge');
      expect(after).toContain('# TYPE beacon_delivery_simulated_total counter');
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('times the calls of the embedded analytics store per lane and kind', async () => {
    const server = await serveMetrics(t.deps, 0, '127.0.0.1');
    const count = async (metric: string, lane: string, kind: string) => {
      const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
      const line = new RegExp(`${metric}_count\\{lane="${lane}",kind="${kind}"\\} (\\d+)`).exec(text);
      return Number(line?.[1] ?? 0);
    };
    try {
      const store = await t.deps.analytics.get();
      const reads = await count('beacon_analytics_wait_seconds', 'interactive', 'query');
      const commands = await count('beacon_analytics_run_seconds', 'background', 'command');
      await store.query('SELECT 1');
      await inBackgroundLane(() => store.command('SELECT 1'));
      expect(await count('beacon_analytics_wait_seconds', 'interactive', 'query')).toBe(reads + 1);
      expect(await count('beacon_analytics_run_seconds', 'interactive', 'query')).toBe(reads + 1);
      expect(await count('beacon_analytics_run_seconds', 'background', 'command')).toBe(commands + 1);
      expect(await count('beacon_analytics_wait_seconds', 'background', 'command')).toBe(commands + 1);
    } finally {
      server.close();
    }
  });

  it('serves an OpenAPI 3.1 document generated from the contracts', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    expect(Object.keys(res.json.paths)).toEqual(expect.arrayContaining(['/api/users', '/api/auth/login']));
    const docs = await t.request('GET', '/api/docs/');
    expect(docs.status).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('run once when two processes start together on an empty database', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `beacon_migrate_${process.pid}_${Date.now()}`;
    await adminQuery(base, `create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const [a, b] = await Promise.all([
      openDatabase({ url: url.toString() }),
      openDatabase({ url: url.toString() }),
    ]);
    try {
      await Promise.all([a.migrate(), b.migrate()]);
      const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql'));
      const applied = await rowsOf<{ n: number }>(
        a.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]!.n).toBe(files.length);
    } finally {
      await a.close();
      await b.close();
      await dropPostgresDatabase(base, name);
    }
  });

  it('let one process at a time run under an exclusive lock (the analytics migrations)', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const [a, b] = await Promise.all([openDatabase({ url: base }), openDatabase({ url: base })]);
    let inside = 0;
    let most = 0;
    const work = async () => {
      most = Math.max(most, ++inside);
      await new Promise((resolve) => setTimeout(resolve, 100));
      inside--;
    };
    try {
      await Promise.all([a.exclusive(4_817_399, work), b.exclusive(4_817_399, work)]);
      expect(most).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
