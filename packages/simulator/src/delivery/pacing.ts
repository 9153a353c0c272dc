import { localDay } from './calendar.ts';
import type { LineItemPlan } from './types.ts';

/**
 * How much a line may spend from the start of a slice: `base + rate × (t − sliceStart)` units of its
 * budget (micros or impressions) by time t. A line bids only while what it spent in the slice is
 * under that curve, so spend follows the pacing line through the slice instead of arriving at once.
 */
export interface Pace {
  base: number;
  rate: number;
}

/**
 * The pace of a line at `time` (null: ASAP, no throttle; the hard budget stops still apply).
 *
 * - The period is the flight (lifetime pacing) or the local day inside the flight (daily pacing,
 *   whose budget is the daily budget, or what is left of the total when that is less).
 * - Even behaviour aims at a straight line from nothing at the period's start to the budget at its
 *   end; ahead aims `multiplier` times faster (it finishes early).
 * - Catch-up even: what is left is spread over what is left of the period, so a shortfall (or an
 *   overshoot) is evened out over the remaining time. Catch-up ahead: the shortfall against the
 *   curve may be spent at once, then the planned rate applies.
 */
export function paceAt(
  plan: LineItemPlan,
  time: number,
  spent: { spentUnits: number; spentTodayUnits: number },
): Pace | null {
  const { pacing } = plan;
  if (pacing.period === 'asap') return null;
  let start = plan.start;
  let end = plan.end;
  let budget = plan.budget;
  let done = spent.spentUnits;
  if (pacing.period === 'daily') {
    const day = localDay(plan.timezone, time);
    start = Math.max(start, day.start);
    end = Math.min(end, day.end);
    budget = Math.min(
      plan.dailyBudget ?? plan.budget,
      plan.budget - spent.spentUnits + spent.spentTodayUnits,
    );
    done = spent.spentTodayUnits;
  }
  const remainingTime = end - time;
  const duration = end - start;
  if (remainingTime <= 0 || duration <= 0) return { base: 0, rate: 0 };
  const multiplier = pacing.behavior === 'ahead' ? Math.max(1, pacing.multiplier) : 1;
  const remaining = Math.max(0, budget - done);
  if (pacing.catchUp === 'ahead') {
    const target = Math.min(budget, (multiplier * budget * Math.max(0, time - start)) / duration);
    return { base: Math.max(0, target - done), rate: (multiplier * budget) / duration };
  }
  return { base: 0, rate: (multiplier * remaining) / remainingTime };
}

/**
 * The unspent share of what the pace allows by `elapsed` seconds into the slice: 1 when nothing is
 * spent, 0 at (or past) the curve. A curve that allows nothing yet answers 0.
 */
export function paceHeadroom(pace: Pace, spentUnits: number, elapsed: number): number {
  const allowed = pace.base + pace.rate * Math.max(0, elapsed);
  if (!(allowed > 0)) return 0;
  return Math.min(1, Math.max(0, 1 - spentUnits / allowed));
}
