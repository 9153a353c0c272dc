import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashServer, startServer } from './crash.ts';
import { testDatabaseKinds } from './databases.ts';

/** Impressions and spend (micros) per line item. */
type ByLine = Record<string, { impressions: number; spendMicros: number }>;

const byLine = (rows: Record<string, unknown>[]): ByLine =>
  Object.fromEntries(
    rows
      .filter((r) => Number(r.impressions) > 0 || Number(r.spend) > 0)
      .map((r) => [
        String(r.line),
        {
          impressions: Number(r.impressions),
          spendMicros: Math.round(Number(r.spend) * (r.micros ? 1 : 1e6)),
        },
      ]),
  );

/** The delivery mark, the slice left pending (if any) and the ledger per line item. */
async function systemOfRecord(server: CrashServer) {
  const rows = await server.readDatabase({
    mark: `select simulated_until::bigint as mark, pending_from::bigint as pending
           from simulation_progress where name = 'delivery'`,
    ledger: `select line_item_id as line, sum(impressions)::bigint as impressions, sum(spend)::text as spend
             from spend_ledger group by line_item_id`,
  });
  const [mark] = rows.mark;
  return {
    mark: Number(mark?.mark),
    pending: mark?.pending === null || mark?.pending === undefined ? null : Number(mark.pending),
    ledger: byLine(rows.ledger),
  };
}

/** Delivery events per line item, raw and in the hourly rollup. */
async function analyticsStore(server: CrashServer) {
  const perLine = (table: string) =>
    `SELECT line_item_id AS line, sum(impressions) AS impressions, sum(spend_micros) AS spend, 1 AS micros
     FROM ${table} GROUP BY line_item_id`;
  const rows = await server.readAnalytics({
    events: perLine('delivery_events'),
    hourly: perLine('delivery_hourly'),
  });
  return { events: byLine(rows.events), hourly: byLine(rows.hourly) };
}

const total = (lines: ByLine) => Object.values(lines).reduce((sum, line) => sum + line.impressions, 0);

describe.each(testDatabaseKinds())('the delivery job killed with -9 on %s', (kind) => {
  let server: CrashServer;

  beforeAll(async () => {
    // Three hours to catch up: long enough to be killed in the middle, short enough to finish soon.
    // The analytics store holds the first insert of delivery events: the server is stopped after
    // that slice's ledger committed and before its events were written.
    server = await startServer(kind, {
      SIMULATE_DELIVERY: 'true',
      DELIVERY_CATCH_UP_HOURS: '3',
      // The first run catches up those three hours only (no history backfill).
      DELIVERY_BACKFILL_DAYS: '0',
      CRASH_HOLD: 'insert:delivery_events',
    });
  }, 300_000);
  afterAll(() => server?.close());

  it('killed between a slice’s ledger and its events, agrees again after the restart and moves the mark to now', async () => {
    await server.waitForOutput('holding the insert into delivery_events');
    await server.kill9();
    const restarted = Math.floor(Date.now() / 1000);

    // The window: the slice's spend is in the ledger, its events are not.
    const killed = await systemOfRecord(server);
    expect(killed.pending).not.toBeNull();
    const killedEvents = await analyticsStore(server);
    expect(total(killed.ledger)).toBeGreaterThan(total(killedEvents.events));

    await server.restart({ CRASH_HOLD: '' });
    // The interrupted run was not left holding the queue: a run after the restart finishes.
    const before = server.output().length;
    await server.waitForOutput('Delivery simulated', before);
    await server.kill9();
    expect(server.output().slice(before)).toContain('was cut short by a stop');

    const after = await systemOfRecord(server);
    expect(after.mark).toBeGreaterThanOrEqual(restarted);
    expect(after.pending).toBeNull();
    // Every line's spend and impressions: the same in the ledger, the events and the hourly rollup.
    const { events, hourly } = await analyticsStore(server);
    expect(total(after.ledger)).toBeGreaterThan(0);
    expect(events).toEqual(after.ledger);
    expect(hourly).toEqual(events);
  }, 600_000);
});
