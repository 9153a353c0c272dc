import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryEvent } from './events.ts';
import { migrate } from './migrations.ts';
import { createClickHouseSink } from './sink.ts';
import { openTemporaryAnalytics, seededRandom } from './testing.ts';

// chdb holds one data directory per process at a time: this file owns its directory and closes it.
const db = openTemporaryAnalytics('beacon-analytics-sink-');

const ACCOUNT = '18446744073709551615'; // UInt64 max: would lose precision as a JSON number
const ADVERTISER = 9_007_199_254_740_993n; // 2^53 + 1
const CAMPAIGN = '9223372036854775807';
const LINE_ITEMS = ['9007199254740995', '9007199254740997'];
const CREATIVES = ['12345678901234567', '12345678901234569'];
const DEVICES = 4_000;
const DAYS = ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']; // crosses a month partition

const random = seededRandom(20260130);
const delivery: DeliveryEvent[] = [];
for (let i = 0; i < 24_000; i++) {
  const day = DAYS[Math.floor(random() * DAYS.length)]!;
  const hour = String(Math.floor(random() * 24)).padStart(2, '0');
  const impressions = random() < 0.9 ? 1 : 0;
  delivery.push({
    event_time: `${day}T${hour}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00Z`,
    account_id: ACCOUNT,
    advertiser_id: ADVERTISER,
    campaign_id: CAMPAIGN,
    line_item_id: LINE_ITEMS[Math.floor(random() * LINE_ITEMS.length)]!,
    creative_id: CREATIVES[Math.floor(random() * CREATIVES.length)]!,
    device_id: `dev-${Math.floor(random() * DEVICES)}`,
    device_id_type: 'maid',
    country_code: 'CO',
    impressions,
    clicks: impressions && random() < 0.05 ? 1 : 0,
    video_completes: impressions && random() < 0.3 ? 1 : 0,
    spend_micros: impressions ? 1_000 + Math.floor(random() * 4_000) : 0,
  });
}

/** Exact figures computed in JavaScript, keyed by line item and day. */
function expected() {
  const byLineDay = new Map<
    string,
    { impressions: number; clicks: number; spend: bigint; devices: Set<string> }
  >();
  const devicesByLine = new Map<string, Set<string>>();
  for (const e of delivery) {
    const key = `${e.line_item_id}|${String(e.event_time).slice(0, 10)}`;
    const cell = byLineDay.get(key) ?? { impressions: 0, clicks: 0, spend: 0n, devices: new Set() };
    cell.impressions += e.impressions ?? 0;
    cell.clicks += e.clicks ?? 0;
    cell.spend += BigInt(e.spend_micros ?? 0);
    if (e.impressions) cell.devices.add(e.device_id);
    byLineDay.set(key, cell);
    if (e.impressions) {
      const set = devicesByLine.get(String(e.line_item_id)) ?? new Set();
      set.add(e.device_id);
      devicesByLine.set(String(e.line_item_id), set);
    }
  }
  return { byLineDay, devicesByLine };
}

describe('ClickHouse event sink on chdb', () => {
  beforeAll(async () => {
    await migrate(db);
    const sink = createClickHouseSink(db, { batchSize: 5_000 });
    await sink.write('delivery', delivery.slice(0, 10_000));
    await sink.write('delivery', delivery.slice(10_000));
    await sink.write(
      'bid',
      Array.from({ length: 1_000 }, (_, i) => ({
        event_time: '2026-02-01T12:00:00Z',
        account_id: ACCOUNT,
        advertiser_id: ADVERTISER,
        campaign_id: CAMPAIGN,
        line_item_id: LINE_ITEMS[0]!,
        creative_id: CREATIVES[0]!,
        auction_id: `a-${i}`,
        device_id_type: 'cookie' as const,
        bid_price_micros: 2_000_000,
        won: i % 4 === 0,
        clearing_price_micros: i % 4 === 0 ? 1_250_000 : 0,
      })),
    );
    await sink.write(
      'location_ping',
      Array.from({ length: 500 }, (_, i) => ({
        event_time: new Date(Date.UTC(2026, 1, 1, i % 24)),
        device_id: `dev-${i}`,
        device_id_type: 'maid' as const,
        country_code: 'CO',
        lat: 4.6 + i / 10_000,
        lon: -74.08,
        place_id: 18_000_000_000_000_000_000n + BigInt(i),
        distance_m: 10,
      })),
    );
    await sink.write(
      'conversion',
      Array.from({ length: 100 }, (_, i) => ({
        event_time: '2026-02-02T08:30:00Z',
        account_id: ACCOUNT,
        advertiser_id: ADVERTISER,
        conversion_event_id: 42,
        device_id: `dev-${i}`,
        device_id_type: 'maid' as const,
        value_micros: 9_999_999_999n,
      })),
    );
    await sink.flush();
  });

  afterAll(async () => {
    await db.close();
  });

  it('reads back exact counts and sums of every kind', async () => {
    const [raw] = await db.query<Record<string, string>>(
      'SELECT count() AS rows, sum(impressions) AS impressions, sum(clicks) AS clicks, sum(spend_micros) AS spend FROM delivery_events',
    );
    expect(raw).toEqual({
      rows: '24000',
      impressions: String(delivery.reduce((s, e) => s + (e.impressions ?? 0), 0)),
      clicks: String(delivery.reduce((s, e) => s + (e.clicks ?? 0), 0)),
      spend: String(delivery.reduce((s, e) => s + BigInt(e.spend_micros ?? 0), 0n)),
    });
    const [bids] = await db.query<Record<string, string>>(
      'SELECT count() AS bids, sum(won) AS wins, sum(clearing_price_micros) AS cleared FROM bid_events',
    );
    expect(bids).toEqual({ bids: '1000', wins: '250', cleared: String(250 * 1_250_000) });
    const [pings] = await db.query<Record<string, string>>(
      'SELECT count() AS pings, max(place_id) AS top_place FROM location_pings',
    );
    expect(pings).toEqual({ pings: '500', top_place: String(18_000_000_000_000_000_000n + 499n) });
    const [conversions] = await db.query<Record<string, string>>(
      'SELECT count() AS n, sum(value_micros) AS value FROM conversions',
    );
    expect(conversions).toEqual({ n: '100', value: String(100n * 9_999_999_999n) });
  });

  it('keeps 64-bit ids exact', async () => {
    const rows = await db.query<Record<string, string>>(
      'SELECT DISTINCT account_id, advertiser_id, campaign_id, line_item_id FROM delivery_events ORDER BY line_item_id',
    );
    expect(rows).toEqual(
      LINE_ITEMS.map((line_item_id) => ({
        account_id: ACCOUNT,
        advertiser_id: String(ADVERTISER),
        campaign_id: CAMPAIGN,
        line_item_id,
      })),
    );
    const [byParam] = await db.query<{ n: string }>(
      'SELECT count() AS n FROM delivery_events WHERE account_id = {account:UInt64} AND line_item_id = {line:UInt64}',
      { account: ACCOUNT, line: LINE_ITEMS[1] },
    );
    expect(Number(byParam!.n)).toBe(delivery.filter((e) => e.line_item_id === LINE_ITEMS[1]).length);
    const [byArray] = await db.query<{ n: string }>(
      'SELECT count() AS n FROM delivery_events WHERE line_item_id IN {lines:Array(UInt64)}',
      { lines: LINE_ITEMS.map(BigInt) },
    );
    expect(byArray!.n).toBe('24000');
  });

  it('the hourly rollup agrees with the raw events by line item and day', async () => {
    const { byLineDay, devicesByLine } = expected();
    const rows = await db.query<{
      line: string;
      day: string;
      impressions: string;
      clicks: string;
      spend: string;
    }>(
      `SELECT line_item_id AS line, toString(toDate(hour)) AS day, sum(impressions) AS impressions,
              sum(clicks) AS clicks, sum(spend_micros) AS spend
       FROM delivery_hourly WHERE account_id = {account:UInt64}
       GROUP BY line, day ORDER BY line, day`,
      { account: ACCOUNT },
    );
    expect(rows).toHaveLength(byLineDay.size);
    for (const row of rows) {
      const exact = byLineDay.get(`${row.line}|${row.day}`)!;
      expect(row).toEqual({
        line: row.line,
        day: row.day,
        impressions: String(exact.impressions),
        clicks: String(exact.clicks),
        spend: String(exact.spend),
      });
    }
    const reach = await db.query<{ line: string; devices: string; exact: string }>(
      `SELECT r.line AS line, r.devices AS devices, e.exact AS exact FROM
         (SELECT line_item_id AS line, uniqCombinedMerge(devices) AS devices FROM delivery_hourly GROUP BY line) AS r
       JOIN
         (SELECT line_item_id AS line, uniqExactIf(device_id, impressions > 0) AS exact FROM delivery_events GROUP BY line) AS e
       USING line ORDER BY line`,
    );
    expect(reach).toHaveLength(LINE_ITEMS.length);
    for (const row of reach) {
      expect(Number(row.exact)).toBe(devicesByLine.get(row.line)!.size);
      expect(Number(row.exact)).toBeGreaterThan(3_000);
      expect(Math.abs(Number(row.devices) - Number(row.exact)) / Number(row.exact)).toBeLessThan(0.02);
    }
  });

  it('binds parameters as values, so text cannot inject SQL', async () => {
    const attempts = ["dev-1' OR 1=1 --", "x'; DROP TABLE delivery_events; --", 'dev-1\\', '{device:String}'];
    for (const device of attempts) {
      const [row] = await db.query<{ n: string }>(
        'SELECT count() AS n FROM delivery_events WHERE device_id = {device:String}',
        { device },
      );
      expect(row!.n).toBe('0');
    }
    const [still] = await db.query<{ n: string }>('SELECT count() AS n FROM delivery_events');
    expect(still!.n).toBe('24000');
    await expect(db.query('SELECT {n:UInt64} AS n', { n: '1 OR 1=1' })).rejects.toThrow();
  });
});
