import { TARGETING_KEY_IDS, TARGETING_PREDICATES } from '@beacon/contracts';
import { ensureWorld } from '@beacon/simulator';
import { hourOfWeek, zoneOffsetSeconds } from '@beacon/targeting';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  insertLineItem,
  referenceIds,
} from '../../test/buying.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../test/harness.ts';
import { rows } from '../../test/helpers.ts';
import { forecastSample } from './sample-cache.ts';

const { include, exclude } = TARGETING_PREDICATES;
const COUNTRY = TARGETING_KEY_IDS.country;
const OS = TARGETING_KEY_IDS.operating_system;
const HOUR = TARGETING_KEY_IDS.user_time_of_week;
/** The marketplace countries' ids (ISO numeric), as the countries list answers them. */
const BRAZIL = 76;
const WORLD_COUNTRIES = [170, 76, 620, 724, 152, 792];
const today = new Date().toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('avails and reach forecast on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let lineItemId: number;
  /** A line of the same campaign in Tokyo time: hours of the week are read in its zone. */
  let tokyoLineId: number;
  let iosId: string;

  const forecast = (targeting_terms: unknown[], as = token, line = lineItemId) =>
    t.request('POST', '/api/targeting/forecast', {
      token: as,
      body: { line_item_id: line, targeting_terms },
    });
  const term = (key: number, predicate: number, value: string | number) => ({
    targeting_key_id: key,
    targeting_predicate_id: predicate,
    value: String(value),
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    const ids = await referenceIds(t, token);
    await acceptTerms(t, token);
    await ensureWorld(await t.deps.analytics.get(), { seed: 3, scale: 'tiny', days: 1, start: today });
    const advertiser = await createAdvertiser(t, token, ids, { country_id: BRAZIL });
    const campaignId = (await createCampaign(t, token, ids, advertiser.id)).id;
    lineItemId = await insertLineItem(t, campaignId, advertiser.id);
    tokyoLineId = await insertLineItem(t, campaignId, advertiser.id);
    const zones = await t.request('GET', '/api/list/timezones', { token });
    const tokyo = zones.json.data.find((z: { name: string }) => z.name === 'Asia/Tokyo');
    await rows(t, sql`update line_items set timezone_id = ${tokyo.id} where id = ${tokyoLineId}`);
    const options = await t.request('GET', '/api/targeting/options/operating_system?term=iOS', { token });
    iosId = String(options.json.data.find((o: { name: string }) => o.name === 'iOS').id);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it("forecasts the advertiser's country without terms, every device of a tiny world sampled", async () => {
    const res = await forecast([]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({ sample_rate: 1, days: 7, relative_error: 0 });
    expect(data.daily_avails).toBeGreaterThan(0);
    expect(data.daily_avails).toBe(data.baseline_daily_avails);
    expect(data.weekly_unique_devices).toBe(data.baseline_weekly_unique_devices);
    expect(data.daily_unique_devices).toBeLessThanOrEqual(data.weekly_unique_devices);
    expect(data.took_ms).toBeGreaterThan(0);
    // The same as naming the country outright.
    const named = await forecast([term(COUNTRY, include, BRAZIL)]);
    expect(named.status, JSON.stringify(named.json)).toBe(200);
    expect(named.json.data.daily_avails).toBe(data.daily_avails);
  });

  it('lowers avails when the targeting narrows, and gives 0 when every country is excluded', async () => {
    const country = (await forecast([term(COUNTRY, include, BRAZIL)])).json.data;
    const ios = (await forecast([term(COUNTRY, include, BRAZIL), term(OS, include, iosId)])).json.data;
    expect(ios.daily_avails).toBeGreaterThan(0);
    expect(ios.daily_avails).toBeLessThan(country.daily_avails);
    expect(ios.weekly_unique_devices).toBeLessThan(country.weekly_unique_devices);
    expect(ios.baseline_daily_avails).toBe(country.daily_avails);
    const none = await forecast(WORLD_COUNTRIES.map((id) => term(COUNTRY, exclude, id)));
    expect(none.status).toBe(200);
    expect(none.json.data).toMatchObject({
      daily_avails: 0,
      daily_unique_devices: 0,
      weekly_unique_devices: 0,
    });
  });

  it('says why a forecast is 0, and which countries the shares compare', async () => {
    // Every country excluded: the country key alone admits nothing.
    const none = (await forecast(WORLD_COUNTRIES.map((id) => term(COUNTRY, exclude, id)))).json.data;
    expect(none.zero_reasons).toEqual([{ reason: 'key_admits_nothing', key: 'country' }]);
    // With another key that admits auctions, the reason still names the key that admits none.
    const withOs = (
      await forecast([...WORLD_COUNTRIES.map((id) => term(COUNTRY, exclude, id)), term(OS, include, iosId)])
    ).json.data;
    expect(withOs.zero_reasons).toEqual([{ reason: 'key_admits_nothing', key: 'country' }]);
    // A forecast above 0 has no reasons; the shares compare with Brazil, the advertiser's country.
    const brazil = (await forecast([term(COUNTRY, include, BRAZIL)])).json.data;
    expect(brazil).toMatchObject({ zero_reasons: [], baseline_country: 'BR', countries: ['BR'] });
    const colombia = (await forecast([term(COUNTRY, include, 170)])).json.data;
    expect(colombia).toMatchObject({ baseline_country: 'BR', countries: ['CO'] });
  });

  it('equals a direct count of the same sample for iOS in Brazil', async () => {
    const res = await forecast([term(COUNTRY, include, BRAZIL), term(OS, include, iosId)]);
    const sample = (await forecastSample(t.deps))!;
    const matched = sample.auctions.filter((a) => a.countryCode === 'BR' && a.os === 'iOS');
    const day = (time: number) => Math.floor((time - sample.from) / 86_400);
    const devices = new Set(matched.map((a) => a.deviceIndex));
    const deviceDays = new Set(matched.map((a) => `${a.deviceIndex}|${day(a.time)}`));
    expect(res.json.data).toMatchObject({
      daily_avails: Math.round(matched.length / 7),
      weekly_unique_devices: devices.size,
      daily_unique_devices: Math.round(deviceDays.size / 7),
    });
  });

  it("reads hours of the week in the line's time zone, as delivery does", async () => {
    // Weekday working hours, 08:00–18:00.
    const slots = Array.from({ length: 5 * 24 }, (_, h) => h).filter((h) => h % 24 >= 8 && h % 24 < 18);
    const terms = [term(COUNTRY, include, BRAZIL), ...slots.map((h) => term(HOUR, include, h))];
    const utc = (await forecast(terms)).json.data;
    const tokyo = (await forecast(terms, token, tokyoLineId)).json.data;
    const sample = (await forecastSample(t.deps))!;
    const inHours = (zone: string) =>
      sample.auctions.filter(
        (a) => a.countryCode === 'BR' && slots.includes(hourOfWeek(a.time, zoneOffsetSeconds(zone, a.time))),
      ).length;
    expect(utc.daily_avails).toBe(Math.round(inHours('UTC') / 7));
    expect(tokyo.daily_avails).toBe(Math.round(inHours('Asia/Tokyo') / 7));
    // Brazilian working hours are night in Tokyo: far fewer auctions.
    expect(tokyo.daily_avails).toBeLessThan(utc.daily_avails);
  });

  it('answers 422 for invalid terms and unknown ids, as saving the targeting does', async () => {
    const badKey = await forecast([term(999, include, 'x')]);
    expect(badKey.status).toBe(422);
    expect(badKey.json.errors['targeting_terms.0.targeting_key_id']).toBeDefined();
    const twice = await forecast([term(OS, include, iosId), term(OS, include, iosId)]);
    expect(twice.status).toBe(422);
    const unknown = await forecast([term(COUNTRY, include, 999_999)]);
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors['targeting_terms.0.value']).toEqual(['targeting.value_unknown']);
  });

  it("answers 404 for another account's line item and 403 without Targeting:index", async () => {
    const other = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    expect((await forecast([], other)).status).toBe(404);
    expect((await forecast([], token, 987_654)).status).toBe(404);

    await rows(
      t,
      sql`update roles set permissions = array_remove(permissions, 'Targeting:index') where name = 'viewer'`,
    );
    const viewer = await t.login('viewer@example.com');
    const denied = await forecast([], viewer);
    expect(denied.status).toBe(403);
    expect(denied.json.code).toBe('errors.forbidden');
  });

  it("answers with last week's sample while the next week's builds", async () => {
    const current = (await forecastSample(t.deps))!;
    const settled = async (now?: number) => {
      for (let i = 0; i < 200; i++) {
        const sample = (await forecastSample(t.deps, now))!;
        if (sample !== current) return sample;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the next sample was never built');
    };
    // Eight days on, the week has moved by a day (this world started today).
    const later = Math.floor(Date.now() / 1000) + 8 * 86_400;
    expect(await forecastSample(t.deps, later)).toBe(current);
    const next = await settled(later);
    expect(next.from).toBe(current.from + 86_400);
    // Back to today's week for whatever runs next.
    const today = Math.floor(Date.now() / 1000);
    while ((await forecastSample(t.deps, today))!.from !== current.from)
      await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
