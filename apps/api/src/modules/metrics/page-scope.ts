import { toUtcText } from './money.ts';

/** The level a list page belongs to, and the store column that holds its id. */
export type MetricLevel = 'advertiser' | 'campaign' | 'line_item';
const LEVEL_COLUMN: Record<MetricLevel, string> = {
  advertiser: 'advertiser_id',
  campaign: 'campaign_id',
  line_item: 'line_item_id',
};

/** A UTC window [from, to) in milliseconds; either side may be open. */
export type MetricRange = { fromMs?: number | undefined; toMs?: number | undefined };

/**
 * The conditions and parameters that scope a store query to the ids of one list page of an
 * account, in a window read on `timeColumn`. The tables it serves (the delivery rollup,
 * `conversion_credits`) order by account, advertiser, campaign, line item, so these prune the scan.
 */
export function pageScope(
  accountId: number,
  level: MetricLevel,
  ids: readonly number[],
  range: MetricRange,
  timeColumn: string,
) {
  const column = LEVEL_COLUMN[level];
  const conditions = [`account_id = {account:UInt64}`, `${column} IN {ids:Array(UInt64)}`];
  const params: Record<string, unknown> = { account: String(accountId), ids: [...ids] };
  if (range.fromMs !== undefined) {
    conditions.push(`${timeColumn} >= {from:DateTime('UTC')}`);
    params.from = toUtcText(range.fromMs);
  }
  if (range.toMs !== undefined) {
    conditions.push(`${timeColumn} < {to:DateTime('UTC')}`);
    params.to = toUtcText(range.toMs);
  }
  return { column, conditions, params };
}
