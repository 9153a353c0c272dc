import { type Analytics, deviceRow as deviceSchema, worldPing } from '@beacon/analytics';
import { describe, expect, it } from 'vitest';
import { openTemporaryAnalytics } from '../../analytics/src/testing.ts';
import { buildWorld, currentWorld, ensureWorld, WORLD_TABLES } from './world.ts';

// chdb holds one data directory per process at a time: each store is closed before the next opens.
const START = '2026-01-05';

/** Order-independent content hash of every world table: row count and XOR of row hashes. */
async function contentHash(db: Analytics): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of WORLD_TABLES) {
    const [row] = await db.query<{ n: string; h: string }>(
      `SELECT count() AS n, groupBitXor(cityHash64(*)) AS h FROM ${table}`,
    );
    out[table] = `${row!.n}:${row!.h}`;
  }
  return out;
}

async function withStore<T>(run: (db: Analytics) => Promise<T>): Promise<T> {
  const db = openTemporaryAnalytics('beacon-world-');
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

describe('the synthetic world in the analytics store', () => {
  it('is the same for the same seed, differs for another, and extends by appending days', async () => {
    const first = await withStore(async (db) => {
      const built = await buildWorld(db, { seed: 7, scale: 'tiny', days: 2, start: START });
      expect(built.action).toBe('built');
      const twoDays = await contentHash(db);
      for (const table of WORLD_TABLES) expect(Number(twoDays[table]!.split(':')[0])).toBeGreaterThan(0);

      // Rows match the published row schemas.
      const [device] = await db.query('SELECT * FROM devices ORDER BY device_id LIMIT 1');
      expect(deviceSchema.parse(device)).toEqual(device);
      const [ping] = await db.query<{ event_time: string }>(
        'SELECT * FROM location_pings ORDER BY event_time, device_id LIMIT 1',
      );
      expect(worldPing.parse({ ...ping!, event_time: `${ping!.event_time.replace(' ', 'T')}Z` })).toEqual(
        ping,
      );

      // Pings reference existing devices and places, and sit near them.
      const [orphans] = await db.query<Record<string, string>>(`
        SELECT
          countIf(device_id NOT IN (SELECT device_id FROM devices)) AS devices,
          countIf(place_type = 'poi' AND place_id NOT IN (SELECT poi_id FROM pois)) AS pois,
          countIf(place_type = 'pos' AND place_id NOT IN (SELECT store_id FROM pos_stores)) AS stores,
          countIf(place_type IN ('home', 'work')
            AND place_id NOT IN (SELECT neighbourhood_id FROM world_neighbourhoods)) AS neighbourhoods,
          countIf(city_id NOT IN (SELECT city_id FROM world_cities)) AS cities
        FROM location_pings`);
      expect(orphans).toEqual({ devices: '0', pois: '0', stores: '0', neighbourhoods: '0', cities: '0' });
      const [far] = await db.query<{ n: string; max: number }>(`
        SELECT count() AS n, max(abs(greatCircleDistance(p.lon, p.lat, o.lon, o.lat) - p.distance_m)) AS max
        FROM location_pings AS p INNER JOIN pois AS o ON o.poi_id = p.place_id
        WHERE p.place_type = 'poi'`);
      expect(Number(far!.n)).toBeGreaterThan(0);
      expect(far!.max).toBeLessThan(2);

      // Extending appends the third day only: the first two days' rows stay as they were.
      const extended = await buildWorld(db, { seed: 7, scale: 'tiny', days: 3, start: START });
      expect(extended).toMatchObject({ action: 'extended', daysFrom: 2, days: 3 });
      expect(Object.keys(extended.rows)).toEqual(['location_pings']);
      const [old] = await db.query<{ n: string; h: string }>(`
        SELECT count() AS n, groupBitXor(cityHash64(*)) AS h FROM location_pings
        WHERE event_time < toDateTime('2026-01-07 00:00:00', 'UTC') - toIntervalHour(
          multiIf(country_code = 'CO', -5, country_code = 'BR', -3, country_code = 'CL', -4,
                  country_code = 'ES', 1, country_code = 'TR', 3, 0))`);
      expect(`${old!.n}:${old!.h}`).toBe(twoDays.location_pings);
      expect((await buildWorld(db, { seed: 7, scale: 'tiny', days: 3, start: START })).action).toBe(
        'unchanged',
      );
      await expect(buildWorld(db, { seed: 8, scale: 'tiny', days: 3, start: START })).rejects.toThrow(
        /holds/,
      );
      expect(await currentWorld(db)).toEqual({ seed: 7, scale: 'tiny', start: START, days: 3 });
      return { twoDays, threeDays: await contentHash(db) };
    });

    // The same seed built at once into a new store gives the same rows as build + extend.
    const again = await withStore(async (db) => {
      await buildWorld(db, { seed: 7, scale: 'tiny', days: 3, start: START });
      return contentHash(db);
    });
    expect(again).toEqual(first.threeDays);

    // Another seed gives another world; ensureWorld builds only into an empty store.
    const other = await withStore(async (db) => {
      expect(await ensureWorld(db, { seed: 8, scale: 'tiny', days: 2, start: START })).not.toBeNull();
      expect(await ensureWorld(db, { seed: 9, scale: 'tiny', days: 2, start: START })).toBeNull();
      return contentHash(db);
    });
    expect(other.world_cities).toBe(first.twoDays.world_cities);
    expect(other.devices).not.toBe(first.twoDays.devices);
    expect(other.location_pings).not.toBe(first.twoDays.location_pings);
    expect(other.pois).not.toBe(first.twoDays.pois);
  });
});
