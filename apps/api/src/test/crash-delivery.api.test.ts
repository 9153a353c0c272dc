import path from 'node:path';
import { openAnalytics } from '@beacon/analytics';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/client.ts';
import { rowsOf } from '../platform/list-query/run.ts';
import { type CrashServer, startServer } from './crash.ts';
import { testDatabaseKinds } from './databases.ts';

type Totals = { mark: number; ledgerImpressions: number };

/** The delivery mark and the ledger's impressions. */
async function systemOfRecord(server: CrashServer): Promise<Totals> {
  const query = `select
      (select simulated_until from simulation_progress where name = 'delivery')::bigint as mark,
      (select coalesce(sum(impressions), 0) from spend_ledger)::bigint as ledger`;
  let row: Record<string, unknown> | undefined;
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    [row] = (await client.query(query)).rows;
    await client.end();
  } else {
    const database = await openDatabase({ dataDir: server.dataDir });
    [row] = await rowsOf(database.db, sql.raw(query));
    await database.close();
  }
  return { mark: Number(row?.mark), ledgerImpressions: Number(row?.ledger) };
}

/** Impressions in the embedded analytics store's delivery events, read once the server is down. */
async function eventImpressions(server: CrashServer): Promise<number> {
  const store = openAnalytics({ dataDir: path.join(server.dataDir, 'analytics') });
  const [row] = await store.query<{ n: string }>('SELECT sum(impressions) AS n FROM delivery_events');
  await store.close();
  return Number(row?.n ?? 0);
}

describe.each(testDatabaseKinds())('the delivery job killed with -9 on %s', (kind) => {
  let server: CrashServer;

  beforeAll(async () => {
    // Three hours to catch up: long enough to be killed in the middle, short enough to finish soon.
    server = await startServer(kind, { SIMULATE_DELIVERY: 'true', DELIVERY_CATCH_UP_HOURS: '3' });
  }, 300_000);
  afterAll(() => server?.close());

  it('runs again after the restart and moves the mark to now, the ledger never behind the events', async () => {
    // Killed in the middle of the first run: the backfill of the last hours.
    await server.waitFor(
      'the backfill to start',
      async () => server.output().includes('Simulating delivery'),
      300_000,
    );
    await server.kill9();
    const restarted = Math.floor(Date.now() / 1000);

    await server.restart();
    // The interrupted run was not left holding the queue: a run after the restart finishes.
    const before = server.output().length;
    await server.waitFor(
      'a delivery run to finish after the restart',
      async () => server.output().slice(before).includes('Delivery simulated'),
      300_000,
    );
    await server.kill9();

    const totals = await systemOfRecord(server);
    expect(totals.mark).toBeGreaterThanOrEqual(restarted);
    // Budgets are never under-counted: the ledger commits each hour before its events are written.
    expect(totals.ledgerImpressions).toBeGreaterThanOrEqual(await eventImpressions(server));
  }, 600_000);
});
