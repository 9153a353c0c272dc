const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The dashboard's range from the URL (UTC days, both included), by default the last seven days. */
export function rangeFromParams(params: URLSearchParams, now = Date.now()): { start: string; end: string } {
  const start = params.get('start_date') ?? '';
  const end = params.get('end_date') ?? '';
  if (DAY.test(start) && DAY.test(end) && start <= end) return { start, end };
  return { start: utcDay(now - 6 * DAY_MS), end: utcDay(now) };
}
