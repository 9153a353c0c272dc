import { eq, sql } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, campaigns, events, lookupValues } from '../db/schema.ts';
import { seedDemoBuying } from '../demo/buying.ts';
import { DEMO_EVENTS, seedDemoEvents } from '../demo/events.ts';
import { seedDemoTools } from '../demo/tools.ts';
import { loadConversionEvents } from '../modules/delivery/conversion-events.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf } from './helpers.ts';

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

  it('gives the HTML banners a rendered thumbnail and the account its list, models and modifiers', async () => {
    const token = await t.login(ADMIN_EMAIL);
    const banners = await t.request('GET', '/api/creatives?mode=all&filters[creative_template_id]=2', {
      token,
    });
    expect(banners.status, JSON.stringify(banners.json)).toBe(200);
    expect(banners.json.data).toHaveLength(3);
    for (const banner of banners.json.data) {
      expect(banner.thumbnail).toMatch(/\/original\.png$/);
      const png = await t.request('GET', banner.thumbnail, { token });
      expect(png.status).toBe(200);
      expect(imageSize(png.body)).toMatchObject({ type: 'png', width: 300, height: 250 });
    }

    await seedDemoTools(t.deps, ADMIN_EMAIL);
    const lists = await t.request('GET', '/api/custom_lists?mode=all', { token });
    expect(lists.json.data).toMatchObject([{ name: 'Premium news sites', custom_list_items_count: 6 }]);
    const models = await t.request('GET', '/api/bid_models?mode=all', { token });
    expect(models.json.data).toHaveLength(2);
    const modifiers = await t.request('GET', '/api/modifiers?mode=all', { token });
    const types = modifiers.json.data.map((m: { modifier_type_id: number }) => m.modifier_type_id);
    expect(types.sort()).toEqual([1, 1, 1, 2, 2, 2]);
    const ctr = models.json.data.find((m: { name: string }) => m.name === 'Click-through optimiser');
    expect(await countOf(t, sql`select count(*) as n from modifiers where bid_model_id = ${ctr.id}`)).toBe(3);
    // Each advertiser's always-on campaign and one display line carry the bid modifier.
    expect(await countOf(t, sql`select count(*) as n from campaign_modifiers`)).toBe(3);
    expect(await countOf(t, sql`select count(*) as n from line_item_modifiers`)).toBe(3);
    const logged = await t.deps.db.select().from(activityLog).where(eq(activityLog.entity, 'custom_list'));
    expect(logged.length).toBeGreaterThan(0);
  });
});
