import {
  PLANNING_ANALYSIS_LIMITS,
  PLANNING_FREQUENCIES,
  type PlanningFrequency,
  type PlanningReachInput,
} from '@beacon/contracts';

const { radiusMin, radiusMax, radiusStep, radiusDefault } = PLANNING_ANALYSIS_LIMITS;

/** The reach radii offered: 25 to 250 m in 25 m steps. */
export const REACH_RADII: number[] = Array.from(
  { length: (radiusMax - radiusMin) / radiusStep + 1 },
  (_, i) => radiusMin + i * radiusStep,
);
export const FREQUENCIES: readonly PlanningFrequency[] = PLANNING_FREQUENCIES;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const HOURS = Array.from({ length: 24 }, (_, h) => h);

export type ReachOptions = {
  radius: number;
  start: string | null;
  end: string | null;
  frequency: PlanningFrequency;
  days: number[];
  hours: number[];
};

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The last 7 days up to today (the default data range, spec §9). */
export function defaultReachOptions(today: Date): ReachOptions {
  const start = new Date(today.getTime() - 6 * 86_400_000);
  return {
    radius: radiusDefault,
    start: day(start),
    end: day(today),
    frequency: 'all_days',
    days: [],
    hours: [],
  };
}

/** The reach part of a request; null while the dates or a custom preset's days and hours are missing. */
export function reachInput(options: ReachOptions): PlanningReachInput | null {
  if (!options.start || !options.end) return null;
  const reach: PlanningReachInput = {
    radius: options.radius,
    start_date: options.start,
    end_date: options.end,
    frequency: options.frequency,
  };
  if (options.frequency !== 'custom') return reach;
  if (options.days.length === 0 && options.hours.length === 0) return null;
  return {
    ...reach,
    ...(options.days.length > 0 ? { days: [...options.days].sort((a, b) => a - b) } : {}),
    ...(options.hours.length > 0 ? { hours: [...options.hours].sort((a, b) => a - b) } : {}),
  };
}
