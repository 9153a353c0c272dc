import { DASHBOARD_MAX_DAYS, type DashboardQuery, utcMomentMs } from '@beacon/contracts';
import { unprocessable } from '../../platform/errors.ts';
import { ceilHour, floorHour } from '../metrics/money.ts';

const DAY_MS = 86_400_000;

/**
 * The dashboard's UTC window: the given days or moments widened to whole hours; by default the last
 * seven days up to the end of the current hour. More than 92 days, or an end before the start: 422.
 */
export function dashboardWindow(query: DashboardQuery, now = Date.now()) {
  const toMs = query.end_date ? ceilHour(utcMomentMs(query.end_date, true)) : floorHour(now) + 3_600_000;
  const fromMs = query.start_date ? floorHour(utcMomentMs(query.start_date)) : toMs - 7 * DAY_MS;
  if (toMs <= fromMs) throw unprocessable({ end_date: ['validation.end_after_start'] });
  if (toMs - fromMs > DASHBOARD_MAX_DAYS * DAY_MS) {
    throw unprocessable({ end_date: ['validation.dashboard_max_days'] }, 'The range may not exceed 92 days');
  }
  return { fromMs, toMs };
}
