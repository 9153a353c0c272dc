import type { Analytics } from '@beacon/analytics';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsStore } from '../../platform/analytics.ts';
import { type ConversionRow, createConversionRecorder } from './recorder.ts';

/** A store that keeps inserted rows by table and refuses the next inserts of a table on demand. */
function fakeStore() {
  const tables: Record<string, object[]> = {};
  const refuse: Record<string, number> = {};
  const analytics = {
    engine: 'chdb',
    async insert(table: string, rows: readonly object[]) {
      if ((refuse[table] ?? 0) > 0) {
        refuse[table]! -= 1;
        throw new Error(`${table} refused`);
      }
      tables[table] = [...(tables[table] ?? []), ...rows];
    },
    async query() {
      return [];
    },
    async command() {},
    async close() {},
  } as unknown as Analytics;
  const store: AnalyticsStore = { get: async () => analytics, close: async () => {} };
  return { store, tables, refuse };
}

const fire = (n: number): ConversionRow => ({
  event_time: '2026-11-27 12:00:00',
  account_id: '1',
  advertiser_id: '2',
  conversion_event_id: '3',
  device_id: `device-${n}`,
  device_id_type: 'cookie',
  value_micros: '0',
  order_id: '',
  source: 'pixel',
});
const member = (n: number) => ({
  accountId: 1,
  segmentId: 9,
  deviceId: `device-${n}`,
  deviceIdType: 'cookie' as const,
  countryCode: '',
  source: 'pixel' as const,
});

describe('the conversion recorder', () => {
  const quiet = { error() {} };

  it('keeps a refused batch and writes it, in order, with the next flush', async () => {
    const { store, tables, refuse } = fakeStore();
    const recorder = createConversionRecorder(store, {
      flushMs: 60_000,
      flushRows: 100,
      maxBuffered: 3,
      log: quiet,
    });
    expect(recorder.record(fire(1), null)).toBe(true);
    expect(recorder.record(fire(2), null)).toBe(true);
    refuse.conversions = 1;
    await expect(recorder.flush()).rejects.toThrow('refused');
    expect(tables.conversions).toBeUndefined();
    expect(recorder.record(fire(3), null)).toBe(true);
    // Full while the store refuses: the fire is refused, not buffered without bound.
    expect(recorder.record(fire(4), null)).toBe(false);
    await recorder.close();
    expect(tables.conversions!.map((r) => (r as ConversionRow).device_id)).toEqual([
      'device-1',
      'device-2',
      'device-3',
    ]);
  });

  it('never writes a conversion twice when only the segment members are refused', async () => {
    const { store, tables, refuse } = fakeStore();
    const recorder = createConversionRecorder(store, {
      flushMs: 60_000,
      flushRows: 100,
      maxBuffered: 100,
      log: quiet,
    });
    recorder.record(fire(1), member(1));
    refuse.segment_members = 1;
    await expect(recorder.flush()).rejects.toThrow('refused');
    await recorder.flush();
    expect(tables.conversions).toHaveLength(1);
    expect(tables.segment_members).toHaveLength(1);
  });

  it('writes as soon as a batch is full', async () => {
    const { store, tables } = fakeStore();
    const recorder = createConversionRecorder(store, {
      flushMs: 60_000,
      flushRows: 2,
      maxBuffered: 100,
      log: quiet,
    });
    recorder.record(fire(1), null);
    expect(tables.conversions).toBeUndefined();
    recorder.record(fire(2), null);
    // No flush is called and the timer is a minute away: only the full batch writes.
    await vi.waitFor(() => expect(tables.conversions).toHaveLength(2), { timeout: 1000 });
    await recorder.close();
  });
});
