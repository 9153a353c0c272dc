import {
  checkTargetingTerms,
  type ForecastRequest,
  type ForecastZeroReason,
  type TargetingForecast,
  type TargetingTermInput,
  targetingKeyById,
} from '@beacon/contracts';
import { countSample, estimate, type ForecastSample } from '@beacon/simulator';
import { type Auction, type TargetedLine, termTargeting } from '@beacon/targeting';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { lineFrameColumns, lineFrameJoins, zoneNames } from '../delivery/plans.ts';
import { loadTargetingContext } from '../delivery/targeting-context.ts';
import { findLineItem } from '../line-items/service.ts';
import { resolveTerms } from '../targeting/resolve.ts';
import { forecastCodes } from './codes-cache.ts';
import { forecastSample } from './sample-cache.ts';

/**
 * The terms as the targeting service would store them (same rules, same id checks, same 422s), but
 * no terms is allowed: it forecasts the line's default reach.
 */
async function checkedTerms(
  deps: AppDeps,
  ctx: AuthContext,
  terms: ForecastRequest['targeting_terms'],
): Promise<TargetingTermInput[]> {
  if (!terms?.length) return [];
  const check = checkTargetingTerms(terms);
  if (!check.ok) throw unprocessable(check.errors);
  const resolved = await resolveTerms(deps.db, ctx, check.terms);
  if (Object.keys(resolved.errors).length) throw unprocessable(resolved.errors);
  return resolved.terms.map((t) => ({
    targeting_key_id: t.targeting_key_id,
    targeting_predicate_id: t.targeting_predicate_id,
    value: t.value,
    by_attribute: t.by_attribute,
  }));
}

/** The line's time zone (its own, else its campaign's), its associated zones and its advertiser's country, as delivery reads them. */
async function lineFrame(deps: AppDeps, lineItemId: number) {
  const [row] = await rowsOf<{ timezone: string; timezones: unknown; country: string | null }>(
    deps.db,
    sql`select ${lineFrameColumns} from ${lineFrameJoins} where li.id = ${lineItemId}`,
  );
  return {
    timezone: row?.timezone ?? 'UTC',
    timezones: zoneNames(row?.timezones),
    country: row?.country ?? null,
  };
}

const EMPTY: Omit<TargetingForecast, 'took_ms' | 'baseline_country' | 'countries'> = {
  daily_avails: 0,
  daily_unique_devices: 0,
  weekly_unique_devices: 0,
  baseline_daily_avails: 0,
  baseline_weekly_unique_devices: 0,
  relative_error: 0,
  sample_rate: 1,
  days: 0,
  zero_reasons: [{ reason: 'no_sample', key: null }],
};

/**
 * Avails and reach of a line item's targeting as it stands in the form (docs/FORECAST.md): the terms
 * are compiled by the evaluator delivery bids with (`termTargeting`, the line's time zone, the same
 * lists, segments and codes) and run over the week's sample of the bid stream; counts are scaled up
 * by the sampling rate. Without a world yet, every figure is 0 and `days` is 0.
 */
export async function forecastTargeting(
  deps: AppDeps,
  ctx: AuthContext,
  body: { line_item_id: number; targeting_terms?: ForecastRequest['targeting_terms'] },
): Promise<TargetingForecast> {
  const started = performance.now();
  const tookMs = () => Math.round((performance.now() - started) * 10) / 10;
  const line = await findLineItem(deps.db, ctx, body.line_item_id);
  const terms = await checkedTerms(deps, ctx, body.targeting_terms);
  const [frame, sample, codes] = await Promise.all([
    lineFrame(deps, line.id),
    forecastSample(deps),
    forecastCodes(deps.db),
  ]);
  if (!sample) return { ...EMPTY, baseline_country: frame.country, countries: null, took_ms: tookMs() };

  // What targeting reads of the line: the terms, the time zones and the advertiser's country.
  const plan: TargetedLine = {
    countryCode: frame.country,
    timezone: frame.timezone,
    timezones: frame.timezones,
    targetingTerms: terms,
  };
  const store = await deps.analytics.get();
  const evaluator = termTargeting(await loadTargetingContext(deps.db, store, [plan], codes));
  const counts = countSample(
    sample,
    (auction) => evaluator.admits(plan, auction),
    evaluator.countries?.(plan) ?? null,
  );
  const figures = estimate(sample, counts);
  const zeroReasons =
    counts.auctions === 0 ? whyNothing(sample, plan, evaluator.admits, evaluator.countries) : [];
  const baseline = estimate(sample, baselineCounts(sample, frame.country));
  return {
    daily_avails: figures.dailyAvails,
    daily_unique_devices: figures.dailyUniqueDevices,
    weekly_unique_devices: figures.weeklyUniqueDevices,
    baseline_daily_avails: baseline.dailyAvails,
    baseline_weekly_unique_devices: baseline.weeklyUniqueDevices,
    relative_error: figures.relativeError,
    sample_rate: sample.rate,
    days: sample.days,
    baseline_country: frame.country,
    countries: evaluator.countries?.(plan)?.slice() ?? null,
    zero_reasons: zeroReasons,
    took_ms: tookMs(),
  };
}

/**
 * Why a targeting admits no auction of the sample: each key whose terms alone admit none, else the
 * combination (every key admits some auctions, never the same ones). Run only for a forecast of 0.
 */
function whyNothing(
  sample: ForecastSample,
  plan: TargetedLine,
  admits: (line: TargetedLine, auction: Auction) => boolean,
  countries: ((line: TargetedLine) => readonly string[] | null) | undefined,
): ForecastZeroReason[] {
  const terms = plan.targetingTerms ?? [];
  const keys = [...new Set(terms.map((t) => t.targeting_key_id))];
  const reasons: ForecastZeroReason[] = [];
  for (const keyId of keys) {
    const alone: TargetedLine = {
      ...plan,
      targetingTerms: terms.filter((t) => t.targeting_key_id === keyId),
    };
    const counts = countSample(sample, (auction) => admits(alone, auction), countries?.(alone) ?? null);
    if (counts.auctions === 0)
      reasons.push({ reason: 'key_admits_nothing', key: targetingKeyById(keyId)?.code ?? String(keyId) });
  }
  // No terms at all: the advertiser's country has no auction in the sample.
  if (keys.length === 0) reasons.push({ reason: 'key_admits_nothing', key: 'country' });
  return reasons.length ? reasons : [{ reason: 'combination_admits_nothing', key: null }];
}

/** The line's reach with no terms: its advertiser's country (every country when it has none). */
function baselineCounts(sample: ForecastSample, country: string | null) {
  if (country === null) return sample.totalCounts;
  return sample.countryCounts.get(country) ?? { auctions: 0, devices: 0, deviceDays: 0 };
}
