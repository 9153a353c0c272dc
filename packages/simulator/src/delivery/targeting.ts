import { TARGETING_KEY_IDS, TARGETING_PREDICATES } from '@beacon/contracts';
import { type AuctionPredicate, compileTargeting, type TargetingContext } from '../targeting/compile.ts';
import { lookupValueCode } from '../targeting/values.ts';
import type { LineItemPlan, TargetingEvaluator } from './types.ts';

/**
 * The targeting of a line without targeting terms: it admits the auctions of its campaign
 * advertiser's country (any country when the advertiser has none).
 */
export const countryTargeting: TargetingEvaluator = {
  admits: (line, auction) => line.countryCode === null || line.countryCode === auction.countryCode,
  countries: (line) => (line.countryCode === null ? null : [line.countryCode]),
};

/** Keys that say where a line reaches: including any of them replaces the default country. */
const PLACE_KEYS: ReadonlySet<number> = new Set([
  TARGETING_KEY_IDS.country,
  TARGETING_KEY_IDS.region,
  TARGETING_KEY_IDS.city,
  TARGETING_KEY_IDS.lat_long_list,
]);

/** Whether the terms include a place (country, region, city or a lat/long list). */
export const includesPlace = (terms: LineItemPlan['targetingTerms']): boolean =>
  (terms ?? []).some(
    (t) => PLACE_KEYS.has(t.targeting_key_id) && t.targeting_predicate_id === TARGETING_PREDICATES.include,
  );

/**
 * Line items' targeting terms, compiled once per plan (in the plan's time zone) and evaluated per
 * auction. The advertiser's country is the default geography: a line whose terms include no place
 * (no country, region, city or lat/long list) reaches only that country, narrowed by its terms and
 * any excluded places, exactly as a line without terms (`countryTargeting`). `context` resolves
 * option ids, custom lists and segment members from the store (see `TargetingContext`).
 */
export function termTargeting(
  context: Omit<TargetingContext, 'timezone' | 'timezones'> = {},
): TargetingEvaluator {
  const compiled = new WeakMap<LineItemPlan, AuctionPredicate>();
  const predicate = (line: LineItemPlan) => {
    let p = compiled.get(line);
    if (!p) {
      const terms = line.targetingTerms ?? [];
      const own =
        terms.length > 0
          ? compileTargeting(terms, { ...context, timezone: line.timezone, timezones: line.timezones })
          : null;
      // Compiled once per line: the default country check is decided here, not per auction.
      if (includesPlace(terms)) p = own!;
      else if (own) p = (a) => countryTargeting.admits(line, a) && own(a);
      else p = (a) => countryTargeting.admits(line, a);
      compiled.set(line, p);
    }
    return p;
  };
  return {
    compile: (line, terms) =>
      compileTargeting(terms, { ...context, timezone: line.timezone, timezones: line.timezones }),
    admits: (line, auction) => predicate(line)(auction),
    countries(line) {
      if (!includesPlace(line.targetingTerms)) return countryTargeting.countries!(line);
      // Only country includes narrow the draw; excludes and other keys leave every country possible.
      const includes = (line.targetingTerms ?? []).filter(
        (t) =>
          t.targeting_key_id === TARGETING_KEY_IDS.country &&
          t.targeting_predicate_id === TARGETING_PREDICATES.include,
      );
      if (includes.length === 0) return null;
      return includes.map((t) => lookupValueCode('country', t.value, context.lookupCode).toUpperCase());
    },
  };
}
