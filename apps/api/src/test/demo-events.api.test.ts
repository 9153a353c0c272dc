import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, campaigns, events, lookupValues } from '../db/schema.ts';
import { seedDemoBuying } from '../demo/buying.ts';
import { DEMO_EVENTS, seedDemoEvents } from '../demo/events.ts';
import { loadConversionEvents } from '../modules/delivery/conversion-events.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

describe.each(testDatabaseKinds())('demo events on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoBuying(t.deps, ADMIN_EMAIL);
  });
  afterAll(() => t?.close());

  it('gives each demo advertiser a purchase and a second event, last touch over all its lines', async () => {
    expect(await seedDemoEvents(t.deps, ADMIN_EMAIL)).toBe(DEMO_EVENTS.length);
    const rows = await t.deps.db.select().from(events);
    const [lastTouch] = await t.deps.db
      .select({ id: lookupValues.id })
      .from(lookupValues)
      .where(eq(lookupValues.code, 'last_touch'));
    const perAdvertiser = new Map<number, number>();
    for (const row of rows)
      perAdvertiser.set(row.advertiserId, (perAdvertiser.get(row.advertiserId) ?? 0) + 1);
    expect([...perAdvertiser.values()]).toEqual([2, 2, 2]);
    for (const row of rows) {
      expect(row).toMatchObject({
        accountId: 1,
        active: true,
        eligibilityMode: 'all',
        eventAttributionId: lastTouch!.id,
      });
      expect(row.clickWindowDays).toBeLessThanOrEqual(30);
      expect(row.viewWindowDays).toBeLessThanOrEqual(row.clickWindowDays);
    }
    // Created through the events service: each is in the activity log.
    const logged = await t.deps.db.select().from(activityLog).where(eq(activityLog.entity, 'event'));
    expect(logged).toHaveLength(DEMO_EVENTS.length);
    // Their campaigns allow events, so every demo line can be credited.
    const demoCampaigns = await t.deps.db.select({ allows: campaigns.allowsEvents }).from(campaigns);
    expect(demoCampaigns.length).toBeGreaterThan(0);
    expect(demoCampaigns.every((c) => c.allows)).toBe(true);

    // The simulated world converts for all of them, purchases with their value spread.
    const plans = await loadConversionEvents(t.deps.db);
    expect(plans).toHaveLength(DEMO_EVENTS.length);
    expect(new Set(plans.map((p) => p.countryCode))).toEqual(new Set(['CO', 'BR', 'CL']));
    expect(plans.filter((p) => p.purchase).every((p) => p.valueMicros > 0)).toBe(true);
    expect(plans.filter((p) => p.purchase)).toHaveLength(3);
  });
});
