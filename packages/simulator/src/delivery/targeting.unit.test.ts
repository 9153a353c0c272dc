import {
  IAB_CHILDREN,
  TARGETING_KEY_IDS,
  TARGETING_KEYS,
  TARGETING_PREDICATES,
  type TargetingKeyCode,
  type TargetingTermInput,
} from '@beacon/contracts';
import {
  type Auction,
  compileTargeting,
  contentCategoryCodes,
  hourOfWeek,
  type ResolvedCustomList,
  TargetingError,
} from '@beacon/targeting';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAuctionSource } from './auctions.ts';

const START = '2026-03-02';
const FROM = Date.parse(`${START}T00:00:00Z`) / 1000;
const source = createAuctionSource({ seed: 11, scale: 'tiny', start: START, opportunitiesPerHour: 3 });
const sample: Auction[] = source.hour(FROM + 19 * 3600);
const base = sample[0]!;

const term = (key: TargetingKeyCode, value: string, include = true, by?: string): TargetingTermInput => ({
  targeting_key_id: TARGETING_KEY_IDS[key],
  targeting_predicate_id: include ? TARGETING_PREDICATES.include : TARGETING_PREDICATES.exclude,
  value,
  by_attribute: by ?? null,
});

/**
 * Keys with a finite set of values for the properties: the term value and how an auction is made
 * to carry it. Values are option codes (as a resolver would answer them), segments and slots ids.
 */
type KeyModel = { key: TargetingKeyCode; values: readonly string[]; set: (a: Auction, v: string) => Auction };
const MODELS: KeyModel[] = [
  { key: 'country', values: ['CO', 'BR', 'MX', 'ES', 'PT', 'TR'], set: (a, v) => ({ ...a, countryCode: v }) },
  {
    key: 'device_type',
    values: ['smartphone', 'tablet', 'desktop', 'connected_tv'],
    set: (a, v) => ({ ...a, deviceType: v.replace('_', ' ') }),
  },
  {
    key: 'operating_system',
    values: ['android', 'ios', 'windows', 'macos'],
    set: (a, v) => ({ ...a, os: v }),
  },
  {
    key: 'environment_type',
    values: ['app', 'web'],
    set: (a, v) => ({ ...a, environmentType: v as Auction['environmentType'] }),
  },
  {
    key: 'auction_type',
    values: ['first_price', 'second_price'],
    set: (a, v) => ({ ...a, auctionType: v as Auction['auctionType'] }),
  },
  { key: 'language', values: ['es', 'pt', 'en', 'tr'], set: (a, v) => ({ ...a, language: v }) },
  {
    key: 'carrier',
    values: ['Claro', 'Movistar', 'Tigo', 'Vivo', 'TIM'],
    set: (a, v) => ({ ...a, carrier: v }),
  },
  { key: 'topframe', values: ['true', 'false'], set: (a, v) => ({ ...a, topframe: v === 'true' }) },
  { key: 'rewarded', values: ['true', 'false'], set: (a, v) => ({ ...a, rewarded: v === 'true' }) },
  {
    key: 'deal_id',
    values: ['adx-deal-1', 'adx-deal-2', 'xandr-deal-3'],
    set: (a, v) => ({ ...a, dealId: v }),
  },
  { key: 'segment', values: ['1', '2', '3', '4', '5'], set: (a, v) => ({ ...a, deviceId: `dev-${v}` }) },
  {
    key: 'user_time_of_week',
    values: ['0', '9', '30', '100', '167'],
    set: (a, v) => ({ ...a, localHourOfWeek: Number(v) }),
  },
];
// Each test device is in exactly the segment its id names.
const segments = (deviceId: string) => new Set([Number(deviceId.slice(4))]);

/** A random targeting over the models: per key some include values and other exclude values. */
const targetingArb = fc
  .array(
    fc.record({
      model: fc.constantFrom(...MODELS),
      include: fc.integer({ min: 0, max: 2 }),
      exclude: fc.integer({ min: 0, max: 2 }),
      shuffle: fc.integer({ min: 0, max: 1000 }),
    }),
    { maxLength: 8 },
  )
  .map((picks) => {
    const byKey = new Map<TargetingKeyCode, { model: KeyModel; inc: string[]; exc: string[] }>();
    for (const p of picks) {
      if (byKey.has(p.model.key)) continue;
      const vs = p.model.values.map((_, i) => p.model.values[(i + p.shuffle) % p.model.values.length]!);
      // At least one value stays free of both, so an auction can avoid every exclude.
      const nExc = Math.min(p.exclude, vs.length - 1);
      const single = TARGETING_KEYS.find((k) => k.code === p.model.key)!.singleValued;
      const nInc = Math.min(single ? 1 : p.include, vs.length - nExc);
      byKey.set(p.model.key, { model: p.model, inc: vs.slice(0, nInc), exc: vs.slice(vs.length - nExc) });
    }
    return [...byKey.values()];
  });

const termsOf = (t: { model: KeyModel; inc: string[]; exc: string[] }[]) =>
  t.flatMap(({ model, inc, exc }) => [
    ...inc.map((v) => term(model.key, v)),
    ...exc.map((v) => term(model.key, v, false)),
  ]);

describe('compileTargeting (properties)', () => {
  it('admits an auction built to satisfy every include and avoid every exclude', () => {
    fc.assert(
      fc.property(
        targetingArb,
        fc.integer({ min: 0, max: sample.length - 1 }),
        fc.nat(),
        (targeting, i, pick) => {
          let auction = sample[i]!;
          for (const { model, inc, exc } of targeting) {
            const allowed = inc.length > 0 ? inc : model.values.filter((v) => !exc.includes(v));
            auction = model.set(auction, allowed[pick % allowed.length]!);
          }
          expect(compileTargeting(termsOf(targeting), { segments })(auction)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never admits an auction that matches an exclude term', () => {
    fc.assert(
      fc.property(
        targetingArb,
        fc.integer({ min: 0, max: sample.length - 1 }),
        fc.nat(),
        (targeting, i, pick) => {
          const withExcludes = targeting.filter((t) => t.exc.length > 0);
          fc.pre(withExcludes.length > 0);
          const hit = withExcludes[pick % withExcludes.length]!;
          let auction = sample[i]!;
          // Satisfy everything else, then carry one excluded value.
          for (const { model, inc, exc } of targeting) {
            const allowed = inc.length > 0 ? inc : model.values.filter((v) => !exc.includes(v));
            auction = model.set(auction, allowed[0]!);
          }
          auction = hit.model.set(auction, hit.exc[pick % hit.exc.length]!);
          expect(compileTargeting(termsOf(targeting), { segments })(auction)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('admits everything without terms', () => {
    const all = compileTargeting([]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: sample.length - 1 }), (i) => {
        expect(all(sample[i]!)).toBe(true);
      }),
    );
  });

  it('admits exactly the auctions of one include value, and refuses two on a platform key', () => {
    const platform = MODELS.filter(
      (m) => TARGETING_KEYS.find((k) => k.code === m.key)!.module === 'platform',
    );
    expect(platform.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.constantFrom(...platform), fc.nat(), fc.nat(), (model, x, y) => {
        const wanted = model.values[x % model.values.length]!;
        const other = model.values[(x + 1 + (y % (model.values.length - 1))) % model.values.length]!;
        const p = compileTargeting([term(model.key, wanted)]);
        expect(p(model.set(base, wanted))).toBe(true);
        expect(p(model.set(base, other))).toBe(false);
        expect(() => compileTargeting([term(model.key, wanted), term(model.key, other)])).toThrow(
          TargetingError,
        );
      }),
    );
  });
});

describe('compileTargeting (by key family)', () => {
  const app = sample.find((a) => a.environmentType === 'app')!;
  const web = sample.find((a) => a.environmentType === 'web')!;

  it('app_site: app name by name, id or bundle; site by id, name or placement; deals and publishers', () => {
    expect(compileTargeting([term('app_name', app.appName.toUpperCase())])(app)).toBe(true);
    expect(compileTargeting([term('app_name', app.appId, true, 'id')])(app)).toBe(true);
    expect(compileTargeting([term('app_name', app.appBundle, true, 'bundle')])(app)).toBe(true);
    expect(compileTargeting([term('app_name', app.appBundle, true, 'name')])(app)).toBe(false);
    expect(compileTargeting([term('app_name', app.appName)])(web)).toBe(false);
    expect(compileTargeting([term('site', web.siteId, true, 'id')])(web)).toBe(true);
    expect(compileTargeting([term('site', web.siteDomain, true, 'name')])(web)).toBe(true);
    expect(compileTargeting([term('site', web.placementId, true, 'placement')])(web)).toBe(true);
    expect(compileTargeting([term('publisher_id', app.publisherId)])(app)).toBe(true);
    expect(compileTargeting([term('publisher_id', app.publisherId, false)])(app)).toBe(false);
  });

  it('custom lists: values of the key’s list type; lat/long points within their radius', () => {
    const lists: Record<number, ResolvedCustomList> = {
      1: { type: 'app_bundle', values: [app.appBundle] },
      2: { type: 'domain', values: [app.appBundle] },
      3: { type: 'lat_long', points: [{ lat: app.lat + 0.001, lon: app.lon, radiusKm: 0.5 }] },
      4: { type: 'lat_long', points: [{ lat: app.lat + 0.05, lon: app.lon, radiusKm: 0.5 }] },
      5: { type: 'domain', values: [web.siteDomain] },
    };
    const customList = (id: number) => lists[id];
    const p = (t: TargetingTermInput[]) => compileTargeting(t, { customList });
    expect(p([term('app_bundle_list', '1')])(app)).toBe(true);
    // A list of another type than the key's never matches.
    expect(p([term('app_bundle_list', '2')])(app)).toBe(false);
    expect(p([term('lat_long_list', '3')])(app)).toBe(true);
    expect(p([term('lat_long_list', '4')])(app)).toBe(false);
    expect(p([term('lat_long_list', '4'), term('lat_long_list', '3')])(app)).toBe(true);
    expect(p([term('domain_list', '5', false)])(web)).toBe(false);
    expect(p([term('domain_list', '5', false)])(app)).toBe(true);
    expect(p([term('app_bundle_list', '99')])(app)).toBe(false);
  });

  it('geo: country by ISO numeric id or code, region and city through the resolver', () => {
    const co = { ...base, countryCode: 'CO', regionCode: 'CO-DC', cityId: 3688689 };
    expect(compileTargeting([term('country', '170')])(co)).toBe(true);
    expect(compileTargeting([term('country', '76')])(co)).toBe(false);
    const lookupCode = (key: TargetingKeyCode, v: string) =>
      key === 'region' && v === '412' ? 'CO-DC' : undefined;
    expect(compileTargeting([term('region', '412')], { lookupCode })(co)).toBe(true);
    expect(compileTargeting([term('city', '3688689')])(co)).toBe(true);
    expect(compileTargeting([term('location_type', co.locationType, false)])(co)).toBe(false);
  });

  it('platform and environment: codes and versions as the option lists name them', () => {
    const a = {
      ...base,
      os: 'Android',
      osVersion: '14',
      browser: 'Samsung Internet',
      browserVersion: '26',
      deviceType: 'connected tv',
    };
    expect(compileTargeting([term('operating_system_version', 'android_14')])(a)).toBe(true);
    expect(compileTargeting([term('browser', 'samsung_internet')])(a)).toBe(true);
    expect(compileTargeting([term('browser_version', 'Samsung Internet 26')])(a)).toBe(true);
    expect(compileTargeting([term('device_type', 'connected_tv')])(a)).toBe(true);
    expect(compileTargeting([term('carrier', 'turk_telekom')])({ ...a, carrier: 'Türk Telekom' })).toBe(true);
    const apis = { ...base, videoApis: ['vpaid_2', 'omid_1'] };
    expect(compileTargeting([term('video_api', 'omid_1')])(apis)).toBe(true);
    expect(compileTargeting([term('video_api', 'mraid_3')])(apis)).toBe(false);
    expect(compileTargeting([term('topframe', '1')])({ ...base, topframe: true })).toBe(true);
    expect(compileTargeting([term('rewarded', '0')])({ ...base, rewarded: true })).toBe(false);
  });

  it('inventory source by how it is sold or by exchange; content by IAB code or name', () => {
    const a = {
      ...base,
      inventorySource: 'private_marketplace' as const,
      exchange: 'magnite',
      iab: 'IAB12',
      // Derived again from iab and the app (the generated base carries its own).
      contentCategories: undefined,
    };
    expect(compileTargeting([term('inventory_source', 'private_marketplace')])(a)).toBe(true);
    expect(compileTargeting([term('inventory_source', 'magnite')])(a)).toBe(true);
    expect(compileTargeting([term('inventory_source', 'open_exchange')])(a)).toBe(false);
    expect(compileTargeting([term('content_category', 'IAB12')])(a)).toBe(true);
    expect(compileTargeting([term('content_category', 'news')])(a)).toBe(true);
  });

  it('content by IAB tier 2: the app’s own subcategory matches, a sibling does not, tier 1 covers both', () => {
    const a = {
      ...base,
      iab: 'IAB12',
      appBundle: 'com.noticias.hoy',
      siteDomain: '',
      contentCategories: undefined,
    };
    const [tier2] = contentCategoryCodes('IAB12', 'com.noticias.hoy');
    expect(tier2).toMatch(/^IAB12-[123]$/);
    const sibling = IAB_CHILDREN.get(12)!.find((code) => code !== tier2)!;
    expect(compileTargeting([term('content_category', tier2!)])(a)).toBe(true);
    expect(compileTargeting([term('content_category', sibling)])(a)).toBe(false);
    expect(compileTargeting([term('content_category', 'IAB12')])(a)).toBe(true);
    expect(compileTargeting([term('content_category', tier2!, false)])(a)).toBe(false);
    // The same app is always the same subcategory; another tier's code never matches.
    expect(contentCategoryCodes('IAB12', 'com.noticias.hoy')[0]).toBe(tier2);
    expect(compileTargeting([term('content_category', 'IAB7-1')])(a)).toBe(false);
  });

  it('time of week in the line item’s zone; segments through the members hook', () => {
    // Monday 2026-03-02 14:30 UTC is 09:30 in Bogotá (slot 9) and 14 in UTC.
    const a = { ...base, time: FROM + 14.5 * 3600, deviceId: 'dev-7' };
    expect(compileTargeting([term('user_time_of_week', '9')], { timezone: 'America/Bogota' })(a)).toBe(true);
    expect(compileTargeting([term('user_time_of_week', '14')], { timezone: 'UTC' })(a)).toBe(true);
    expect(compileTargeting([term('user_time_of_week', '9')], { timezone: 'UTC' })(a)).toBe(false);
    expect(compileTargeting([term('segment', '7')], { segments })(a)).toBe(true);
    expect(compileTargeting([term('segment', '7')])(a)).toBe(false);
    expect(compileTargeting([term('segment', '7', false)], { segments })(a)).toBe(false);
  });

  it('with associated time zones, reads each device’s hour in the listed zone nearest to it', () => {
    // Monday 09:00–10:00 (slot 9), for a line associated with Bogotá (UTC−5) and Madrid (UTC+1 in March).
    const nineAm = [term('user_time_of_week', '9')];
    const zones = { timezone: 'UTC', timezones: ['America/Bogota', 'Europe/Madrid'] };
    const at = (utcHours: number, localHourOfWeek: number) => ({
      ...base,
      time: FROM + utcHours * 3600 + 1800,
      localHourOfWeek,
    });
    // A Lima device (UTC−5, nearest Bogotá) at 14:30 UTC is at 09:30: admitted.
    expect(compileTargeting(nineAm, zones)(at(14, 9))).toBe(true);
    // A Lisbon device (UTC+0, nearest Madrid) at 08:30 UTC reads 09:30 Madrid time: admitted.
    expect(compileTargeting(nineAm, zones)(at(8, 8))).toBe(true);
    // The same Lisbon device at 14:30 UTC is 15:30 in Madrid: refused, though it is 09:30 in Bogotá.
    expect(compileTargeting(nineAm, zones)(at(14, 14))).toBe(false);
    // A Tokyo device (UTC+9) is nearest Madrid: 08:30 UTC is 09:30 there.
    expect(compileTargeting(nineAm, zones)(at(8, 17))).toBe(true);
    // The line's own zone alone still reads every device in UTC.
    expect(compileTargeting(nineAm, { timezone: 'UTC' })(at(8, 8))).toBe(false);
  });

  it('generated auctions carry every attribute, with local hour of week Monday-based', () => {
    expect(hourOfWeek(FROM, 0)).toBe(0);
    expect(hourOfWeek(FROM - 3600, 0)).toBe(167);
    for (const a of sample) {
      expect(a.environmentType === 'app' ? a.appId : a.siteId).toMatch(/^\d+$/);
      expect(a.publisherId).toMatch(/^pub-\d+$/);
      expect(a.placementId).not.toBe('');
      expect(a.dealId === '').toBe(a.inventorySource === 'open_exchange');
      expect(a.screenSize).toMatch(/^\d+x\d+$/);
      expect(a.localHourOfWeek).toBeGreaterThanOrEqual(0);
      expect(a.localHourOfWeek).toBeLessThan(168);
      expect(a.contentCategories).toEqual(contentCategoryCodes(a.iab, a.appBundle || a.siteDomain));
    }
    expect(new Set(sample.map((a) => a.inventorySource)).size).toBeGreaterThan(1);
  });
});
