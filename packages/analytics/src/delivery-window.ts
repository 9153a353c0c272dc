import type { Analytics } from './client.ts';

/**
 * The rollup's rows of whole hours, computed from `delivery_events` exactly as the materialized
 * view `delivery_hourly_mv` computes them on insert (migration 0002): keep the two in step.
 */
const REBUILD_HOURLY = `INSERT INTO delivery_hourly
SELECT
    toStartOfHour(event_time) AS hour,
    account_id,
    advertiser_id,
    campaign_id,
    line_item_id,
    creative_id,
    deal_id,
    sum(toUInt64(impressions)) AS impressions,
    sum(toUInt64(clicks)) AS clicks,
    sum(toUInt64(video_starts)) AS video_starts,
    sum(toUInt64(video_first_quartiles)) AS video_first_quartiles,
    sum(toUInt64(video_midpoints)) AS video_midpoints,
    sum(toUInt64(video_third_quartiles)) AS video_third_quartiles,
    sum(toUInt64(video_completes)) AS video_completes,
    sum(spend_micros) AS spend_micros,
    uniqCombinedStateIf(device_id, delivery_events.impressions > 0) AS devices
FROM delivery_events
WHERE event_time >= toDateTime({from:UInt32}, 'UTC') AND event_time < toDateTime({to:UInt32}, 'UTC')
GROUP BY hour, account_id, advertiser_id, campaign_id, line_item_id, creative_id, deal_id`;

/**
 * Removes the delivery and bid events of [from, to) (UTC seconds), of every account, and brings
 * the hourly rollup of the hours it touches back in line with the events left. The materialized
 * view only adds on insert, so those hours are deleted from the rollup and rebuilt from the
 * events. Lightweight `DELETE` (ClickHouse 23.3 and later, and chdb) hides the rows at once.
 *
 * Running it again is harmless, so a slice whose events were cut short by a crash can be removed
 * (from however far its writes got) and written again: nothing is counted twice.
 */
export async function removeDeliveryWindow(db: Analytics, from: number, to: number): Promise<void> {
  if (to <= from) return;
  const window = { from: String(from), to: String(to) };
  for (const table of ['delivery_events', 'bid_events']) {
    await db.command(
      `DELETE FROM ${table} WHERE event_time >= toDateTime({from:UInt32}, 'UTC') AND event_time < toDateTime({to:UInt32}, 'UTC')`,
      window,
    );
  }
  const hours = { from: String(Math.floor(from / 3600) * 3600), to: String(Math.ceil(to / 3600) * 3600) };
  await db.command(
    `DELETE FROM delivery_hourly WHERE hour >= toDateTime({from:UInt32}, 'UTC') AND hour < toDateTime({to:UInt32}, 'UTC')`,
    hours,
  );
  await db.command(REBUILD_HOURLY, hours);
}
