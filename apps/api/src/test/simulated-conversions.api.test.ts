import { removeSimulatedConversions } from '@beacon/analytics';
import { type ConversionRates, currentWorld, ensureWorld, simulateConversions } from '@beacon/simulator';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creativeLineAssociations, creatives, events, lineItems, lookupValues } from '../db/schema.ts';
import { loadConversionEvents } from '../modules/delivery/conversion-events.ts';
import { commitLedger, pendingSlice, readWatermark } from '../modules/delivery/ledger.ts';
import { runDelivery } from '../modules/delivery/run.ts';
import { undoPendingSlice } from '../modules/delivery/settle.ts';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  dayFromToday,
  type ReferenceIds,
  referenceIds,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

const today = dayFromToday(0).slice(0, 10);
const FROM = Date.parse(`${today}T00:00:00Z`) / 1000;
const HOURS = 8;
// High rates, so a tiny world and a few hours are enough to compare exposed and unexposed devices.
const RATES: ConversionRates = { click: 0.6, view: 0.08, baseline: 0.002, decayHours: 24, lookbackDays: 7 };
// Higher still where a single hour must have conversions.
const DENSE: ConversionRates = { ...RATES, view: 0.5, baseline: 0.05 };

type Row = Record<string, string>;

// The model runs in the analytics store; the system of record only lists the events: one database is enough.
describe.each(testDatabaseKinds().slice(0, 1))('simulated conversions on %s', (kind) => {
  let t: TestApp;
  let ids: ReferenceIds;
  let advertiserId = 0;
  let purchaseId = 0;
  let signUpId = 0;

  const analytics = async (query: string, params: Record<string, unknown> = {}) =>
    (await t.deps.analytics.get()).query<Row>(query, params);
  const window = (from: number, to: number) => ({ from: String(from), to: String(to) });
  const simulatedIn = (from: number, to: number) =>
    analytics(
      `SELECT device_id, conversion_event_id, toUnixTimestamp(event_time) AS at, value_micros, order_id
       FROM conversions WHERE source = 'simulated'
         AND event_time >= toDateTime({from:UInt32}, 'UTC') AND event_time < toDateTime({to:UInt32}, 'UTC')
       ORDER BY device_id, conversion_event_id, at`,
      window(from, to),
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    const token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    await acceptTerms(t, token);
    await ensureWorld(await t.deps.analytics.get(), { seed: 3, scale: 'tiny', days: 1, start: today });

    const advertiser = await createAdvertiser(t, token, ids, { country_id: 76, currency: 'USD' });
    advertiserId = advertiser.id;
    const campaign = await createCampaign(t, token, ids, advertiserId, {
      budget: '5000',
      start_date: dayFromToday(0),
      end_date: dayFromToday(30, '23:59:59'),
    });
    const [line] = await t.deps.db
      .insert(lineItems)
      .values({
        accountId: 1,
        campaignId: campaign.id,
        advertiserId,
        name: 'Converting line',
        // A small budget reaches part of the country, so the rest converts only at the baseline.
        budget: '0.05',
        startDate: dayFromToday(0),
        endDate: dayFromToday(30, '23:59:59'),
        timezoneId: ids.timezoneUtc,
        bidStrategyId: 1,
        fixCpm: true,
        cpmBid: '9',
        linePacingId: 3,
      })
      .returning({ id: lineItems.id });
    const [creative] = await t.deps.db
      .insert(creatives)
      .values({ accountId: 1, advertiserId, name: 'Creative', approvalStatus: 'approved' })
      .returning({ id: creatives.id });
    await t.deps.db
      .insert(creativeLineAssociations)
      .values({ creativeId: creative!.id, lineItemId: line!.id, active: true });

    const typeId = async (code: string) => {
      const [row] = await t.deps.db
        .select({ id: lookupValues.id })
        .from(lookupValues)
        .where(and(eq(lookupValues.list, 'event_types'), eq(lookupValues.code, code)));
      return row!.id;
    };
    const insertEvent = async (name: string, type: string, value: string, active = true) => {
      const [row] = await t.deps.db
        .insert(events)
        .values({ accountId: 1, advertiserId, name, eventTypeId: await typeId(type), value, active })
        .returning({ id: events.id });
      return row!.id;
    };
    purchaseId = await insertEvent('Purchase', 'purchase', '20.00');
    signUpId = await insertEvent('Sign-up', 'sign_up', '0');
    await insertEvent('Paused', 'purchase', '5.00', false);

    const totals = await runDelivery(t.deps, {
      from: FROM,
      to: FROM + HOURS * 3600,
      opportunitiesPerHour: 3,
      conversionRates: RATES,
    });
    expect(totals?.impressions).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('loads only the active events, with the advertiser country and purchase flag', async () => {
    const plans = await loadConversionEvents(t.deps.db);
    expect(plans.map((p) => p.eventId).sort()).toEqual([purchaseId, signUpId].sort());
    expect(plans.find((p) => p.eventId === purchaseId)).toMatchObject({
      accountId: 1,
      advertiserId,
      countryCode: 'BR',
      valueMicros: 20_000_000,
      purchase: true,
    });
  });

  it('writes conversions for the active events: purchases with spread values and order ids', async () => {
    const rows = await simulatedIn(FROM, FROM + HOURS * 3600);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => Number(r.conversion_event_id)))).toEqual(new Set([purchaseId, signUpId]));
    const purchases = rows.filter((r) => Number(r.conversion_event_id) === purchaseId);
    expect(purchases.length).toBeGreaterThan(1);
    for (const p of purchases) {
      expect(Number(p.value_micros)).toBeGreaterThanOrEqual(10_000_000);
      expect(Number(p.value_micros)).toBeLessThanOrEqual(30_000_000);
      expect(p.order_id).toMatch(/^sim-[0-9a-f]+$/);
    }
    expect(new Set(purchases.map((p) => p.value_micros)).size).toBeGreaterThan(1);
    const signUps = rows.filter((r) => Number(r.conversion_event_id) === signUpId);
    for (const s of signUps) expect([s.value_micros, s.order_id]).toEqual(['0', '']);
  });

  it('devices the advertiser reached convert far more often than the rest of its country', async () => {
    const [rates] = await analytics(
      `WITH exposed AS (SELECT DISTINCT device_id FROM delivery_events
                        WHERE advertiser_id = {advertiser:UInt64}),
            converted AS (SELECT DISTINCT device_id FROM conversions
                          WHERE source = 'simulated' AND conversion_event_id = {event:UInt64})
       SELECT countIf(device_id IN exposed) AS reached, countIf(device_id NOT IN exposed) AS others,
              countIf(device_id IN exposed AND device_id IN converted) AS reached_converted,
              countIf(device_id NOT IN exposed AND device_id IN converted) AS others_converted
       FROM devices WHERE country_code = 'BR'`,
      { advertiser: String(advertiserId), event: String(purchaseId) },
    );
    const reached = Number(rates!.reached_converted) / Number(rates!.reached);
    const others = Number(rates!.others_converted) / Number(rates!.others);
    expect(Number(rates!.reached)).toBeGreaterThan(10);
    expect(Number(rates!.others)).toBeGreaterThan(Number(rates!.reached));
    expect(Number(rates!.reached_converted)).toBeGreaterThan(0);
    expect(reached).toBeGreaterThan(others * 3);
  });

  it('gives the same conversions however a slice is cut', async () => {
    const store = await t.deps.analytics.get();
    const world = await currentWorld(store);
    const hour = FROM + (HOURS - 1) * 3600;
    const before = await simulatedIn(hour, hour + 3600);
    expect(before.length).toBeGreaterThan(0);
    await removeSimulatedConversions(store, hour, hour + 3600);
    const plans = await loadConversionEvents(t.deps.db);
    for (const [from, to] of [
      [hour, hour + 1500],
      [hour + 1500, hour + 3600],
    ] as const)
      await simulateConversions(store, { seed: world!.seed, from, to, events: plans, rates: RATES });
    expect(await simulatedIn(hour, hour + 3600)).toEqual(before);
  });

  it('the undo of a pending slice removes its simulated conversions and their credits, nothing else', async () => {
    const store = await t.deps.analytics.get();
    const from = FROM + HOURS * 3600;
    const to = from + 3600;
    await commitLedger(t.deps.db, [], { from: await readWatermark(t.deps.db, 0), to: from });
    // A real fire in the same hour, and a credit attribution gave a simulated conversion.
    await store.insert('conversions', [
      {
        event_time: new Date((from + 60) * 1000).toISOString().slice(0, 19).replace('T', ' '),
        account_id: '1',
        advertiser_id: String(advertiserId),
        conversion_event_id: String(purchaseId),
        device_id: 'real-fire',
        device_id_type: 'cookie',
        value_micros: '1000000',
        source: 'pixel',
      },
    ]);
    // The store writes the slice's conversions, then goes away before the slice is settled.
    const command = store.command;
    store.command = async (query, params) => {
      await command.call(store, query, params);
      if (query.includes('INSERT INTO conversions')) {
        await store.insert('conversion_credits', [
          {
            event_time: new Date((from + 120) * 1000).toISOString().slice(0, 19).replace('T', ' '),
            account_id: '1',
            advertiser_id: String(advertiserId),
            conversion_event_id: String(purchaseId),
            device_id: 'simulated-device',
            device_id_type: 'maid',
            touch: 'view',
            source: 'simulated',
            batch_to: '2030-01-01 00:00:00',
          },
        ]);
        throw new Error('the analytics store went away');
      }
    };
    try {
      await expect(
        runDelivery(t.deps, {
          from,
          to,
          advanceWatermark: true,
          opportunitiesPerHour: 3,
          conversionRates: DENSE,
        }),
      ).rejects.toThrow('went away');
    } finally {
      store.command = command;
    }
    expect(await pendingSlice(t.deps.db)).toMatchObject({ from, to });
    expect((await simulatedIn(from, to)).length).toBeGreaterThan(0);

    expect(await undoPendingSlice(t.deps)).toBe(true);
    expect(await simulatedIn(from, to)).toEqual([]);
    const [left] = await analytics(
      `SELECT (SELECT count() FROM conversions WHERE device_id = 'real-fire') AS fires,
              (SELECT count() FROM conversion_credits WHERE source = 'simulated') AS credits`,
    );
    expect(left).toMatchObject({ fires: '1', credits: '0' });

    // Simulated again, the slice's conversions are back, the same as a clean run would write.
    await runDelivery(t.deps, {
      from,
      to,
      advanceWatermark: true,
      opportunitiesPerHour: 3,
      conversionRates: DENSE,
    });
    expect(await pendingSlice(t.deps.db)).toBeNull();
    const again = await simulatedIn(from, to);
    expect(again.length).toBeGreaterThan(0);
    expect(new Set(again.map((r) => `${r.device_id}|${r.conversion_event_id}`)).size).toBe(again.length);
  });

  it('writes nothing without active events', async () => {
    await t.deps.db.update(events).set({ active: false }).where(sql`advertiser_id = ${advertiserId}`);
    const from = FROM + (HOURS + 1) * 3600;
    await runDelivery(t.deps, { from, to: from + 3600, opportunitiesPerHour: 3, conversionRates: DENSE });
    expect(await simulatedIn(from, from + 3600)).toEqual([]);
  });
});
