import { TARGETING_KEY_IDS, TARGETING_PREDICATES, type TargetingTermInput } from '@beacon/contracts';
import type { Auction } from './auction.ts';
import { type AuctionPredicate, compileTargeting, type TargetingContext } from './compile.ts';
import { lookupValueCode } from './values.ts';

/** What the targeting of a line item reads of it (a delivery plan carries these and more). */
export interface TargetedLine {
  /** ISO alpha-2 country of the campaign's advertiser; null = any country. */
  countryCode: string | null;
  /** IANA time zone of the line (its own, else its campaign's): the hour-of-week slots are read in it. */
  timezone: string;
  /** Time zones associated with the line (its time module): slots are read in the one nearest each device. */
  timezones?: string[];
  /** The line's targeting terms (docs/REQUIREMENTS.md#targeting). Absent or empty: the advertiser's country applies. */
  targetingTerms?: TargetingTermInput[];
}

/**
 * Whether a line item's targeting admits an auction: `termTargeting` evaluates the line's targeting
 * terms, `countryTargeting` admits the auctions of the campaign advertiser's country.
 */
export interface TargetingEvaluator<Line extends TargetedLine = TargetedLine> {
  admits(line: Line, auction: Auction): boolean;
  /**
   * Countries whose auctions the line can possibly admit (null: any), so the source can skip
   * devices no line wants. Optional: without it every device is drawn.
   */
  countries?(line: Line): readonly string[] | null;
  /**
   * Compiles terms for the line with the evaluator's context (option codes, lists, segments, the
   * line's time zone), so modifier terms match as targeting does. Optional: without it the delivery model
   * compiles with `compileTargeting` and no context (values taken as codes).
   */
  compile?(line: Line, terms: readonly TargetingTermInput[]): (auction: Auction) => boolean;
}

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
export const includesPlace = (terms: TargetedLine['targetingTerms']): boolean =>
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
  const compiled = new WeakMap<TargetedLine, AuctionPredicate>();
  const predicate = (line: TargetedLine) => {
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
