import { TARGETING_PREDICATES, type TargetingTermInput, targetingKeyById } from '@beacon/contracts';
import type { Auction } from './auction.ts';
import type { AuctionPredicate } from './compile.ts';
import { LIST_ATTRIBUTES, LOOKUP_ATTRIBUTES, TEXT_ATTRIBUTES } from './values.ts';

/**
 * One modifier term: a targeting key and one value (stored as targeting stores it) matched like an
 * include targeting term, with its multiplier (bid) or weight (delivery).
 */
export interface ModifierTermPlan {
  targeting_key_id: number;
  value: string;
  /** How a text key's value is compared: 1 exact (default), 2 starts with, 3 contains. */
  matching_type_id?: number;
  /** The bid multiplier (0–10) or the delivery weight (0–100). */
  modifier: number;
  /** Bid terms: the multiplier stands even when pacing holds the line back (not damped). */
  override_multiplier_pacing_behavior?: boolean;
}

export interface BidModifierPlan {
  modifierId: number;
  terms: ModifierTermPlan[];
  /** Multiplier of auctions no term matches; absent or null = 1 (the bid unchanged). */
  defaultMultiplier?: number | null;
  /** The most a multiplied bid may be, in units of the line's currency (CPM): the link's, else the modifier's. */
  maxBid: number | null;
}

export interface DeliveryModifierPlan {
  modifierId: number;
  terms: ModifierTermPlan[];
  /** Weight of auctions no term matches; null = 0 (the line skips them). */
  defaultWeight: number | null;
  /** Weight of auctions that lack a value for the terms' keys (no region, web inventory for an app key…); null = the default weight. */
  fallbackWeight: number | null;
  /** What weights are read against (1–100, default 100). */
  totalWeight: number | null;
}

/** Compiles targeting terms into a predicate (the delivery model's evaluator, so matching equals targeting's). */
export type TermCompiler = (terms: readonly TargetingTermInput[]) => AuctionPredicate;

const never: AuctionPredicate = () => false;

/**
 * The predicate of one modifier term: the targeting evaluator on a single include term, so a term
 * matches exactly the auctions a targeting include of that value admits. Text terms with matching
 * type 2 (starts with) or 3 (contains) compare the key's default attribute case-insensitively; a
 * term the evaluator refuses (unknown key, bad value) matches nothing.
 */
export function compileModifierTerm(term: ModifierTermPlan, compile: TermCompiler): AuctionPredicate {
  const key = targetingKeyById(term.targeting_key_id);
  if (!key) return never;
  const matching = term.matching_type_id ?? 1;
  if (key.valueKind === 'text' && (matching === 2 || matching === 3)) {
    const attribute = Object.values(TEXT_ATTRIBUTES[key.code] ?? {})[0];
    if (!attribute) return never;
    const wanted = term.value.trim().toLowerCase();
    if (wanted === '') return never;
    return (a) =>
      attribute(a).some((v) => {
        const text = v.toLowerCase();
        return text !== '' && (matching === 2 ? text.startsWith(wanted) : text.includes(wanted));
      });
  }
  try {
    return compile([
      {
        targeting_key_id: term.targeting_key_id,
        targeting_predicate_id: TARGETING_PREDICATES.include,
        value: term.value,
      },
    ]);
  } catch {
    return never;
  }
}

/** Whether the auction carries no value for a key (web inventory for an app key, no deal, ...). */
export function lacksValue(keyId: number, auction: Auction): boolean {
  const key = targetingKeyById(keyId);
  if (!key) return false;
  const lookup = LOOKUP_ATTRIBUTES[key.code];
  if (lookup) {
    const value = lookup(auction);
    return typeof value === 'string' ? value === '' : value.length === 0;
  }
  const list = LIST_ATTRIBUTES[key.code];
  if (list) return list(auction) === '';
  const text = TEXT_ATTRIBUTES[key.code];
  if (text) return Object.values(text)[0]!(auction).every((v) => v === '');
  return false;
}

/** A bid modifier's answer for one auction: the multiplier, and whether pacing may damp it. */
export interface BidMultiplier {
  multiplier: number;
  /** A matching term overrides the pacing behaviour: the multiplier stands as it is. */
  overridesPacing: boolean;
}

/**
 * A bid modifier as a function of the auction: the product of the multipliers of the terms that
 * match it, the default multiplier (1 when unset) when none does.
 */
export function compileBidModifier(
  modifier: BidModifierPlan,
  compile: TermCompiler,
): (auction: Auction) => BidMultiplier {
  const terms = modifier.terms.map((t) => ({
    match: compileModifierTerm(t, compile),
    multiplier: t.modifier,
    overrides: t.override_multiplier_pacing_behavior === true,
  }));
  const fallback: BidMultiplier = { multiplier: modifier.defaultMultiplier ?? 1, overridesPacing: false };
  return (auction) => {
    let product = 1;
    let matched = false;
    let overridesPacing = false;
    for (const t of terms) {
      if (t.match(auction)) {
        product *= t.multiplier;
        matched = true;
        overridesPacing ||= t.overrides;
      }
    }
    return matched ? { multiplier: product, overridesPacing } : fallback;
  };
}

/**
 * A delivery modifier as the probability (0–1) that the line takes part in an auction: the auction's
 * weight — the highest weight of the terms that match it, else `fallbackWeight` when it lacks a value
 * for every key the terms name, else `defaultWeight` (null = 0) — read against `totalWeight` (a
 * term of 30 out of 100 takes part in 30 % of its auctions), or, with no total, against the
 * modifier's highest weight, so the most wanted auctions are always bid on and the others in
 * proportion. A total below the highest weight reads as that weight (probabilities stop at 1).
 */
export function compileDeliveryModifier(
  modifier: DeliveryModifierPlan,
  compile: TermCompiler,
): (auction: Auction) => number {
  const terms = modifier.terms.map((t) => ({ match: compileModifierTerm(t, compile), weight: t.modifier }));
  const keyIds = [...new Set(modifier.terms.map((t) => t.targeting_key_id))];
  const defaultWeight = modifier.defaultWeight ?? 0;
  const fallbackWeight = modifier.fallbackWeight ?? defaultWeight;
  const highest = Math.max(defaultWeight, fallbackWeight, ...terms.map((t) => t.weight));
  const top = Math.max(highest, modifier.totalWeight ?? 0);
  if (!(top > 0)) return () => 0;
  return (auction) => {
    let weight = -1;
    for (const t of terms) if (t.weight > weight && t.match(auction)) weight = t.weight;
    if (weight < 0) {
      weight =
        keyIds.length > 0 && keyIds.every((id) => lacksValue(id, auction)) ? fallbackWeight : defaultWeight;
    }
    return Math.min(1, Math.max(0, weight / top));
  };
}
