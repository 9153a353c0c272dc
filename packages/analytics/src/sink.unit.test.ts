import { describe, expect, it } from 'vitest';
import type { Analytics } from './client.ts';
import { createClickHouseSink } from './sink.ts';

function recorder() {
  const inserts: Array<{ table: string; rows: number }> = [];
  const db: Analytics = {
    engine: 'server',
    query: async () => [],
    stream: async function* () {},
    command: async () => undefined,
    close: async () => undefined,
    insert: async (table, rows) => {
      inserts.push({ table, rows: rows.length });
    },
  };
  return { db, inserts };
}

const conversion = (i: number) => ({
  event_time: '2026-03-01T10:00:00Z',
  account_id: 1,
  advertiser_id: 2,
  conversion_event_id: 3,
  device_id: `d${i}`,
  device_id_type: 'hashed' as const,
  value_micros: i,
});

describe('ClickHouse event sink', () => {
  it('inserts full batches as they fill and the rest on flush', async () => {
    const { db, inserts } = recorder();
    const sink = createClickHouseSink(db, { batchSize: 4 });
    await sink.write(
      'conversion',
      Array.from({ length: 10 }, (_, i) => conversion(i)),
    );
    expect(inserts).toEqual([
      { table: 'conversions', rows: 4 },
      { table: 'conversions', rows: 4 },
    ]);
    await sink.flush();
    expect(inserts.at(-1)).toEqual({ table: 'conversions', rows: 2 });
    await sink.flush();
    expect(inserts).toHaveLength(3);
  });

  it('validates before buffering: a bad row writes nothing', async () => {
    const { db, inserts } = recorder();
    const sink = createClickHouseSink(db, { batchSize: 1 });
    await expect(
      sink.write('conversion', [conversion(1), { ...conversion(2), device_id: '' }]),
    ).rejects.toThrow();
    await sink.flush();
    expect(inserts).toEqual([]);
  });
});
