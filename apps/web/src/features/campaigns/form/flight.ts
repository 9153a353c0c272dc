import {
  compareMoney,
  flightDays,
  isValidDateTime,
  minimumDailyBudget,
  toUnits,
  wallClockMs,
} from '@beacon/contracts';

const MONEY = /^\d{1,12}(\.\d{1,8})?$/;

/** The flight's length in days, when both ends are valid and in order. */
export function flightLength(start: string, end: string): number | null {
  if (!isValidDateTime(start) || !isValidDateTime(end)) return null;
  if (wallClockMs(end) <= wallClockMs(start)) return null;
  return flightDays(start, end);
}

/** The smallest daily budget that spends the budget over the flight, when it can be told. */
export function dailyBudgetFloor(budget: string, start: string, end: string): string | null {
  const text = budget.trim();
  if (!MONEY.test(text) || compareMoney(text, 0) <= 0 || flightLength(start, end) === null) return null;
  return upToCents(minimumDailyBudget(text, start, end));
}

/** Rounds up to whole cents, so the hint reads "90.96" rather than "90.95454546" and still suffices. */
export function upToCents(value: string): string {
  const cents = (toUnits(value) + 999_999n) / 1_000_000n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return fraction === '00' ? `${cents / 100n}` : `${cents / 100n}.${fraction}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A new campaign's first guess: from tomorrow 00:00:00 to the end of the 30th day. */
export function defaultFlight(now: Date = new Date()): { start_date: string; end_date: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 29);
  return { start_date: `${day(start)} 00:00:00`, end_date: `${day(end)} 23:59:59` };
}
