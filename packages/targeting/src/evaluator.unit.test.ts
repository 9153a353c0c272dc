import {
  TARGETING_KEY_IDS,
  TARGETING_PREDICATES,
  type TargetingKeyCode,
  type TargetingTermInput,
} from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import type { Auction } from './auction.ts';
import { hourOfWeek, zoneOffsetSeconds } from './clock.ts';
import { compileTargeting, TargetingError } from './compile.ts';
import { contentCategoryCodes } from './content-category.ts';
import { termTargeting } from './line.ts';
import { compileDeliveryModifier, compileModifierTerm } from './modifiers.ts';

/** A bid request written by hand: the evaluator needs no auction source. */
const auction: Auction = {
  auctionId: 'a-1',
  time: Date.parse('2026-03-02T19:00:00Z') / 1000,
  exchange: 'google_adx',
  deviceIndex: 7,
  deviceId: 'device-7',
  deviceIdType: 'maid',
  countryCode: 'CO',
  regionCode: 'CO-DC',
  cityId: 3688689,
  lat: 4.61,
  lon: -74.08,
  h3Cell: '0',
  appBundle: 'com.noticias.hoy',
  siteDomain: '',
  iab: 'IAB12',
  deviceType: 'smartphone',
  make: 'Samsung',
  os: 'Android',
  browser: 'Chrome',
  carrier: 'Claro',
  language: 'es',
  gender: 'f',
  ageBand: '25-34',
  floorMicros: 300_000,
  appId: '1234567890',
  appName: 'Noticias Hoy',
  siteId: '',
  siteName: '',
  placementId: '1234567890-1',
  publisherId: 'pub-123456',
  dealId: '',
  auctionType: 'first_price',
  inventorySource: 'open_exchange',
  environmentType: 'app',
  topframe: true,
  rewarded: false,
  videoApis: ['mraid_3'],
  locationType: 'gps',
  model: 'Galaxy S23',
  screenSize: '1080x2340',
  osVersion: '14',
  browserVersion: '120',
  localHourOfWeek: 14,
};

const term = (key: TargetingKeyCode, value: string, include = true): TargetingTermInput => ({
  targeting_key_id: TARGETING_KEY_IDS[key],
  targeting_predicate_id: include ? TARGETING_PREDICATES.include : TARGETING_PREDICATES.exclude,
  value,
});

describe('the evaluator on its own', () => {
  it('admits every auction without terms and ANDs keys, each an include minus its excludes', () => {
    expect(compileTargeting([])(auction)).toBe(true);
    expect(compileTargeting([term('country', 'CO'), term('operating_system', 'android')])(auction)).toBe(
      true,
    );
    expect(compileTargeting([term('country', 'CO'), term('operating_system', 'ios')])(auction)).toBe(false);
    expect(compileTargeting([term('carrier', 'claro', false)])(auction)).toBe(false);
    expect(() => compileTargeting([{ ...term('country', 'CO'), targeting_key_id: 9999 }])).toThrow(
      TargetingError,
    );
  });

  it('resolves stored ids to codes through the context', () => {
    const lookupCode = (key: string, value: string) =>
      key === 'region' && value === '412' ? 'CO-DC' : undefined;
    expect(compileTargeting([term('region', '412')], { lookupCode })(auction)).toBe(true);
    expect(compileTargeting([term('region', '413')], { lookupCode })(auction)).toBe(false);
  });

  it("keeps a line without places in its advertiser's country", () => {
    const evaluator = termTargeting();
    const line = {
      countryCode: 'BR',
      timezone: 'UTC',
      targetingTerms: [term('operating_system', 'android')],
    };
    expect(evaluator.admits(line, auction)).toBe(false);
    expect(evaluator.countries?.(line)).toEqual(['BR']);
    const placed = { ...line, targetingTerms: [term('country', 'CO')] };
    expect(evaluator.admits(placed, auction)).toBe(true);
    expect(evaluator.countries?.(placed)).toEqual(['CO']);
  });

  it('matches modifier terms like targeting includes, text terms also by prefix', () => {
    const compile = (terms: readonly TargetingTermInput[]) => compileTargeting(terms);
    const prefix = {
      targeting_key_id: TARGETING_KEY_IDS.app_name,
      value: 'notic',
      matching_type_id: 2,
      modifier: 2,
    };
    expect(compileModifierTerm(prefix, compile)(auction)).toBe(true);
    const weights = compileDeliveryModifier(
      {
        modifierId: 1,
        terms: [{ targeting_key_id: TARGETING_KEY_IDS.site, value: 'eldiario.example', modifier: 80 }],
        defaultWeight: 10,
        fallbackWeight: 40,
        totalWeight: 100,
      },
      compile,
    );
    // An in-app auction has no site: the fallback weight applies.
    expect(weights(auction)).toBe(0.4);
  });

  it('reads hours of the week, zone offsets and content categories', () => {
    // 1970-01-01 was a Thursday: its midnight is hour 72 of the week.
    expect(hourOfWeek(0, 0)).toBe(72);
    expect(zoneOffsetSeconds('America/Bogota', auction.time)).toBe(-5 * 3600);
    const codes = contentCategoryCodes('IAB12', 'com.noticias.hoy');
    expect(codes.slice(1)).toEqual(['IAB12', 'News']);
    expect(codes[0]).toMatch(/^IAB12-\d+$/);
  });
});
