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

/**
 * Line items' targeting terms, compiled once per plan (in the plan's time zone) and evaluated per
 * auction; a plan without terms keeps `countryTargeting`. `context` resolves option ids, custom
 * lists and segment members from the store (see `TargetingContext`).
 */
export function termTargeting(
  context: Omit<TargetingContext, 'timezone' | 'timezones'> = {},
): TargetingEvaluator {
  const compiled = new WeakMap<LineItemPlan, AuctionPredicate>();
  const predicate = (line: LineItemPlan) => {
    let p = compiled.get(line);
    if (!p) {
      p = compileTargeting(line.targetingTerms ?? [], {
        ...context,
        timezone: line.timezone,
        timezones: line.timezones,
      });
      compiled.set(line, p);
    }
    return p;
  };
  return {
    compile: (line, terms) =>
      compileTargeting(terms, { ...context, timezone: line.timezone, timezones: line.timezones }),
    admits: (line, auction) =>
      line.targetingTerms?.length ? predicate(line)(auction) : countryTargeting.admits(line, auction),
    countries(line) {
      if (!line.targetingTerms?.length) return countryTargeting.countries!(line);
      // Only country includes narrow the draw; excludes and other keys leave every country possible.
      const includes = line.targetingTerms.filter(
        (t) =>
          t.targeting_key_id === TARGETING_KEY_IDS.country &&
          t.targeting_predicate_id === TARGETING_PREDICATES.include,
      );
      if (includes.length === 0) return null;
      return includes.map((t) => lookupValueCode('country', t.value, context.lookupCode).toUpperCase());
    },
  };
}
