import { todayIn } from '@beacon/contracts';
import { ensureWorld } from '@beacon/simulator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisers, campaigns, lineItems, timezones } from '../db/schema.ts';
import { seedDemoBuying } from '../demo/buying.ts';
import { advanceDelivery } from '../modules/delivery/advance.ts';
import { openWatermark } from '../modules/delivery/ledger.ts';
import { campaignBody, dayFromToday, referenceIds } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { rows } from './helpers.ts';

const DAY = 86_400;
/** Days between two `YYYY-MM-DD` dates. */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / (DAY * 1000);

describe.each(testDatabaseKinds())('the demo history on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoBuying(t.deps, ADMIN_EMAIL);
  });
  afterAll(() => t?.close());

  it('seeds campaigns whose flights began weeks ago, one that has ended and one not yet started', async () => {
    const seeded = await t.deps.db
      .select({
        id: campaigns.id,
        start: campaigns.startDate,
        end: campaigns.endDate,
        zone: timezones.name,
      })
      .from(campaigns)
      .innerJoin(timezones, sql`${timezones.id} = ${campaigns.timezoneId}`);
    expect(seeded).toHaveLength(6);
    const flights = seeded.map((c) => {
      const today = todayIn(c.zone);
      return {
        id: c.id,
        start: daysBetween(today, c.start.slice(0, 10)),
        end: daysBetween(today, c.end.slice(0, 10)),
      };
    });
    const starts = flights.map((f) => f.start).sort((a, b) => a - b);
    expect(starts[0]).toBeLessThanOrEqual(-60);
    expect(flights.filter((f) => f.start <= -30).length).toBeGreaterThanOrEqual(3);
    expect(flights.some((f) => f.end < 0)).toBe(true);
    expect(flights.some((f) => f.start > 0)).toBe(true);
    // The lines fly with their campaigns: written back in the same transaction.
    for (const flight of flights) {
      const lines = await t.deps.db
        .select({ start: lineItems.startDate, end: lineItems.endDate })
        .from(lineItems)
        .where(sql`${lineItems.campaignId} = ${flight.id}`);
      expect(lines).toHaveLength(2);
      const campaign = seeded.find((c) => c.id === flight.id)!;
      for (const line of lines) expect(line).toEqual({ start: campaign.start, end: campaign.end });
    }
  });

  it('the public rule still refuses a campaign starting before today', async () => {
    const token = await t.login(ADMIN_EMAIL);
    const ids = await referenceIds(t, token);
    const [advertiser] = await t.deps.db.select({ id: advertisers.id }).from(advertisers).limit(1);
    const created = await t.request('POST', '/api/campaigns', {
      token,
      body: campaignBody(ids, advertiser!.id, { start_date: dayFromToday(-2) }),
    });
    expect(created.status).toBe(422);
    expect(created.json.errors.start_date).toEqual(['validation.date_not_before_today']);
  });

  it('backfills 60+ days of history on the first run, resumes a cut-short backfill, then keeps the catch-up window', async () => {
    const store = await t.deps.analytics.get();
    const today = new Date().toISOString().slice(0, 10);
    await ensureWorld(store, { seed: 5, scale: 'tiny', days: 1, start: today });
    const started = Math.floor(Date.now() / 1000);

    // The first run is stopped after its first ten days are simulated…
    const controller = new AbortController();
    const lines: string[] = [];
    const log = (line: string) => {
      lines.push(line);
      if (line.startsWith('Delivery history simulated through')) controller.abort(new Error('stopped'));
    };
    await expect(
      advanceDelivery(t.deps, { backfillDays: 62, log, signal: controller.signal }),
    ).rejects.toThrow('stopped');
    const cut = await openWatermark(t.deps.db, { initial: 0, backfillUntil: null });
    expect(cut.backfillUntil).toBeGreaterThanOrEqual(started);
    expect(cut.mark).toBeLessThan(started - 50 * DAY);

    // …and the next run goes on from the mark, although that is far past the 7-day catch-up window.
    await advanceDelivery(t.deps, { log: (line) => lines.push(line) });
    const done = await openWatermark(t.deps.db, { initial: 0, backfillUntil: null });
    expect(done.mark).toBeGreaterThanOrEqual(started);
    expect(lines.some((line) => line.startsWith('Delivery history of'))).toBe(true);

    const [span] = await store.query<{ days: string; first: string }>(
      `SELECT uniqExact(toDate(event_time)) AS days, toString(min(toDate(event_time))) AS first
       FROM delivery_events WHERE account_id = 1`,
    );
    expect(Number(span!.days)).toBeGreaterThanOrEqual(60);
    expect(daysBetween(span!.first, today)).toBeGreaterThanOrEqual(60);
    // The ledger holds exactly what the events hold, across the cut.
    const [ledger] = await rows<{ spend: string }>(
      t,
      sql`select sum(spend)::text as spend from spend_ledger`,
    );
    const [events] = await store.query<{ spend: string }>(
      'SELECT sum(spend_micros) AS spend FROM delivery_events',
    );
    expect(Math.round(Number(ledger!.spend) * 1_000_000)).toBe(Number(events!.spend));

    // A later stop longer than the catch-up window skips the hours beyond it, as before.
    const stopped = Math.floor(Date.now() / 1000) - 10 * DAY;
    await t.deps.db.execute(
      sql`update simulation_progress set simulated_until = ${stopped} where name = 'delivery'`,
    );
    const skipped: string[] = [];
    await advanceDelivery(t.deps, { maxCatchUpSeconds: 3600, log: (line) => skipped.push(line) });
    expect(skipped.some((line) => line.startsWith('Simulating the delivery history'))).toBe(false);
    const after = await openWatermark(t.deps.db, { initial: 0, backfillUntil: null });
    expect(after.mark).toBeGreaterThanOrEqual(started);
  }, 300_000);
});
