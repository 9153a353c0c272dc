import type { Analytics } from '@beacon/analytics';
import type { EventFiredCounts, EventTagStatus } from '@beacon/contracts';
import { toUtcText } from '../metrics/money.ts';

/**
 * The time zone whose days the counters use. Accounts have no time zone of their own: the
 * dashboard and the list metrics count delivery in UTC days, and the counters follow them so an
 * event's "today" is the dashboard's.
 */
export const ACCOUNT_TIME_ZONE = 'UTC';

export type FiredCounts = EventFiredCounts & { status: EventTagStatus };

export const neverFired = (): FiredCounts => ({
  events_fired_today: 0,
  events_fired_yesterday: 0,
  events_fired_past_7_days_avg: 0,
  events_fired_past_30_days_look_back: 0,
  status: 'never_fired',
});

/**
 * Fired counters and tag status of several events of one account in one query over
 * `conversion_credits` (one row per counted conversion, so a repeated order id is not counted
 * twice). Days are those of `timeZone`: today, yesterday, the mean of the 7 days before today and
 * the sum of the 30 days before today. `firing`: a fire in the 24 hours before `now`; `quiet`:
 * fires, none of them that recent; `never_fired`: none at all.
 */
export async function readFiredCounts(
  store: Analytics,
  accountId: number,
  eventIds: number[],
  now: Date = new Date(),
  timeZone: string = ACCOUNT_TIME_ZONE,
): Promise<Map<number, FiredCounts>> {
  const counts = new Map<number, FiredCounts>();
  if (eventIds.length === 0) return counts;
  const rows = await store.query<{
    id: string;
    today: string;
    yesterday: string;
    past_7: string;
    past_30: string;
    recent: string;
  }>(
    `WITH toDate({now:DateTime('UTC')}, {tz:String}) AS today_date
     SELECT toString(conversion_event_id) AS id,
            countIf(day = today_date) AS today,
            countIf(day = today_date - 1) AS yesterday,
            countIf(day BETWEEN today_date - 7 AND today_date - 1) AS past_7,
            countIf(day BETWEEN today_date - 30 AND today_date - 1) AS past_30,
            countIf(event_time > {now:DateTime('UTC')} - INTERVAL 24 HOUR
                    AND event_time <= {now:DateTime('UTC')}) AS recent
     FROM (
       SELECT conversion_event_id, event_time, toDate(event_time, {tz:String}) AS day
       FROM conversion_credits
       WHERE account_id = {account:UInt64} AND conversion_event_id IN {ids:Array(UInt64)}
     )
     GROUP BY conversion_event_id`,
    { account: String(accountId), ids: eventIds, now: toUtcText(now.getTime()), tz: timeZone },
  );
  for (const r of rows) {
    const recent = Number(r.recent);
    counts.set(Number(r.id), {
      events_fired_today: Number(r.today),
      events_fired_yesterday: Number(r.yesterday),
      events_fired_past_7_days_avg: Math.round((Number(r.past_7) / 7) * 100) / 100,
      events_fired_past_30_days_look_back: Number(r.past_30),
      // Every grouped event has at least one counted fire.
      status: recent > 0 ? 'firing' : 'quiet',
    });
  }
  for (const id of eventIds) if (!counts.has(id)) counts.set(id, neverFired());
  return counts;
}
