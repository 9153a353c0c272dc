/**
 * The shapes the delivery simulation works with. Everything here is plain data (JSON-able), so the
 * API can build plans from its tables and the CLI can read them from a file; nothing reads a store.
 * Times are UTC seconds since the epoch; money is integer micros (10^-6) of a currency.
 */

import type { TargetingTermInput } from '@beacon/contracts';
import type { Auction, BidModifierPlan, DeliveryModifierPlan, TargetedLine } from '@beacon/targeting';

/** Where auctions come from: the world's devices, hour by hour, deterministically. */
export interface AuctionSource {
  /**
   * The auctions of the UTC hour starting at `hourStart` (a multiple of 3600), in time order. With
   * `countries`, only devices of those countries are drawn (the others' auctions would find no
   * bidder); a device's auctions do not depend on which others are drawn.
   */
  hour(hourStart: number, countries?: ReadonlySet<string>): Auction[];
}

export type BidStrategyCode =
  | 'fixed_cpm'
  | 'max_cpm'
  | 'target_ecpm'
  | 'target_ecpc'
  | 'target_ctr'
  | 'target_ecpcv'
  | 'target_vcr'
  | 'fixed_cpcv';

/** The bid fields of a line item, as decimal numbers in the campaign's currency (percentages 0–100). */
export interface BidPlan {
  strategy: BidStrategyCode;
  cpmBid: number | null;
  maxCpmBid: number | null;
  targetEcpm: number | null;
  targetEcpc: number | null;
  targetCtr: number | null;
  expectedCtr: number | null;
  targetEcpcv: number | null;
  targetCpcv: number | null;
  targetVcr: number | null;
}

export interface PacingPlan {
  /** daily: spread the daily budget over each day; lifetime: the budget over the flight; asap: no throttle. */
  period: 'daily' | 'lifetime' | 'asap';
  /** even: follow the straight line; ahead: spend up to `multiplier` times faster. */
  behavior: 'even' | 'ahead';
  multiplier: number;
  /** even: a shortfall is spread over the rest of the period; ahead: recovered as soon as auctions allow. */
  catchUp: 'even' | 'ahead';
}

export interface CreativePlan {
  creativeId: number;
  /** Share (0–100) under the weighted method; null counts as 0 there (never picked) unless all are null. */
  weight: number | null;
  /** The association's (and creative's) validity, UTC seconds; null = open. */
  start: number | null;
  end: number | null;
}

/**
 * One line item as delivery sees it: a snapshot of the system of record taken at the start of a run
 * (budgets, flight, bids, pacing, frequency cap, eligible creatives and what it has spent so far).
 */
export interface LineItemPlan extends TargetedLine {
  accountId: number;
  advertiserId: number;
  campaignId: number;
  lineItemId: number;
  /** ISO alpha-2 country of the campaign's advertiser; null = any marketplace country. */
  countryCode: string | null;
  /** The campaign's currency (ISO 4217): every price and budget of the plan is in it. */
  currency: string;
  /** IANA time zone whose days the daily budget and the ledger count (the line's, else the campaign's). */
  timezone: string;
  /** Time zones associated with the line (its time module): hour-of-week slots are read in the one nearest each device. */
  timezones?: string[];
  /** Flight [start, end), UTC seconds. */
  start: number;
  end: number;
  active: boolean;
  campaignActive: boolean;
  type: 'display' | 'video';
  /** spend: `budget`/`dailyBudget` are micros of the currency; impressions: counts. */
  budgetType: 'spend' | 'impressions';
  budget: number;
  dailyBudget: number | null;
  /** What the line has delivered so far (all days) and on the current day of its time zone. */
  spentMicros: number;
  impressions: number;
  spentTodayMicros: number;
  impressionsToday: number;
  /** The campaign's money budget and what all its lines have spent (a hard stop shared by its lines). */
  campaignBudgetMicros: number | null;
  campaignSpentMicros: number;
  /**
   * The campaign's daily budget (micros) and what its lines spent on the current day of
   * `campaignTimezone` (optional: absent = no campaign daily cap).
   */
  campaignDailyBudgetMicros?: number | null;
  campaignSpentTodayMicros?: number;
  campaignTimezone?: string;
  bid: BidPlan;
  pacing: PacingPlan;
  /** At most `ads` impressions per device in each window of `windowSeconds` (null = the whole flight). */
  frequency: { ads: number; windowSeconds: number | null } | null;
  creativeMethod: 'random' | 'weighted';
  creatives: CreativePlan[];
  /**
   * The line's targeting terms (docs/REQUIREMENTS.md#targeting; `compileTargeting`). Absent or empty: the country rule
   * (the campaign advertiser's country) applies.
   */
  targetingTerms?: TargetingTermInput[];
  /**
   * The bid modifier that applies to the line (its own link, else its campaign's; only active
   * modifiers): multiplies the bid on the auctions its terms match (docs/MODIFIERS.md). Absent: the
   * bid is unchanged.
   */
  bidModifier?: BidModifierPlan | null;
  /** The delivery modifier that applies to the line: weights which auctions it takes part in. */
  deliveryModifier?: DeliveryModifierPlan | null;
}

/** Spend of a run per campaign, line item and local day: what the budget ledger adds. */
export interface LedgerEntry {
  campaignId: number;
  lineItemId: number;
  /** `YYYY-MM-DD` in the line's time zone. */
  day: string;
  spendMicros: number;
  impressions: number;
}

export interface SliceTotals {
  auctions: number;
  bids: number;
  impressions: number;
  clicks: number;
  spendMicros: number;
}
