import type { BidEvent, DeliveryEvent } from '@beacon/analytics';
import {
  type Auction,
  type BidMultiplier,
  compileBidModifier,
  compileDeliveryModifier,
  compileTargeting,
  type TargetingEvaluator,
  type TermCompiler,
  termTargeting,
} from '@beacon/targeting';
import { hashPath, Rng } from '../random.ts';
import { localDay } from './calendar.ts';
import { clickRate, USD_PER_UNIT, usdToCurrencyMicros, videoRetention } from './market.ts';
import { modifiedCpm, pacedMultiplier, takesPart } from './modifiers.ts';
import { type Pace, paceAt, paceHeadroom } from './pacing.ts';
import { bidCpm, outsideBidMicros } from './pricing.ts';
import type { CreativePlan, LedgerEntry, LineItemPlan, SliceTotals } from './types.ts';

export interface DeliveryModelOptions {
  /** The world seed: every decision on an auction comes from `derive(seed, 'bid', auction id)`. */
  seed: number;
  plans: readonly LineItemPlan[];
  /** The run's first instant (UTC seconds): the plans' "today" is the local day containing it. */
  from: number;
  targeting?: TargetingEvaluator<LineItemPlan>;
  /**
   * Impressions each capped line already served per device in the frequency window that contains
   * `from` (line item id → device id → count), so a cap holds across runs.
   */
  frequencyHistory?: ReadonlyMap<number, ReadonlyMap<string, number>>;
}

export interface SliceResult {
  bids: BidEvent[];
  deliveries: DeliveryEvent[];
  totals: SliceTotals;
}

/** Decides bids and wins over auctions for a snapshot of line items, slice by slice. */
export interface DeliveryModel {
  /**
   * Runs the auctions of [from, to) (time-ordered; auctions outside the slice are ignored) and
   * answers the bid and delivery events. Slices must follow each other in time.
   */
  run(auctions: readonly Auction[], from: number, to: number): SliceResult;
  /**
   * Spend and impressions per campaign, line item and local day of what ran since the last call
   * (each entry is reported once, so a caller can add them to a ledger slice by slice).
   */
  drainLedger(): LedgerEntry[];
  /** Countries some line can bid in (null: any); the auction source may draw only those. */
  countries(): Set<string> | null;
  /** Whether some line's flight overlaps [from, to) (otherwise the slice needs no auctions). */
  flying(from: number, to: number): boolean;
}

interface LineState {
  plan: LineItemPlan;
  /** USD per unit of the line's currency. */
  usdRate: number;
  spentMicros: number;
  impressions: number;
  day: string;
  dayEnd: number;
  spentTodayMicros: number;
  impressionsToday: number;
  frequency: Map<string, { window: number; count: number }>;
  pace: Pace | null;
  /** What the line spent in the current slice, in its budget unit. */
  sliceUnits: number;
  sliceStart: number;
  /** The bid modifier's multiplier for an auction (null: no bid modifier). */
  bidMultiplier: ((auction: Auction) => BidMultiplier) | null;
  /** The delivery modifier's participation probability for an auction (null: no delivery modifier). */
  participation: ((auction: Auction) => number) | null;
}

/** A campaign's budgets, shared by its lines. */
interface CampaignState {
  budget: number | null;
  spent: number;
  dailyBudget: number | null;
  timezone: string;
  dayEnd: number;
  spentToday: number;
}

interface Candidate {
  state: LineState;
  creativeId: number;
  /** CPM in micros of the line's currency. */
  priceMicros: number;
  priceUsdMicros: number;
}

/** Every eligible line bids; the best bid wins if it beats the outside market. */
export function createDeliveryModel(options: DeliveryModelOptions): DeliveryModel {
  const { seed } = options;
  // Lines without targeting terms keep the country rule; with terms and no context, option values are codes.
  const targeting = options.targeting ?? termTargeting();
  // Modifier terms are compiled with the targeting evaluator's context, so they match as targeting does.
  const compilerFor =
    (plan: LineItemPlan): TermCompiler =>
    (terms) =>
      targeting.compile
        ? targeting.compile(plan, terms)
        : compileTargeting(terms, { timezone: plan.timezone, timezones: plan.timezones });
  const campaigns = new Map<number, CampaignState>();
  const ledger = new Map<string, LedgerEntry>();
  const states: LineState[] = [...options.plans]
    .sort((a, b) => a.lineItemId - b.lineItemId)
    .filter((plan) => plan.active && plan.campaignActive && USD_PER_UNIT[plan.currency] !== undefined)
    .map((plan) => {
      if (!campaigns.has(plan.campaignId)) {
        const timezone = plan.campaignTimezone ?? plan.timezone;
        const day = localDay(timezone, options.from);
        campaigns.set(plan.campaignId, {
          budget: plan.campaignBudgetMicros,
          spent: plan.campaignSpentMicros,
          dailyBudget: plan.campaignDailyBudgetMicros ?? null,
          timezone,
          dayEnd: day.end,
          spentToday: plan.campaignSpentTodayMicros ?? 0,
        });
      }
      const today = localDay(plan.timezone, options.from);
      const history = options.frequencyHistory?.get(plan.lineItemId);
      const frequency = new Map<string, { window: number; count: number }>();
      if (plan.frequency && history) {
        const window = windowOf(plan.frequency.windowSeconds, options.from);
        for (const [device, count] of history) frequency.set(device, { window, count });
      }
      return {
        plan,
        usdRate: USD_PER_UNIT[plan.currency]!,
        spentMicros: plan.spentMicros,
        impressions: plan.impressions,
        day: today.date,
        dayEnd: today.end,
        spentTodayMicros: plan.spentTodayMicros,
        impressionsToday: plan.impressionsToday,
        frequency,
        pace: null,
        sliceUnits: 0,
        sliceStart: options.from,
        bidMultiplier: plan.bidModifier ? compileBidModifier(plan.bidModifier, compilerFor(plan)) : null,
        participation: plan.deliveryModifier
          ? compileDeliveryModifier(plan.deliveryModifier, compilerFor(plan))
          : null,
      };
    });

  const units = (s: LineState, micros: number, impressions: number) =>
    s.plan.budgetType === 'spend' ? micros : impressions;

  /** Whether `cost` micros (one impression) stays inside every budget of the line and campaign. */
  const affordable = (s: LineState, cost: number) => {
    const { plan } = s;
    if (units(s, s.spentMicros + cost, s.impressions + 1) > plan.budget) return false;
    if (
      plan.dailyBudget !== null &&
      units(s, s.spentTodayMicros + cost, s.impressionsToday + 1) > plan.dailyBudget
    ) {
      return false;
    }
    const campaign = campaigns.get(plan.campaignId)!;
    if (campaign.budget !== null && campaign.spent + cost > campaign.budget) return false;
    if (campaign.dailyBudget !== null && campaign.spentToday + cost > campaign.dailyBudget) return false;
    return true;
  };

  const rollDay = (s: LineState, time: number) => {
    const campaign = campaigns.get(s.plan.campaignId)!;
    if (time >= campaign.dayEnd) {
      campaign.dayEnd = localDay(campaign.timezone, time).end;
      campaign.spentToday = 0;
    }
    if (time < s.dayEnd) return;
    const day = localDay(s.plan.timezone, time);
    s.day = day.date;
    s.dayEnd = day.end;
    s.spentTodayMicros = 0;
    s.impressionsToday = 0;
  };

  const addLedger = (s: LineState, cost: number) => {
    const key = `${s.plan.lineItemId}|${s.day}`;
    let entry = ledger.get(key);
    if (!entry) {
      entry = {
        campaignId: s.plan.campaignId,
        lineItemId: s.plan.lineItemId,
        day: s.day,
        spendMicros: 0,
        impressions: 0,
      };
      ledger.set(key, entry);
    }
    entry.spendMicros += cost;
    entry.impressions += 1;
  };

  return {
    countries() {
      const out = new Set<string>();
      for (const s of states) {
        const list = targeting.countries
          ? targeting.countries(s.plan)
          : s.plan.countryCode
            ? [s.plan.countryCode]
            : null;
        if (list === null) return null;
        for (const c of list) out.add(c);
      }
      return out;
    },

    flying: (from, to) => states.some((s) => s.plan.start < to && s.plan.end > from),

    drainLedger() {
      const entries = [...ledger.values()];
      ledger.clear();
      return entries;
    },

    run(auctions, from, to) {
      const bids: BidEvent[] = [];
      const deliveries: DeliveryEvent[] = [];
      const totals: SliceTotals = { auctions: 0, bids: 0, impressions: 0, clicks: 0, spendMicros: 0 };
      for (const s of states) {
        rollDay(s, from);
        s.pace = paceAt(s.plan, from, {
          spentUnits: units(s, s.spentMicros, s.impressions),
          spentTodayUnits: units(s, s.spentTodayMicros, s.impressionsToday),
        });
        s.sliceUnits = 0;
        s.sliceStart = from;
      }
      for (const auction of auctions) {
        if (auction.time < from || auction.time >= to) continue;
        totals.auctions++;
        const rng = new Rng(hashPath(seed, ['bid', auction.auctionId]));
        const candidates: Candidate[] = [];
        for (const s of states) {
          const { plan } = s;
          if (auction.time < plan.start || auction.time >= plan.end) continue;
          if (!targeting.admits(plan, auction)) continue;
          rollDay(s, auction.time);
          if (plan.frequency) {
            const seen = s.frequency.get(auction.deviceId);
            if (
              seen &&
              seen.window === windowOf(plan.frequency.windowSeconds, auction.time) &&
              seen.count >= plan.frequency.ads
            ) {
              continue;
            }
          }
          if (s.pace && s.sliceUnits >= s.pace.base + s.pace.rate * (auction.time - s.sliceStart)) continue;
          // A delivery modifier thins the line's participation by the auction's weight (own draw).
          if (
            s.participation &&
            !takesPart(seed, plan.lineItemId, auction.auctionId, s.participation(auction))
          ) {
            continue;
          }
          const creativeId = pickCreative(plan, auction.time, rng);
          if (creativeId === null) continue;
          const base = bidCpm(plan.bid, rng);
          // A bid modifier multiplies the bid (0 = no bid there), capped by the link's max bid;
          // near its pacing curve a boost is damped unless the matching term overrides pacing.
          let cpm = base;
          if (base !== null && s.bidMultiplier) {
            const { multiplier, overridesPacing } = s.bidMultiplier(auction);
            const headroom = s.pace ? paceHeadroom(s.pace, s.sliceUnits, auction.time - s.sliceStart) : 1;
            const applied = overridesPacing ? multiplier : pacedMultiplier(multiplier, headroom);
            cpm = modifiedCpm(base, applied, plan.bidModifier?.maxBid ?? null);
          }
          if (cpm === null || !(cpm > 0)) continue;
          const priceMicros = Math.round(cpm * 1_000_000);
          const floor = usdToCurrencyMicros(auction.floorMicros, plan.currency);
          if (floor === null || priceMicros < floor) continue;
          // The bid is the most an impression can cost: bid only when even that fits every budget.
          if (!affordable(s, Math.ceil(priceMicros / 1000))) continue;
          candidates.push({ state: s, creativeId, priceMicros, priceUsdMicros: priceMicros * s.usdRate });
        }
        if (candidates.length === 0) continue;
        candidates.sort(
          (a, b) => b.priceUsdMicros - a.priceUsdMicros || a.state.plan.lineItemId - b.state.plan.lineItemId,
        );
        const outside = outsideBidMicros(auction.floorMicros, rng);
        const top = candidates[0]!;
        const won = top.priceUsdMicros > outside;
        let clearing = 0;
        if (won) {
          // Second price: the next bid (ours or the market's), never under the floor, plus a cent.
          const second = Math.max(candidates[1]?.priceUsdMicros ?? 0, outside, auction.floorMicros) + 10_000;
          clearing = Math.min(top.priceMicros, Math.ceil(second / top.state.usdRate));
        }
        const when = new Date(auction.time * 1000);
        for (const c of candidates) {
          const plan = c.state.plan;
          const isWinner = won && c === top;
          bids.push({
            event_time: when,
            account_id: plan.accountId,
            advertiser_id: plan.advertiserId,
            campaign_id: plan.campaignId,
            line_item_id: plan.lineItemId,
            creative_id: c.creativeId,
            auction_id: auction.auctionId,
            exchange: auction.exchange,
            app_bundle: auction.appBundle,
            site_domain: auction.siteDomain,
            device_id: auction.deviceId,
            device_id_type: auction.deviceIdType,
            country_code: auction.countryCode,
            bid_price_micros: c.priceMicros,
            won: isWinner,
            clearing_price_micros: isWinner ? clearing : 0,
          });
        }
        totals.bids += candidates.length;
        if (!won) continue;

        const s = top.state;
        const plan = s.plan;
        const cost = Math.max(1, Math.round(clearing / 1000));
        s.spentMicros += cost;
        s.impressions += 1;
        s.spentTodayMicros += cost;
        s.impressionsToday += 1;
        s.sliceUnits += units(s, cost, 1);
        const campaign = campaigns.get(plan.campaignId)!;
        campaign.spent += cost;
        campaign.spentToday += cost;
        if (plan.frequency) {
          const window = windowOf(plan.frequency.windowSeconds, auction.time);
          const seen = s.frequency.get(auction.deviceId);
          if (seen && seen.window === window) seen.count++;
          else s.frequency.set(auction.deviceId, { window, count: 1 });
        }
        addLedger(s, cost);

        const clicks = rng.chance(clickRate(plan.type, plan.bid.targetCtr)) ? 1 : 0;
        const video = plan.type === 'video';
        const retention = videoRetention(plan.bid.targetVcr);
        const watched = rng.next();
        deliveries.push({
          event_time: when,
          account_id: plan.accountId,
          advertiser_id: plan.advertiserId,
          campaign_id: plan.campaignId,
          line_item_id: plan.lineItemId,
          creative_id: top.creativeId,
          exchange: auction.exchange,
          app_bundle: auction.appBundle,
          site_domain: auction.siteDomain,
          device_id: auction.deviceId,
          device_id_type: auction.deviceIdType,
          country_code: auction.countryCode,
          region_code: auction.regionCode,
          city_code: String(auction.cityId),
          lat: auction.lat,
          lon: auction.lon,
          h3_cell: auction.h3Cell,
          impressions: 1,
          clicks,
          video_starts: video ? 1 : 0,
          video_first_quartiles: video && watched < retention[0] ? 1 : 0,
          video_midpoints: video && watched < retention[1] ? 1 : 0,
          video_third_quartiles: video && watched < retention[2] ? 1 : 0,
          video_completes: video && watched < retention[3] ? 1 : 0,
          spend_micros: cost,
        });
        totals.impressions++;
        totals.clicks += clicks;
        totals.spendMicros += cost;
      }
      return { bids, deliveries, totals };
    },
  };
}

/** The frequency window (fixed windows aligned on the epoch; one window for a lifetime cap). */
export function windowOf(windowSeconds: number | null, time: number): number {
  return windowSeconds ? Math.floor(time / windowSeconds) : 0;
}

/** The creative a line serves at `time`: among its creatives valid then, uniformly or by weight. */
export function pickCreative(plan: LineItemPlan, time: number, rng: Rng): number | null {
  const valid: CreativePlan[] = plan.creatives.filter(
    (c) => (c.start === null || c.start <= time) && (c.end === null || time < c.end),
  );
  if (valid.length === 0) return null;
  if (plan.creativeMethod === 'weighted') {
    const weighted = valid.filter((c) => (c.weight ?? 0) > 0);
    if (weighted.length > 0) {
      return rng.weighted(
        weighted,
        weighted.map((c) => c.weight!),
      ).creativeId;
    }
  }
  return rng.pick(valid).creativeId;
}
