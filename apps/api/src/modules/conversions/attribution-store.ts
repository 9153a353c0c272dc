import type { Analytics } from '@beacon/analytics';

/**
 * The analytics store's side of attribution: the conversions of a batch (by `inserted_at`, when
 * they reached the store, so a late insert is never skipped), the touches of their devices, the
 * order ids already counted, and the credits written and removed per batch.
 */

/** `DateTime64(3)` text of a moment. */
const millis = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 23);
/** `DateTime` text of UTC seconds. */
const seconds = (s: number) => new Date(s * 1000).toISOString().slice(0, 19).replace('T', ' ');

const IN_BATCH =
  "inserted_at >= toDateTime64({from:String}, 3, 'UTC') AND inserted_at < toDateTime64({to:String}, 3, 'UTC')";
const range = (from: Date, to: Date) => ({ from: millis(from), to: millis(to) });

export type StoredConversion = {
  time: number;
  accountId: number;
  advertiserId: number;
  eventId: number;
  deviceId: string;
  deviceIdType: 'maid' | 'cookie' | 'hashed';
  orderId: string;
  valueMicros: string;
  source: 'pixel' | 'script' | 'simulated';
};

export type StoredTouch = {
  time: number;
  accountId: number;
  advertiserId: number;
  deviceId: string;
  campaignId: number;
  lineItemId: number;
  creativeId: number;
  clicks: number;
  impressions: number;
};

export type CreditRow = {
  event_time: string;
  account_id: string;
  advertiser_id: string;
  conversion_event_id: string;
  campaign_id: string;
  line_item_id: string;
  creative_id: string;
  device_id: string;
  device_id_type: string;
  order_id: string;
  value_micros: string;
  touch: 'none' | 'click' | 'view';
  touch_time: string;
  source: string;
  batch_to: string;
};

/** The store's clock, `lagSeconds` ago: the end of a new batch (inserts still committing are left for the next). */
export async function storeClock(analytics: Analytics, lagSeconds: number): Promise<Date> {
  const [row] = await analytics.query<{ ms: string }>('SELECT toUnixTimestamp64Milli(now64(3)) AS ms');
  return new Date(Number(row!.ms) - lagSeconds * 1000);
}

export async function batchConversions(
  analytics: Analytics,
  from: Date,
  to: Date,
): Promise<StoredConversion[]> {
  const rows = await analytics.query<{
    t: string | number;
    account_id: string;
    advertiser_id: string;
    conversion_event_id: string;
    device_id: string;
    device_id_type: StoredConversion['deviceIdType'];
    order_id: string;
    value_micros: string;
    source: StoredConversion['source'];
  }>(
    `SELECT toUnixTimestamp(event_time) AS t, account_id, advertiser_id, conversion_event_id, device_id,
            device_id_type, order_id, value_micros, source
     FROM conversions WHERE ${IN_BATCH}
     ORDER BY event_time, inserted_at`,
    range(from, to),
  );
  return rows.map((r) => ({
    time: Number(r.t),
    accountId: Number(r.account_id),
    advertiserId: Number(r.advertiser_id),
    eventId: Number(r.conversion_event_id),
    deviceId: r.device_id,
    deviceIdType: r.device_id_type,
    orderId: r.order_id,
    valueMicros: String(r.value_micros),
    source: r.source,
  }));
}

/** `event:order` keys of the batch's order ids that earlier batches already counted. */
export async function countedOrders(analytics: Analytics, from: Date, to: Date): Promise<Set<string>> {
  const rows = await analytics.query<{ conversion_event_id: string; order_id: string }>(
    `SELECT DISTINCT conversion_event_id, order_id FROM conversion_credits
     WHERE order_id != '' AND (conversion_event_id, order_id) IN
       (SELECT conversion_event_id, order_id FROM conversions WHERE ${IN_BATCH} AND order_id != '')`,
    range(from, to),
  );
  return new Set(rows.map((r) => `${Number(r.conversion_event_id)}:${r.order_id}`));
}

/**
 * Clicks and impressions of the batch's converting devices (same account and advertiser) on the
 * given line items between `earliest` and `latest` (UTC seconds).
 */
export async function batchTouches(
  analytics: Analytics,
  batch: { from: Date; to: Date },
  lineItemIds: readonly number[],
  earliest: number,
  latest: number,
): Promise<StoredTouch[]> {
  if (lineItemIds.length === 0) return [];
  const rows = await analytics.query<{
    t: string | number;
    account_id: string;
    advertiser_id: string;
    device_id: string;
    campaign_id: string;
    line_item_id: string;
    creative_id: string;
    clicks: number;
    impressions: number;
  }>(
    `SELECT toUnixTimestamp(event_time) AS t, account_id, advertiser_id, device_id, campaign_id, line_item_id,
            creative_id, clicks, impressions
     FROM delivery_events
     WHERE line_item_id IN {lines:Array(UInt64)} AND (clicks > 0 OR impressions > 0)
       AND event_time >= toDateTime({earliest:String}, 'UTC') AND event_time <= toDateTime({latest:String}, 'UTC')
       AND (account_id, advertiser_id, device_id) IN
         (SELECT account_id, advertiser_id, device_id FROM conversions WHERE ${IN_BATCH})`,
    {
      ...range(batch.from, batch.to),
      lines: [...lineItemIds],
      earliest: seconds(earliest),
      latest: seconds(latest),
    },
  );
  return rows.map((r) => ({
    time: Number(r.t),
    accountId: Number(r.account_id),
    advertiserId: Number(r.advertiser_id),
    deviceId: r.device_id,
    campaignId: Number(r.campaign_id),
    lineItemId: Number(r.line_item_id),
    creativeId: Number(r.creative_id),
    clicks: Number(r.clicks),
    impressions: Number(r.impressions),
  }));
}

const CHUNK = 50_000;

export async function writeCredits(analytics: Analytics, rows: readonly CreditRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await analytics.insert('conversion_credits', rows.slice(i, i + CHUNK));
}

/** Removes the credits a batch that stopped half-way wrote (a lightweight delete). */
export async function removeBatchCredits(analytics: Analytics, batchTo: Date): Promise<void> {
  await analytics.command(
    "DELETE FROM conversion_credits WHERE batch_to = toDateTime64({to:String}, 3, 'UTC')",
    {
      to: millis(batchTo),
    },
  );
}

export const creditTime = seconds;
export const batchEnd = millis;
