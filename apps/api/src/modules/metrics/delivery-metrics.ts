import type { Analytics } from '@beacon/analytics';
import { costPer, microsToDecimal, percent, toUtcText } from './money.ts';
import { type MetricLevel, type MetricRange, pageScope } from './page-scope.ts';

export type { MetricLevel, MetricRange } from './page-scope.ts';

export type DeliveryMetricValues = {
  impression: number;
  clicks: number;
  ctr: number;
  cpm: string | null;
  cpc: string | null;
  spend: string;
  video_completes: number;
  video_complete_percent: number;
};

type Row = { id: string; impressions: string; clicks: string; video_completes: string; spend_micros: string };

/** A row's delivery metrics with its spend in micros, which the conversion metrics divide. */
export type DeliveryRow = DeliveryMetricValues & { spendMicros: bigint };

/** Ratios and money of one row of sums. */
export function metricValues(sums: {
  impressions: number;
  clicks: number;
  videoCompletes: number;
  spendMicros: bigint;
}): DeliveryRow {
  return {
    spendMicros: sums.spendMicros,
    impression: sums.impressions,
    clicks: sums.clicks,
    ctr: percent(sums.clicks, sums.impressions),
    cpm: costPer(sums.spendMicros, sums.impressions, 1000),
    cpc: costPer(sums.spendMicros, sums.clicks),
    spend: microsToDecimal(sums.spendMicros),
    video_completes: sums.videoCompletes,
    video_complete_percent: percent(sums.videoCompletes, sums.impressions),
  };
}

/** Values of a row with no delivery in the window. */
export const noDelivery = () =>
  metricValues({ impressions: 0, clicks: 0, videoCompletes: 0, spendMicros: 0n });

/**
 * Delivery of the ids of one list page, in ONE query over the hourly rollup (its ordering key starts
 * with account, advertiser, campaign, line item, so the account and id filters prune the scan).
 */
export async function readDeliveryMetrics(
  store: Analytics,
  accountId: number,
  level: MetricLevel,
  ids: readonly number[],
  range: MetricRange = {},
): Promise<Map<number, DeliveryRow>> {
  const result = new Map<number, DeliveryRow>();
  if (ids.length === 0) return result;
  const { column, conditions, params } = pageScope(accountId, level, ids, range, 'hour');
  const rows = await store.query<Row>(
    `SELECT toString(${column}) AS id, sum(impressions) AS impressions, sum(clicks) AS clicks,
            sum(video_completes) AS video_completes, sum(spend_micros) AS spend_micros
     FROM delivery_hourly
     WHERE ${conditions.join(' AND ')}
     GROUP BY ${column}`,
    params,
  );
  for (const row of rows) {
    result.set(
      Number(row.id),
      metricValues({
        impressions: Number(row.impressions),
        clicks: Number(row.clicks),
        videoCompletes: Number(row.video_completes),
        spendMicros: BigInt(row.spend_micros),
      }),
    );
  }
  return result;
}

/**
 * Whether each line bid and won within the hour before `now` (one query over the bid log). Events
 * stamped later in the current hour count too: the simulation writes the hour it is running.
 */
export async function readLineStatus(
  store: Analytics,
  accountId: number,
  lineItemIds: readonly number[],
  now = Date.now(),
): Promise<Map<number, { bidding_status: boolean; winning_status: boolean }>> {
  const result = new Map<number, { bidding_status: boolean; winning_status: boolean }>();
  if (lineItemIds.length === 0) return result;
  const rows = await store.query<{ id: string; bids: string; wins: string }>(
    `SELECT toString(line_item_id) AS id, count() AS bids, countIf(won = 1) AS wins
     FROM bid_events
     WHERE account_id = {account:UInt64} AND line_item_id IN {ids:Array(UInt64)}
       AND event_time > {since:DateTime('UTC')}
     GROUP BY line_item_id`,
    {
      account: String(accountId),
      ids: [...lineItemIds],
      since: toUtcText(now - 3_600_000),
    },
  );
  for (const row of rows) {
    result.set(Number(row.id), {
      bidding_status: Number(row.bids) > 0,
      winning_status: Number(row.wins) > 0,
    });
  }
  return result;
}
