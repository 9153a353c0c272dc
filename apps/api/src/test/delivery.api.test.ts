import { currentWorld, ensureWorld } from '@beacon/simulator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignModifiers,
  campaigns,
  creativeLineAssociations,
  creatives,
  lineItemModifiers,
  lineItems,
  modifiers,
  modifierTerms,
} from '../db/schema.ts';
import { advanceDelivery } from '../modules/delivery/advance.ts';
import { commitLedger, DeliveryRaceError, pendingSlice, readWatermark } from '../modules/delivery/ledger.ts';
import { loadPlans } from '../modules/delivery/plans.ts';
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
import { rows } from './helpers.ts';

const today = dayFromToday(0).slice(0, 10);
const FROM = Date.parse(`${today}T00:00:00Z`) / 1000;
const TO = FROM + 86_400;

describe.each(testDatabaseKinds())('delivery simulation on %s', (kind) => {
  let t: TestApp;
  let ids: ReferenceIds;
  const line: Record<string, number> = {};
  const creative: Record<string, number> = {};
  const campaign: Record<string, number> = {};

  /** An advertiser of `country` with one campaign flying from today for 30 days (UTC). */
  const campaignIn = async (token: string, country: number, active = true) => {
    const advertiser = await createAdvertiser(t, token, ids, { country_id: country, currency: 'USD' });
    const campaign = await createCampaign(t, token, ids, advertiser.id, {
      budget: '5000',
      start_date: dayFromToday(0),
      end_date: dayFromToday(30, '23:59:59'),
    });
    if (!active) await t.deps.db.update(campaigns).set({ active: false }).where(sql`id = ${campaign.id}`);
    return { campaignId: campaign.id, advertiserId: advertiser.id };
  };
  const addLine = async (
    owner: { campaignId: number; advertiserId: number },
    values: Partial<typeof lineItems.$inferInsert> = {},
  ) => {
    const [row] = await t.deps.db
      .insert(lineItems)
      .values({
        accountId: 1,
        campaignId: owner.campaignId,
        advertiserId: owner.advertiserId,
        name: `Line ${Object.keys(line).length}`,
        budget: '100',
        startDate: dayFromToday(0),
        endDate: dayFromToday(30, '23:59:59'),
        timezoneId: ids.timezoneUtc,
        bidStrategyId: 1,
        fixCpm: true,
        cpmBid: '2.5',
        linePacingId: 3,
        ...values,
      })
      .returning({ id: lineItems.id });
    return row!.id;
  };
  const addCreative = async (
    advertiserId: number,
    lineItemId: number,
    options: { weight?: number; active?: boolean; approval?: string } = {},
  ) => {
    const [row] = await t.deps.db
      .insert(creatives)
      .values({
        accountId: 1,
        advertiserId,
        name: 'Creative',
        approvalStatus: options.approval ?? 'approved',
      })
      .returning({ id: creatives.id });
    await t.deps.db.insert(creativeLineAssociations).values({
      creativeId: row!.id,
      lineItemId,
      weight: options.weight ?? null,
      active: options.active ?? true,
    });
    return row!.id;
  };
  const analytics = async <T>(query: string, params: Record<string, unknown> = {}) =>
    (await t.deps.analytics.get()).query<T>(query, params);
  const ledgerOf = async (lineItemId: number) => {
    const [row] = await rows<{ spend: string | null; impressions: string | null }>(
      t,
      sql`select sum(spend)::text as spend, sum(impressions)::text as impressions from spend_ledger where line_item_id = ${lineItemId}`,
    );
    return { spend: Number(row?.spend ?? 0), impressions: Number(row?.impressions ?? 0) };
  };
  const deliveredBy = async (lineItemId: number) => {
    const [row] = await analytics<{ impressions: string; spend: string }>(
      'SELECT sum(impressions) AS impressions, sum(spend_micros) AS spend FROM delivery_events WHERE line_item_id = {line:UInt64}',
      { line: String(lineItemId) },
    );
    return { impressions: Number(row?.impressions ?? 0), spendMicros: Number(row?.spend ?? 0) };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    await acceptTerms(t, token);
    const store = await t.deps.analytics.get();
    await ensureWorld(store, { seed: 3, scale: 'tiny', days: 1, start: today });

    const brazil = await campaignIn(token, 76);
    line.exhausts = await addLine(brazil, { budget: '0.5' });
    line.inactive = await addLine(brazil, { active: false, cpmBid: '9' });
    line.future = await addLine(brazil, { startDate: dayFromToday(1), cpmBid: '9' });
    creative.exhausts = await addCreative(brazil.advertiserId, line.exhausts);
    await addCreative(brazil.advertiserId, line.inactive);
    await addCreative(brazil.advertiserId, line.future);
    const pausedCampaign = await campaignIn(token, 76, false);
    line.pausedCampaign = await addLine(pausedCampaign, { cpmBid: '9' });
    await addCreative(pausedCampaign.advertiserId, line.pausedCampaign);

    const spain = await campaignIn(token, 724);
    line.daily = await addLine(spain, { linePacingId: 1, dailyBudget: '0.2', budget: '100' });
    await addCreative(spain.advertiserId, line.daily);

    const turkey = await campaignIn(token, 792);
    // At most 2 impressions per device per hour (unit time 2 = hour).
    line.capped = await addLine(turkey, { frequencyAds: 2, frequencyEvery: 1, frequencyUnitTimeId: 2 });
    await addCreative(turkey.advertiserId, line.capped);

    const colombia = await campaignIn(token, 170);
    line.weighted = await addLine(colombia, { creativeMethodId: 2 });
    creative.heavy = await addCreative(colombia.advertiserId, line.weighted, { weight: 80 });
    creative.light = await addCreative(colombia.advertiserId, line.weighted, { weight: 20 });
    creative.weightedOff = await addCreative(colombia.advertiserId, line.weighted, {
      weight: 50,
      active: false,
    });

    const chile = await campaignIn(token, 152);
    campaign.chile = chile.campaignId;
    // The campaign's own daily budget caps its line, whose budget is far larger.
    await t.deps.db.update(campaigns).set({ dailyBudget: '0.5' }).where(sql`id = ${chile.campaignId}`);
    line.random = await addLine(chile, { creativeMethodId: 1 });
    creative.randomA = await addCreative(chile.advertiserId, line.random);
    creative.randomB = await addCreative(chile.advertiserId, line.random);
    creative.randomOff = await addCreative(chile.advertiserId, line.random, { active: false });
    creative.rejected = await addCreative(chile.advertiserId, line.random, { approval: 'rejected' });

    // Targeting saved through the API decides which auctions a line may win.
    const portugal = await campaignIn(token, 620);
    line.iosOnly = await addLine(portugal);
    line.notIos = await addLine(portugal);
    await addCreative(portugal.advertiserId, line.iosOnly);
    await addCreative(portugal.advertiserId, line.notIos);
    const options = await t.request('GET', '/api/targeting/options/operating_system?term=iOS', { token });
    const ios = options.json.data.find((o: { name: string }) => o.name === 'iOS');
    expect(ios, JSON.stringify(options.json)).toBeTruthy();
    for (const [lineItemId, predicate] of [
      [line.iosOnly, 1],
      [line.notIos, 2],
    ] as const) {
      const saved = await t.request('POST', '/api/targeting', {
        token,
        body: {
          line_item_id: lineItemId,
          // The included countries replace the advertiser's (Portugal alone has few iOS auctions here).
          targeting_terms: [
            { targeting_key_id: 29, targeting_predicate_id: predicate, value: String(ios.id) },
            ...[76, 170, 620].map((country) => ({
              targeting_key_id: 12,
              targeting_predicate_id: 1,
              value: String(country),
            })),
          ],
        },
      });
      expect(saved.status, JSON.stringify(saved.json)).toBeLessThan(300);
    }

    const totals = await runDelivery(t.deps, { from: FROM, to: TO, opportunitiesPerHour: 3 });
    expect(totals?.impressions).toBeGreaterThan(0);
  });

  it("wins only auctions the line's saved targeting admits", async () => {
    const byOs = async (lineItemId: number) =>
      analytics<{ os: string; impressions: string }>(
        `SELECT w.os AS os, sum(d.impressions) AS impressions
         FROM delivery_events AS d INNER JOIN devices AS w ON w.device_id = d.device_id
         WHERE d.line_item_id = {line:UInt64} GROUP BY os ORDER BY os`,
        { line: String(lineItemId) },
      );
    const iosOnly = await byOs(line.iosOnly!);
    expect(iosOnly.length).toBeGreaterThan(0);
    expect(iosOnly.map((r) => r.os)).toEqual(['iOS']);
    const notIos = await byOs(line.notIos!);
    expect(notIos.length).toBeGreaterThan(0);
    expect(notIos.map((r) => r.os)).not.toContain('iOS');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('runs on the world the store holds', async () => {
    expect(await currentWorld(await t.deps.analytics.get())).toMatchObject({ seed: 3, scale: 'tiny' });
  });

  it('adds to spend_ledger exactly what delivery_events hold, line by line', async () => {
    for (const id of Object.values(line)) {
      const ledger = await ledgerOf(id);
      const delivered = await deliveredBy(id);
      expect(Math.round(ledger.spend * 1_000_000)).toBe(delivered.spendMicros);
      expect(ledger.impressions).toBe(delivered.impressions);
    }
  });

  it('logs one won bid per impression', async () => {
    const perLine = await analytics<{ line_item_id: string; wins: string }>(
      'SELECT line_item_id, countIf(won = 1) AS wins FROM bid_events GROUP BY line_item_id',
    );
    const delivered = await analytics<{ line_item_id: string; impressions: string }>(
      'SELECT line_item_id, sum(impressions) AS impressions FROM delivery_events GROUP BY line_item_id',
    );
    const impressions = new Map(delivered.map((r) => [r.line_item_id, Number(r.impressions)]));
    expect(perLine.length).toBeGreaterThan(0);
    for (const row of perLine) expect(Number(row.wins)).toBe(impressions.get(row.line_item_id) ?? 0);
  });

  it('never spends more than the budget, and stops close to it', async () => {
    const { spend } = await ledgerOf(line.exhausts!);
    expect(spend).toBeLessThanOrEqual(0.5);
    expect(spend).toBeGreaterThan(0.49);
    const [bids] = await analytics<{ n: string }>(
      "SELECT count() AS n FROM bid_events WHERE line_item_id = {line:UInt64} AND event_time >= toDateTime({t:UInt32}, 'UTC')",
      { line: String(line.exhausts), t: String(FROM + 12 * 3600) },
    );
    // Exhausted in the first hours: it stops bidding instead of bidding without paying.
    expect(Number(bids?.n)).toBe(0);
  });

  it('never spends more than the daily budget', async () => {
    const daily = await rows<{ spend: string }>(
      t,
      sql`select spend::text as spend from spend_ledger where line_item_id = ${line.daily}`,
    );
    expect(daily.length).toBe(1);
    expect(Number(daily[0]!.spend)).toBeLessThanOrEqual(0.2);
    expect(Number(daily[0]!.spend)).toBeGreaterThan(0.1);
  });

  it("never spends more than the campaign's daily budget", async () => {
    const [row] = await rows<{ spend: string }>(
      t,
      sql`select sum(spend)::text as spend from spend_ledger where campaign_id = ${campaign.chile}`,
    );
    expect(Number(row?.spend)).toBeLessThanOrEqual(0.5);
    expect(Number(row?.spend)).toBeGreaterThan(0.45);
  });

  it('never delivers for an inactive line, a line of an inactive campaign or a line outside its flight', async () => {
    for (const id of [line.inactive!, line.pausedCampaign!, line.future!]) {
      expect(await deliveredBy(id)).toEqual({ impressions: 0, spendMicros: 0 });
      expect(await ledgerOf(id)).toEqual({ spend: 0, impressions: 0 });
      const [bids] = await analytics<{ n: string }>(
        'SELECT count() AS n FROM bid_events WHERE line_item_id = {line:UInt64}',
        { line: String(id) },
      );
      expect(Number(bids?.n)).toBe(0);
    }
  });

  it('holds the frequency cap per device and hour', async () => {
    const [row] = await analytics<{ most: string; impressions: string }>(
      `SELECT max(n) AS most, sum(n) AS impressions FROM (
         SELECT device_id, toStartOfHour(event_time) AS h, sum(impressions) AS n FROM delivery_events
         WHERE line_item_id = {line:UInt64} GROUP BY device_id, h)`,
      { line: String(line.capped) },
    );
    expect(Number(row?.impressions)).toBeGreaterThan(50);
    expect(Number(row?.most)).toBe(2);
  });

  it('splits a weighted line by the weights of its active associations', async () => {
    const split = await analytics<{ creative_id: string; n: string }>(
      'SELECT creative_id, sum(impressions) AS n FROM delivery_events WHERE line_item_id = {line:UInt64} GROUP BY creative_id',
      { line: String(line.weighted) },
    );
    const by = new Map(split.map((r) => [Number(r.creative_id), Number(r.n)]));
    const total = [...by.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(200);
    expect(by.get(creative.weightedOff!) ?? 0).toBe(0);
    const heavy = (by.get(creative.heavy!) ?? 0) / total;
    expect(heavy).toBeGreaterThan(0.72);
    expect(heavy).toBeLessThan(0.88);
  });

  it('rotates a random line across its active, approved creatives only', async () => {
    const split = await analytics<{ creative_id: string; n: string }>(
      'SELECT creative_id, sum(impressions) AS n FROM delivery_events WHERE line_item_id = {line:UInt64} GROUP BY creative_id',
      { line: String(line.random) },
    );
    const by = new Map(split.map((r) => [Number(r.creative_id), Number(r.n)]));
    expect([...by.keys()].sort()).toEqual([creative.randomA!, creative.randomB!].sort());
    const share = by.get(creative.randomA!)! / (by.get(creative.randomA!)! + by.get(creative.randomB!)!);
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
  });

  it('moves the shared mark with the ledger, and refuses a slice another process already committed', async () => {
    const mark = await readWatermark(t.deps.db, FROM);
    expect(mark).toBe(FROM);
    await commitLedger(t.deps.db, [], { from: FROM, to: FROM + 60 });
    expect(await readWatermark(t.deps.db, 0)).toBe(FROM + 60);
    await expect(
      commitLedger(
        t.deps.db,
        [{ campaignId: 1, lineItemId: line.daily!, day: today, spendMicros: 5, impressions: 1 }],
        {
          from: FROM,
          to: FROM + 60,
        },
      ),
    ).rejects.toBeInstanceOf(DeliveryRaceError);
    expect((await ledgerOf(line.daily!)).impressions).toBe((await deliveredBy(line.daily!)).impressions);
  });

  it('catches up to now from the mark, bounded, ledger and events still agreeing', async () => {
    const before = Math.floor(Date.now() / 1000);
    await advanceDelivery(t.deps, { maxCatchUpSeconds: 2 * 3600 });
    const mark = await readWatermark(t.deps.db, 0);
    expect(mark).toBeGreaterThanOrEqual(before);
    expect(mark).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    for (const id of Object.values(line)) {
      const ledger = await ledgerOf(id);
      const delivered = await deliveredBy(id);
      expect(Math.round(ledger.spend * 1_000_000)).toBe(delivered.spendMicros);
    }
  });

  it('undoes a slice whose events were cut short after its ledger committed, then simulates it again', async () => {
    // A window of tomorrow: no other run wrote events there (the run above covers today).
    const from = TO + 3600;
    const to = from + 2 * 3600;
    await commitLedger(t.deps.db, [], { from: await readWatermark(t.deps.db, 0), to: from });
    const totals = async () => {
      const [ledger] = await rows<{ spend: string; impressions: string }>(
        t,
        sql`select coalesce(sum(spend), 0)::text as spend, coalesce(sum(impressions), 0)::text as impressions
            from spend_ledger`,
      );
      const [events] = await analytics<{ spend: string; impressions: string }>(
        'SELECT sum(spend_micros) AS spend, sum(impressions) AS impressions FROM delivery_events',
      );
      const [hourly] = await analytics<{ spend: string; impressions: string }>(
        'SELECT sum(spend_micros) AS spend, sum(impressions) AS impressions FROM delivery_hourly',
      );
      const [bids] = await analytics<{ n: string }>(
        `SELECT count() AS n FROM bid_events
         WHERE event_time >= toDateTime({from:UInt32}, 'UTC') AND event_time < toDateTime({to:UInt32}, 'UTC')`,
        { from: String(from), to: String(to) },
      );
      return {
        ledger: {
          spendMicros: Math.round(Number(ledger!.spend) * 1e6),
          impressions: Number(ledger!.impressions),
        },
        events: { spendMicros: Number(events!.spend), impressions: Number(events!.impressions) },
        hourly: { spendMicros: Number(hourly!.spend), impressions: Number(hourly!.impressions) },
        bids: Number(bids!.n),
      };
    };
    const before = await totals();
    expect(before.ledger).toEqual(before.events);

    // The store takes a slice's delivery events, then refuses its bids: the slice stays pending.
    const store = await t.deps.analytics.get();
    const insert = store.insert;
    store.insert = async (table, values) => {
      if (table === 'bid_events') throw new Error('the analytics store went away');
      return insert.call(store, table, values);
    };
    try {
      await expect(
        runDelivery(t.deps, { from, to, advanceWatermark: true, opportunitiesPerHour: 3 }),
      ).rejects.toThrow('went away');
    } finally {
      store.insert = insert;
    }
    const cut = await pendingSlice(t.deps.db);
    expect(cut).toMatchObject({ from: expect.any(Number), to: await readWatermark(t.deps.db, 0) });
    const broken = await totals();
    expect(broken.ledger.impressions).toBeGreaterThan(before.ledger.impressions);
    expect(broken.bids).toBe(0);

    // The next run undoes it first: its events go, its spend leaves the ledger, the mark goes back.
    expect(await undoPendingSlice(t.deps)).toBe(true);
    expect(await pendingSlice(t.deps.db)).toBeNull();
    expect(await readWatermark(t.deps.db, 0)).toBe(cut!.from);
    const undone = await totals();
    expect(undone.ledger).toEqual(before.ledger);
    expect(undone.events).toEqual(before.events);
    expect(undone.hourly).toEqual(before.events);
    expect(await undoPendingSlice(t.deps)).toBe(false);

    // Simulated again from there: ledger, events and the hourly rollup agree, the slice counted once.
    await runDelivery(t.deps, { from: cut!.from, to, advanceWatermark: true, opportunitiesPerHour: 3 });
    expect(await pendingSlice(t.deps.db)).toBeNull();
    const after = await totals();
    expect(after.ledger).toEqual(after.events);
    expect(after.hourly).toEqual(after.events);
    expect(after.ledger.impressions).toBeGreaterThan(before.ledger.impressions);
    expect(after.bids).toBeGreaterThan(0);
  });

  it("loads each line's active modifiers with their terms: its own link, else its campaign's", async () => {
    const token = await t.login(ADMIN_EMAIL);
    const owner = await campaignIn(token, 76);
    // Lines without creatives: they never bid, so the runs above and below are unchanged.
    const viaCampaign = await addLine(owner);
    const own = await addLine(owner);
    const modifier = async (values: Partial<typeof modifiers.$inferInsert> & { modifierTypeId: number }) => {
      const [row] = await t.deps.db
        .insert(modifiers)
        .values({
          accountId: 1,
          advertiserId: owner.advertiserId,
          name: `Modifier ${Math.random()}`,
          ...values,
        })
        .returning({ id: modifiers.id });
      return row!.id;
    };
    const bid = await modifier({ modifierTypeId: 1, maxBid: '6' });
    const delivery = await modifier({
      modifierTypeId: 2,
      deliveryModifiersOption: 101,
      defaultWeight: '10',
      fallbackWeight: '5',
      totalWeight: '100',
    });
    const inactive = await modifier({ modifierTypeId: 1, active: false });
    await t.deps.db.insert(modifierTerms).values([
      { modifierId: bid, moduleId: 5, targetingKeyId: 29, value: '1', modifier: '3' },
      { modifierId: delivery, moduleId: 2, targetingKeyId: 12, value: '76', modifier: '80' },
      { modifierId: inactive, moduleId: 5, targetingKeyId: 29, value: '1', modifier: '2' },
    ]);
    await t.deps.db.insert(campaignModifiers).values({
      accountId: 1,
      campaignId: owner.campaignId,
      modifierId: bid,
      modifierType: 1,
      maxBid: '4',
      deliveryModifierId: delivery,
    });
    // The line's own link takes the place of the campaign's; its modifier is inactive, so none applies.
    await t.deps.db
      .insert(lineItemModifiers)
      .values({ accountId: 1, lineItemId: own, modifierId: inactive, modifierType: 1 });

    const plans = await loadPlans(t.deps.db, FROM, TO);
    const planOf = (id: number) => plans.find((p) => p.lineItemId === id)!;
    expect(planOf(viaCampaign).bidModifier).toEqual({
      modifierId: bid,
      terms: [
        {
          targeting_key_id: 29,
          value: '1',
          matching_type_id: 1,
          modifier: 3,
          override_multiplier_pacing_behavior: false,
        },
      ],
      defaultMultiplier: null,
      maxBid: 4,
    });
    expect(planOf(viaCampaign).deliveryModifier).toEqual({
      modifierId: delivery,
      terms: [
        {
          targeting_key_id: 12,
          value: '76',
          matching_type_id: 1,
          modifier: 80,
          override_multiplier_pacing_behavior: false,
        },
      ],
      defaultWeight: 10,
      fallbackWeight: 5,
      totalWeight: 100,
    });
    expect(planOf(own).bidModifier).toBeNull();
    expect(planOf(own).deliveryModifier).toBeNull();
    expect(planOf(line.random!).bidModifier).toBeNull();
  });
});
