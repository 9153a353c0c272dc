import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Analytics, openAnalytics } from './client.ts';
import { appliedMigrations, loadMigrations, migrate } from './migrations.ts';

// chdb holds one data directory per process at a time: this file owns its directory and closes it.
const dataDir = mkdtempSync(join(tmpdir(), 'beacon-analytics-migrations-'));
let db: Analytics = openAnalytics({ dataDir });

describe('analytics migrations on chdb', () => {
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies every version once, in order, and records it', async () => {
    expect(await migrate(db)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await appliedMigrations(db)).map((m) => m.version)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await migrate(db)).toEqual([]);
    const [{ n }] = (await db.query<{ n: string }>('SELECT count() AS n FROM schema_migrations')) as [
      { n: string },
    ];
    expect(n).toBe('6');
  });

  it('keys devices by a 64-bit hash computed on insert, which writers never send', async () => {
    await db.insert('location_pings', [
      {
        event_time: '2026-10-01 10:00:00',
        device_id: 'maid-1',
        device_id_type: 'maid',
        country_code: 'CO',
        lat: 4.6,
        lon: -74.08,
      },
    ]);
    await db.insert('conversions', [
      {
        event_time: '2026-10-01 11:00:00',
        account_id: '1',
        advertiser_id: '2',
        conversion_event_id: '3',
        device_id: 'maid-1',
        device_id_type: 'maid',
      },
    ]);
    const rows = await db.query<{ same: number; key: string }>(
      `SELECT device_key = cityHash64(device_id) AS same, toString(device_key) AS key FROM location_pings
       UNION ALL SELECT device_key = cityHash64(device_id), toString(device_key) FROM conversions`,
    );
    expect(rows.map((r) => Number(r.same))).toEqual([1, 1]);
    expect(rows[0]!.key).toBe(rows[1]!.key);
    // MATERIALIZED: not part of `SELECT *`, so rows read back look as they were written.
    const [ping] = await db.query<Record<string, unknown>>('SELECT * FROM location_pings');
    expect(ping).not.toHaveProperty('device_key');
  });

  it('creates month-partitioned MergeTree tables and the rollup view', async () => {
    const tables = await db.query<{
      name: string;
      engine: string;
      partition_key: string;
      sorting_key: string;
    }>(
      `SELECT name, engine, partition_key, sorting_key FROM system.tables
       WHERE database = currentDatabase() AND name != 'schema_migrations' ORDER BY name`,
    );
    expect(tables.map((t) => [t.name, t.engine])).toEqual([
      ['bid_events', 'MergeTree'],
      ['conversion_credits', 'MergeTree'],
      ['conversions', 'MergeTree'],
      ['delivery_events', 'MergeTree'],
      ['delivery_hourly', 'AggregatingMergeTree'],
      ['delivery_hourly_mv', 'MaterializedView'],
      ['devices', 'MergeTree'],
      ['location_pings', 'MergeTree'],
      ['ooh_sites', 'MergeTree'],
      ['pois', 'MergeTree'],
      ['pos_skus', 'MergeTree'],
      ['pos_stores', 'MergeTree'],
      ['segment_members', 'ReplacingMergeTree'],
      ['world_cities', 'MergeTree'],
      ['world_neighbourhoods', 'MergeTree'],
      ['worlds', 'MergeTree'],
    ]);
    // Event tables are partitioned by month; the world's dimension tables are small and unpartitioned.
    const events = [
      'bid_events',
      'conversion_credits',
      'conversions',
      'delivery_events',
      'delivery_hourly',
      'location_pings',
    ];
    for (const table of tables.filter((t) => events.includes(t.name))) {
      expect(table.partition_key).toMatch(/^toYYYYMM\(/);
    }
    expect(tables.find((t) => t.name === 'delivery_events')?.sorting_key).toBe(
      'account_id, advertiser_id, campaign_id, line_item_id, toDate(event_time), creative_id',
    );
  });

  it('applies each version once when runs sharing a lock start together', async () => {
    await db.command('DROP TABLE schema_migrations');
    let held = Promise.resolve();
    // What a lock shared by processes does (the API holds a PostgreSQL advisory lock).
    const exclusive = <T>(work: () => Promise<T>) => {
      const run = held.then(work);
      held = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const runs = await Promise.all([migrate(db, undefined, exclusive), migrate(db, undefined, exclusive)]);
    expect(runs).toEqual([[1, 2, 3, 4, 5, 6], []]);
    expect((await appliedMigrations(db)).length).toBe(6);
    const [{ n }] = (await db.query<{ n: string }>('SELECT count() AS n FROM schema_migrations')) as [
      { n: string },
    ];
    expect(n).toBe('6');
  });

  it('refuses an applied version whose file changed', async () => {
    const [first, ...rest] = loadMigrations();
    await expect(migrate(db, [{ ...first!, checksum: 'edited' }, ...rest])).rejects.toThrow(/changed after/);
  });

  it('keeps applied versions across a reopen of the same directory', async () => {
    await db.close();
    db = openAnalytics({ dataDir });
    expect(await migrate(db)).toEqual([]);
    expect(await db.query('SELECT * FROM delivery_events')).toEqual([]);
  });
});

describe('openAnalytics', () => {
  it('needs a data directory when no url is given', () => {
    expect(() => openAnalytics({})).toThrow(/dataDir/);
  });
});
