/**
 * The shapes the delivery simulation works with. Everything here is plain data (JSON-able), so the
 * API can build plans from its tables and the CLI can read them from a file; nothing reads a store.
 * Times are UTC seconds since the epoch; money is integer micros (10^-6) of a currency.
 */

import type { TargetingTermInput } from '@beacon/contracts';

export type DeviceIdType = 'maid' | 'cookie' | 'hashed';

/** One ad opportunity: a device on a placement at a time (what an exchange sends in a bid request). */
export interface Auction {
  auctionId: string;
  /** UTC seconds since the epoch. */
  time: number;
  exchange: string;
  /** The world's device number (`deviceAt(seed, geo, index)`). */
  deviceIndex: number;
  deviceId: string;
  deviceIdType: DeviceIdType;
  countryCode: string;
  regionCode: string;
  /** GeoNames id of the city the device is in. */
  cityId: number;
  lat: number;
  lon: number;
  /** res-9 H3 cell, decimal. */
  h3Cell: string;
  /** One of `appBundle` / `siteDomain` is set: in-app or web inventory. */
  appBundle: string;
  siteDomain: string;
  /** IAB tier-1 category of the placement. */
  iab: string;
  /**
   * The content category codes targeting compares (tier 2, tier 1, tier-1 name), set once by the
   * auction source so evaluating a line does not derive them again; derived from `iab` and the app
   * or site when absent.
   */
  contentCategories?: readonly string[];
  deviceType: string;
  make: string;
  os: string;
  browser: string;
  carrier: string;
  language: string;
  gender: string;
  ageBand: string;
  /** Floor price per thousand impressions (CPM), in micros of USD. */
  floorMicros: number;
  /*
   * What targeting matches (001 §3.1; `targeting/`). App fields are '' on web inventory and site
   * fields '' in apps. Codes are those of `taxonomy.ts`, which the targeting option lists share.
   */
  /** Store id of the app (digits). */
  appId: string;
  appName: string;
  siteId: string;
  siteName: string;
  placementId: string;
  publisherId: string;
  /** The private deal the auction runs in; '' on the open exchange. */
  dealId: string;
  auctionType: 'first_price' | 'second_price';
  inventorySource: 'open_exchange' | 'private_marketplace' | 'programmatic_guaranteed';
  environmentType: 'app' | 'web';
  /** Whether the ad is on the top frame (not inside an iframe); always true in apps. */
  topframe: boolean;
  rewarded: boolean;
  /** API frameworks the placement supports (`VIDEO_APIS` codes). */
  videoApis: readonly string[];
  locationType: 'gps' | 'ip';
  model: string;
  /** `WIDTHxHEIGHT` in pixels. */
  screenSize: string;
  osVersion: string;
  browserVersion: string;
  /** Hour of the week in the device's local time: Monday 00h = 0 … Sunday 23h = 167. */
  localHourOfWeek: number;
}

/** Where auctions come from: the world's devices, hour by hour, deterministically. */
export interface AuctionSource {
  /**
   * The auctions of the UTC hour starting at `hourStart` (a multiple of 3600), in time order. With
   * `countries`, only devices of those countries are drawn (the others' auctions would find no
   * bidder); a device's auctions do not depend on which others are drawn.
   */
  hour(hourStart: number, countries?: ReadonlySet<string>): Auction[];
}

/**
 * Whether a line item's targeting admits an auction: `termTargeting` evaluates the line's targeting
 * terms, `countryTargeting` admits the auctions of the campaign advertiser's country.
 */
export interface TargetingEvaluator {
  admits(line: LineItemPlan, auction: Auction): boolean;
  /**
   * Countries whose auctions the line can possibly admit (null: any), so the source can skip
   * devices no line wants. Optional: without it every device is drawn.
   */
  countries?(line: LineItemPlan): readonly string[] | null;
  /**
   * Compiles terms for the line with the evaluator's context (option codes, lists, segments, the
   * line's time zone), so modifier terms match as targeting does. Optional: without it the model
   * compiles with `compileTargeting` and no context (values taken as codes).
   */
  compile?(line: LineItemPlan, terms: readonly TargetingTermInput[]): (auction: Auction) => boolean;
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
export interface LineItemPlan {
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
   * The line's targeting terms (001 §3.1; `compileTargeting`). Absent or empty: the country rule
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
