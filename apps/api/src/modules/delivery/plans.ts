import { BID_STRATEGIES, zonedInstant } from '@beacon/contracts';
import { type BidStrategyCode, type CreativePlan, type LineItemPlan, localDay } from '@beacon/simulator';
import type { BidModifierPlan, DeliveryModifierPlan, ModifierTermPlan } from '@beacon/targeting';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

const micros = (value: string | null) => (value === null ? null : Math.round(Number(value) * 1_000_000));
const decimal = (value: string | null) => (value === null ? null : Number(value));
const instant = (value: string, timeZone: string) => Math.floor(zonedInstant(value, timeZone) / 1000);
/** A wall-clock value a day or two away from an instant: wide enough for any time zone. */
const wallClock = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

type LineRow = {
  id: number;
  account_id: number;
  advertiser_id: number;
  campaign_id: number;
  active: boolean;
  campaign_active: boolean;
  line_item_type_id: number;
  budget_type_id: number;
  budget: string;
  daily_budget: string | null;
  start_date: string;
  end_date: string;
  timezone: string;
  campaign_timezone: string;
  timezones: unknown;
  currency: string;
  campaign_budget: string;
  campaign_daily_budget: string | null;
  country: string | null;
  bid_strategy_id: number;
  cpm_bid: string | null;
  max_cpm_bid: string | null;
  target_ecpm: string | null;
  target_ecpc: string | null;
  target_ctr: string | null;
  expected_ctr: string | null;
  target_ecpcv: string | null;
  target_cpcv: string | null;
  target_vcr: string | null;
  line_pacing_id: number;
  pacing_behavior_id: number;
  catchup_behavior_id: number;
  multiplier_pacing_behavior: string | null;
  frequency_ads: number | null;
  frequency_every: number | null;
  unit_minutes: string | null;
  unit_code: string | null;
  creative_method_id: number;
};

type ModifierRow = {
  line_item_id: number;
  link_max_bid: string | null;
  modifier_id: number;
  modifier_type_id: number;
  default_weight: string | null;
  fallback_weight: string | null;
  total_weight: string | null;
  modifier_max_bid: string | null;
};

/**
 * The active modifiers of each line (docs/MODIFIERS.md): the line's own link, else its campaign's
 * (a line's link takes the place of its campaign's, pair and all); the link's `modifier_id` and a
 * bid link's paired `delivery_modifier_id`, with their terms. Two queries for any number of lines.
 */
async function loadModifiers(
  db: Executor,
  lineIds: ReturnType<typeof sql.join>,
): Promise<Map<number, { bid: BidModifierPlan | null; delivery: DeliveryModifierPlan | null }>> {
  const links = await rowsOf<ModifierRow>(
    db,
    sql`with link as (
          select li.id as line_item_id,
            case when lm.id is not null then lm.modifier_id else cm.modifier_id end as modifier_id,
            case when lm.id is not null then lm.delivery_modifier_id else cm.delivery_modifier_id end as delivery_modifier_id,
            case when lm.id is not null then lm.max_bid else cm.max_bid end as max_bid
          from line_items li
          left join line_item_modifiers lm on lm.line_item_id = li.id
          left join campaign_modifiers cm on cm.campaign_id = li.campaign_id
          where li.id in (${lineIds}) and (lm.id is not null or cm.id is not null)
        )
        select link.line_item_id, link.max_bid::text as link_max_bid, m.id as modifier_id, m.modifier_type_id,
          m.default_weight::text as default_weight, m.fallback_weight::text as fallback_weight,
          m.total_weight::text as total_weight, m.max_bid::text as modifier_max_bid
        from link join modifiers m on m.active and (m.id = link.modifier_id or m.id = link.delivery_modifier_id)
        order by link.line_item_id, m.id`,
  );
  const out = new Map<number, { bid: BidModifierPlan | null; delivery: DeliveryModifierPlan | null }>();
  if (links.length === 0) return out;
  const modifierIds = [...new Set(links.map((l) => Number(l.modifier_id)))];
  const terms = await rowsOf<{
    modifier_id: number;
    targeting_key_id: number;
    value: string;
    modifier: string;
    matching_type_id: number;
    override_multiplier_pacing_behavior: boolean;
  }>(
    db,
    sql`select modifier_id, targeting_key_id, value, modifier::text as modifier, matching_type_id,
          override_multiplier_pacing_behavior
        from modifier_terms where modifier_id in (${sql.join(
          modifierIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by modifier_id, position, id`,
  );
  const termsOf = groupBy(terms, (t) => Number(t.modifier_id));
  for (const row of links) {
    const lineId = Number(row.line_item_id);
    const entry = out.get(lineId) ?? { bid: null, delivery: null };
    out.set(lineId, entry);
    const modifierId = Number(row.modifier_id);
    const planTerms: ModifierTermPlan[] = (termsOf.get(modifierId) ?? []).map((t) => ({
      targeting_key_id: Number(t.targeting_key_id),
      value: t.value,
      matching_type_id: Number(t.matching_type_id),
      modifier: Number(t.modifier),
      override_multiplier_pacing_behavior: t.override_multiplier_pacing_behavior === true,
    }));
    if (Number(row.modifier_type_id) === 1) {
      entry.bid = {
        modifierId,
        terms: planTerms,
        defaultMultiplier: decimal(row.default_weight),
        // The link's max bid is tighter than the modifier's own.
        maxBid: decimal(row.link_max_bid) ?? decimal(row.modifier_max_bid),
      };
    } else {
      entry.delivery = {
        modifierId,
        terms: planTerms,
        defaultWeight: decimal(row.default_weight),
        fallbackWeight: decimal(row.fallback_weight),
        totalWeight: decimal(row.total_weight),
      };
    }
  }
  return out;
}

/**
 * The line items delivery may touch in [from, to) as plain plans: every line whose flight comes
 * near the window (active or not: the model checks the flags, so a line switched off between runs
 * stops at once), with its campaign, advertiser country, currency, bids, pacing, frequency cap,
 * eligible creatives, targeting terms, modifiers and what the budget ledger says it has spent. Seven
 * queries for any number of lines.
 */
/** The time zones associated with line `li` (its time module), as a JSON array of IANA names. */
const associatedZones = sql`(select coalesce(json_agg(z.name order by z.name), '[]'::json)
  from line_item_timezones lz join timezones z on z.id = lz.timezone_id where lz.line_item_id = li.id)`;

/** A line item `li` with its campaign `c`, its advertiser's country `co` and its zones `ltz`/`ctz`. */
export const lineFrameJoins = sql`line_items li
  join campaigns c on c.id = li.campaign_id
  join advertisers a on a.id = c.advertiser_id
  left join countries co on co.id = a.country_id
  left join timezones ltz on ltz.id = li.timezone_id
  left join timezones ctz on ctz.id = c.timezone_id`;

/**
 * What frames a line's targeting, over `lineFrameJoins`: its time zone (its own, else its
 * campaign's), its associated zones (`zoneNames` reads them) and its advertiser's country.
 */
export const lineFrameColumns = sql`coalesce(ltz.name, ctz.name, 'UTC') as timezone,
  ${associatedZones} as timezones, co.alpha2 as country`;

/** A JSON array column as strings (drivers give it parsed or as text). */
export const zoneNames = (value: unknown): string[] =>
  (typeof value === 'string' ? (JSON.parse(value) as string[]) : ((value as string[] | null) ?? [])).map(
    String,
  );

export async function loadPlans(db: Executor, from: number, to: number): Promise<LineItemPlan[]> {
  const lines = await rowsOf<LineRow>(
    db,
    sql`select li.id, li.account_id, li.advertiser_id, li.campaign_id, li.active, c.active as campaign_active,
          li.line_item_type_id, li.budget_type_id, li.budget::text as budget, li.daily_budget::text as daily_budget,
          to_char(li.start_date, 'YYYY-MM-DD HH24:MI:SS') as start_date,
          to_char(li.end_date, 'YYYY-MM-DD HH24:MI:SS') as end_date,
          ${lineFrameColumns}, coalesce(ctz.name, 'UTC') as campaign_timezone,
          c.currency, c.budget::text as campaign_budget, c.daily_budget::text as campaign_daily_budget,
          li.bid_strategy_id, li.cpm_bid::text as cpm_bid, li.max_cpm_bid::text as max_cpm_bid,
          li.target_ecpm::text as target_ecpm, li.target_ecpc::text as target_ecpc, li.target_ctr::text as target_ctr,
          li.expected_ctr::text as expected_ctr, li.target_ecpcv::text as target_ecpcv,
          li.target_cpcv::text as target_cpcv, li.target_vcr::text as target_vcr,
          li.line_pacing_id, li.pacing_behavior_id, li.catchup_behavior_id,
          li.multiplier_pacing_behavior::text as multiplier_pacing_behavior,
          li.frequency_ads, li.frequency_every, ut.extra->>'minutes' as unit_minutes, ut.code as unit_code,
          li.creative_method_id
        from ${lineFrameJoins}
        left join lookup_values ut on ut.list = 'unit_times' and ut.id = li.frequency_unit_time_id
        where li.end_date > ${wallClock(from - 2 * 86_400)}::timestamp
          and li.start_date < ${wallClock(to + 2 * 86_400)}::timestamp
        order by li.id`,
  );
  if (lines.length === 0) return [];
  const lineIds = sql.join(
    lines.map((l) => sql`${l.id}`),
    sql`, `,
  );
  const campaignIds = sql.join(
    [...new Set(lines.map((l) => l.campaign_id))].map((id) => sql`${id}`),
    sql`, `,
  );
  const [ledger, campaignSpend, creatives, terms, modifiersByLine] = await Promise.all([
    rowsOf<{ line_item_id: number; day: string; spend: string; impressions: string }>(
      db,
      sql`select line_item_id, day::text as day, spend::text as spend, impressions::text as impressions
          from spend_ledger where line_item_id in (${lineIds})`,
    ),
    rowsOf<{ campaign_id: number; day: string; spend: string }>(
      db,
      sql`select campaign_id, day::text as day, sum(spend)::text as spend from spend_ledger
          where campaign_id in (${campaignIds}) group by campaign_id, day`,
    ),
    rowsOf<{
      line_item_id: number;
      creative_id: number;
      weight: number | null;
      start_date: string | null;
      end_date: string | null;
      creative_start: string | null;
      creative_end: string | null;
    }>(
      db,
      sql`select cla.line_item_id, cla.creative_id, cla.weight,
            to_char(cla.start_date, 'YYYY-MM-DD HH24:MI:SS') as start_date,
            to_char(cla.end_date, 'YYYY-MM-DD HH24:MI:SS') as end_date,
            to_char(cr.start_date, 'YYYY-MM-DD HH24:MI:SS') as creative_start,
            to_char(cr.end_date, 'YYYY-MM-DD HH24:MI:SS') as creative_end
          from creative_line_associations cla
          join creatives cr on cr.id = cla.creative_id
          where cla.line_item_id in (${lineIds}) and cla.active and cr.active and cr.approval_status = 'approved'
          order by cla.line_item_id, cla.creative_id`,
    ),
    rowsOf<{
      line_item_id: number;
      targeting_key_id: number;
      targeting_predicate_id: number;
      value: string;
      by_attribute: string | null;
    }>(
      db,
      sql`select t.line_item_id, tt.targeting_key_id, tt.targeting_predicate_id, tt.value, tt.by_attribute
          from targetings t join targeting_terms tt on tt.targeting_id = t.id and tt.deleted_at is null
          where t.line_item_id in (${lineIds})
          order by t.line_item_id, tt.id`,
    ),
    loadModifiers(db, lineIds),
  ]);

  const campaignDays = groupBy(campaignSpend, (r) => Number(r.campaign_id));
  const ledgerByLine = groupBy(ledger, (r) => Number(r.line_item_id));
  const creativesByLine = groupBy(creatives, (r) => Number(r.line_item_id));
  const termsByLine = groupBy(terms, (r) => Number(r.line_item_id));
  return lines.map((line): LineItemPlan => {
    const tz = line.timezone;
    const today = localDay(tz, from).date;
    let spentMicros = 0;
    let impressions = 0;
    let spentTodayMicros = 0;
    let impressionsToday = 0;
    for (const row of ledgerByLine.get(Number(line.id)) ?? []) {
      spentMicros += micros(row.spend)!;
      impressions += Number(row.impressions);
      if (row.day === today) {
        spentTodayMicros += micros(row.spend)!;
        impressionsToday += Number(row.impressions);
      }
    }
    const campaignToday = localDay(line.campaign_timezone, from).date;
    let campaignSpentMicros = 0;
    let campaignSpentTodayMicros = 0;
    for (const row of campaignDays.get(Number(line.campaign_id)) ?? []) {
      campaignSpentMicros += micros(row.spend)!;
      if (row.day === campaignToday) campaignSpentTodayMicros += micros(row.spend)!;
    }
    const impressionBudget = Number(line.budget_type_id) === 2;
    const amount = (value: string | null) => (impressionBudget ? decimal(value) : micros(value));
    const unitMinutes = line.unit_minutes === null ? null : Number(line.unit_minutes);
    const creativePlans: CreativePlan[] = (creativesByLine.get(Number(line.id)) ?? []).map((c) => {
      const starts = [c.start_date, c.creative_start]
        .filter((v): v is string => v !== null)
        .map((v) => instant(v, tz));
      const ends = [c.end_date, c.creative_end]
        .filter((v): v is string => v !== null)
        .map((v) => instant(v, tz));
      return {
        creativeId: Number(c.creative_id),
        weight: c.weight === null ? null : Number(c.weight),
        start: starts.length ? Math.max(...starts) : null,
        end: ends.length ? Math.min(...ends) : null,
      };
    });
    return {
      accountId: Number(line.account_id),
      advertiserId: Number(line.advertiser_id),
      campaignId: Number(line.campaign_id),
      lineItemId: Number(line.id),
      countryCode: line.country,
      currency: line.currency,
      timezone: tz,
      timezones: zoneNames(line.timezones),
      start: instant(line.start_date, tz),
      // Flights end at `HH:mm:ss` inclusive: the last second belongs to the flight.
      end: instant(line.end_date, tz) + 1,
      active: Boolean(line.active),
      campaignActive: Boolean(line.campaign_active),
      type: Number(line.line_item_type_id) === 2 ? 'video' : 'display',
      budgetType: impressionBudget ? 'impressions' : 'spend',
      budget: amount(line.budget)!,
      dailyBudget: amount(line.daily_budget),
      spentMicros,
      impressions,
      spentTodayMicros,
      impressionsToday,
      campaignBudgetMicros: micros(line.campaign_budget),
      campaignSpentMicros,
      campaignDailyBudgetMicros: micros(line.campaign_daily_budget),
      campaignSpentTodayMicros,
      campaignTimezone: line.campaign_timezone,
      bid: {
        strategy: (BID_STRATEGIES.find((s) => s.id === Number(line.bid_strategy_id))?.code ??
          'fixed_cpm') as BidStrategyCode,
        cpmBid: decimal(line.cpm_bid),
        maxCpmBid: decimal(line.max_cpm_bid),
        targetEcpm: decimal(line.target_ecpm),
        targetEcpc: decimal(line.target_ecpc),
        targetCtr: decimal(line.target_ctr),
        expectedCtr: decimal(line.expected_ctr),
        targetEcpcv: decimal(line.target_ecpcv),
        targetCpcv: decimal(line.target_cpcv),
        targetVcr: decimal(line.target_vcr),
      },
      pacing: {
        period: line.line_pacing_id === 1 ? 'daily' : line.line_pacing_id === 3 ? 'asap' : 'lifetime',
        behavior: line.pacing_behavior_id === 2 ? 'ahead' : 'even',
        multiplier: decimal(line.multiplier_pacing_behavior) ?? 1,
        catchUp: line.catchup_behavior_id === 2 ? 'ahead' : 'even',
      },
      frequency:
        line.frequency_ads && line.frequency_every && line.unit_code
          ? {
              ads: Number(line.frequency_ads),
              windowSeconds: unitMinutes === null ? null : unitMinutes * 60 * Number(line.frequency_every),
            }
          : null,
      creativeMethod: line.creative_method_id === 2 ? 'weighted' : 'random',
      creatives: creativePlans,
      // A line without targeting terms keeps the country rule (its advertiser's country).
      targetingTerms: (termsByLine.get(Number(line.id)) ?? []).map((t) => ({
        targeting_key_id: Number(t.targeting_key_id),
        targeting_predicate_id: Number(t.targeting_predicate_id),
        value: t.value,
        by_attribute: t.by_attribute,
      })),
      bidModifier: modifiersByLine.get(Number(line.id))?.bid ?? null,
      deliveryModifier: modifiersByLine.get(Number(line.id))?.delivery ?? null,
    };
  });
}
