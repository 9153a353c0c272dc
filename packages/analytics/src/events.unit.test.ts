import { describe, expect, it } from 'vitest';
import { toRows } from './events.ts';

const base = {
  event_time: new Date('2026-01-31T23:59:58.900Z'),
  account_id: 1,
  advertiser_id: 2n,
  campaign_id: '3',
  line_item_id: '18446744073709551615',
  creative_id: 9_007_199_254_740_991,
  device_id: 'a1b2',
  device_id_type: 'maid' as const,
};

describe('analytics event schemas', () => {
  it('writes 64-bit ids as strings, times as UTC seconds, and fills defaults', () => {
    const [row] = toRows('delivery', [{ ...base, impressions: 1, spend_micros: 1500n }]);
    expect(row).toMatchObject({
      event_time: '2026-01-31 23:59:58',
      account_id: '1',
      advertiser_id: '2',
      campaign_id: '3',
      line_item_id: '18446744073709551615',
      creative_id: '9007199254740991',
      impressions: 1,
      clicks: 0,
      spend_micros: '1500',
      h3_cell: '0',
      exchange: '',
    });
    expect(toRows('delivery', [{ ...base, event_time: '2026-02-01T01:00:00+02:00' }])[0]!.event_time).toBe(
      '2026-01-31 23:00:00',
    );
  });

  it('refuses ids beyond UInt64, unsafe JS numbers, bad id types and negative counters', () => {
    expect(() => toRows('delivery', [{ ...base, line_item_id: '18446744073709551616' }])).toThrow();
    expect(() => toRows('delivery', [{ ...base, line_item_id: 2 ** 53 + 2 }])).toThrow();
    expect(() => toRows('delivery', [{ ...base, device_id_type: 'imei' as 'maid' }])).toThrow();
    expect(() => toRows('delivery', [{ ...base, clicks: -1 }])).toThrow();
    expect(() => toRows('delivery', [{ ...base, event_time: 'yesterday' }])).toThrow();
  });

  it('validates bids, pings and conversions', () => {
    const [bid] = toRows('bid', [
      { ...base, auction_id: 'x', bid_price_micros: 2_000_000, won: true, clearing_price_micros: 1_500_000 },
    ]);
    expect(bid).toMatchObject({ won: 1, bid_price_micros: '2000000', clearing_price_micros: '1500000' });
    const [ping] = toRows('location_ping', [
      {
        event_time: base.event_time,
        device_id: 'd',
        device_id_type: 'cookie',
        country_code: 'CO',
        lat: 4.6,
        lon: -74.1,
      },
    ]);
    expect(ping).toMatchObject({ place_id: '0', distance_m: 0 });
    expect(() =>
      toRows('location_ping', [
        {
          event_time: base.event_time,
          device_id: 'd',
          device_id_type: 'maid',
          country_code: 'CO',
          lat: 91,
          lon: 0,
        },
      ]),
    ).toThrow();
    const [conversion] = toRows('conversion', [{ ...base, conversion_event_id: 7, value_micros: '-250000' }]);
    expect(conversion).toMatchObject({ conversion_event_id: '7', value_micros: '-250000' });
  });
});
