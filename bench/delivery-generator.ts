/**
 * The synthetic delivery rows of the analytics benchmarks (`bench:analytics`, `bench:interactive`),
 * generated inside ClickHouse by `INSERT ... SELECT FROM numbers(...)`.
 */

// The synthetic world: 30 days from FROM, 4 accounts, 20 advertisers, 50 campaigns, 500 line items
// (10 per campaign), 2,000 creatives (4 per line item), devices drawn from a pool of 5 M. Rows arrive
// in time order (as a live stream would), ids are hashes of the row number, so every run and every
// sample built with the same total is the same data.
export const FROM = '2026-10-01 00:00:00';
export const TO = '2026-10-31 00:00:00';
export const SPAN_SECONDS = 30 * 86_400;
export const DEVICE_POOL = 5_000_000;

/** One chunk of the generator: rows `offset .. offset+count` of a world of `total` rows. */
export const generate = (table: string, total: number, offset: number, count: number) => `
INSERT INTO ${table}
  (event_time, account_id, advertiser_id, campaign_id, line_item_id, creative_id,
   device_id, device_id_type, impressions, clicks, spend_micros)
SELECT
  toDateTime('${FROM}', 'UTC') + intDiv(number * ${SPAN_SECONDS}, ${total}) AS t,
  1 + (c - 1) % 4 AS a,
  a * 100 + intDiv(c - 1, 4) % 5,
  1 + intDiv(l - 1, 10) AS c,
  1 + cityHash64(number, 1) % 500 AS l,
  (l - 1) * 4 + 1 + cityHash64(number, 2) % 4,
  toString(cityHash64(cityHash64(number, 3) % ${DEVICE_POOL})),
  'maid',
  1,
  cityHash64(number, 4) % 1000 < 3,
  2000 + cityHash64(number, 5) % 6001
FROM numbers(${offset}, ${count})`;
