import { type NotificationCode, NOTIFICATION_THRESHOLDS as T } from '@beacon/contracts';

const DAY = 86_400_000;

/** What the rules know of one campaign: its plan (from the system of record) and its delivery. */
export type CampaignFacts = {
  id: number;
  name: string;
  currency: string;
  budget: number;
  /** Flight bounds as instants (ms), converted from the campaign's wall clock and time zone. */
  startAt: number;
  endAt: number;
  /** `kpis` lookup id and target: 2 CPC, 3 CTR (%), 4 CPCV, 5 VCR (%). */
  kpiId: number | null;
  kpiTarget: number | null;
  /** Spend to date from the budget ledger, in the campaign's currency. */
  spend: number;
  impressions: number;
  clicks: number;
  videoCompletes: number;
};

/** One rule that fires: its kind, the period it fires for (its key) and the figures it shows. */
export type Firing = { code: NotificationCode; period: string; values: Record<string, string> };

const KPI = { cpc: 2, ctr: 3, cpcv: 4, vcr: 5 } as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const fixed = (n: number, digits = 0) => n.toFixed(digits);

/** Months between two instants as the calendar counts them (a campaign from 1 Jan to 1 Jul runs 6). */
function addMonths(at: number, months: number) {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/**
 * The deviation from the plan in percent, when it is at least the threshold: spend, clicks or
 * video completes against what the plan expects by now.
 */
function deviation(actual: number, planned: number): number | null {
  if (!(planned > 0)) return null;
  const percent = (Math.abs(actual - planned) / planned) * 100;
  return percent >= T.deviationMin ? percent : null;
}

/**
 * The rules over one campaign at `now` (`001` §9, docs/NOTIFICATIONS.md#rules):
 * - CTR, once it has `ctrMinImpressions`: critical from 0 to 0.4 %, middle from 0.5 to 0.8 %
 *   (rounded to one decimal, so the bands meet);
 * - duration: a flight over 6 months or under 6 days, once per flight (its dates are the period);
 * - deviation of 40 % or more from the plan, once a full day has run: spend against the budget
 *   paced evenly over the flight; clicks and video completes against what the campaign's KPI
 *   target makes of that spend (CPC, CPCV) or of its impressions (CTR, VCR).
 * Delivery rules fire at most once a day (`today`, the UTC day of `now`).
 */
export function evaluateCampaign(c: CampaignFacts, now: number): Firing[] {
  const firings: Firing[] = [];
  const today = new Date(now).toISOString().slice(0, 10);
  const flight = `${new Date(c.startAt).toISOString()}/${new Date(c.endAt).toISOString()}`;
  const base = { campaign: c.name };

  const days = (c.endAt - c.startAt) / DAY;
  if (c.endAt > addMonths(c.startAt, T.durationMaxMonths))
    firings.push({ code: 'duration_long', period: flight, values: { ...base, days: fixed(days) } });
  else if (days < T.durationMinDays)
    firings.push({ code: 'duration_short', period: flight, values: { ...base, days: fixed(days, 1) } });

  const running = c.startAt <= now && now < c.endAt;
  if (!running) return firings;

  if (c.impressions >= T.ctrMinImpressions) {
    const ctr = round1((c.clicks / c.impressions) * 100);
    const values = { ...base, ctr: fixed(ctr, 1) };
    if (ctr <= T.ctrCriticalMax) firings.push({ code: 'ctr_critical', period: today, values });
    else if (ctr >= T.ctrMiddleMin && ctr <= T.ctrMiddleMax)
      firings.push({ code: 'ctr_middle', period: today, values });
  }

  if (now - c.startAt < DAY) return firings;
  const share = Math.min(1, (now - c.startAt) / (c.endAt - c.startAt));
  const plannedSpend = c.budget * share;
  const target = c.kpiTarget ?? 0;
  const check = (code: NotificationCode, actual: number, planned: number, digits: number) => {
    const percent = deviation(actual, planned);
    if (percent === null) return;
    firings.push({
      code,
      period: today,
      values: {
        ...base,
        actual: fixed(actual, digits),
        planned: fixed(planned, digits),
        deviation: fixed(Math.round(percent)),
        direction: actual > planned ? 'over' : 'under',
        currency: c.currency,
      },
    });
  };
  check('budget_deviation', c.spend, plannedSpend, 2);
  if (target > 0 && c.kpiId === KPI.cpc) check('click_deviation', c.clicks, plannedSpend / target, 0);
  if (target > 0 && c.kpiId === KPI.ctr)
    check('click_deviation', c.clicks, (c.impressions * target) / 100, 0);
  if (target > 0 && c.kpiId === KPI.cpcv)
    check('video_deviation', c.videoCompletes, plannedSpend / target, 0);
  if (target > 0 && c.kpiId === KPI.vcr)
    check('video_deviation', c.videoCompletes, (c.impressions * target) / 100, 0);
  return firings;
}
