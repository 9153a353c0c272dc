import type { Analytics } from '@beacon/analytics';
import type { WorldRule } from '../../db/reference-data/segment-catalogue.ts';

/** A segment to fill from the synthetic world, and how. */
export type WorldTarget = { accountId: number; segmentId: number; rule: WorldRule };

const COLUMNS =
  'account_id, segment_id, device_id, device_id_type, country_code, source, source_id, added_at';

/**
 * Fills demo segments with devices of the synthetic world (source `seed`): devices matching a
 * demographic or interest condition, or devices seen at a kind of place (added at their last visit).
 * A segment that already has seed members is left alone, so running it on every start adds nothing
 * twice (one the world left empty is tried again); without a world it does nothing. Answers the
 * number of segments it filled or tried.
 */
export async function fillFromWorld(store: Analytics, targets: WorldTarget[]): Promise<number> {
  if (targets.length === 0) return 0;
  const [world] = await store.query<{ n: string }>('SELECT count() AS n FROM devices');
  if (!world || Number(world.n) === 0) return 0;
  const seeded = await store.query<{ account_id: string; segment_id: string }>(
    `SELECT DISTINCT account_id, segment_id FROM segment_members WHERE source = 'seed'`,
  );
  const done = new Set(seeded.map((r) => `${r.account_id}:${r.segment_id}`));
  let filled = 0;
  for (const target of targets) {
    if (done.has(`${target.accountId}:${target.segmentId}`)) continue;
    const params = { account: String(target.accountId), segment: String(target.segmentId) };
    const { rule } = target;
    if ('devices' in rule) {
      // The condition is a constant of the catalogue or the demo, never request input.
      await store.command(
        `INSERT INTO segment_members (${COLUMNS})
         SELECT {account:UInt64}, {segment:UInt64}, device_id, device_id_type, country_code, 'seed', 0, now()
         FROM devices WHERE ${rule.devices}`,
        params,
      );
    } else {
      const [category, subcategory] = rule.visited;
      await store.command(
        `INSERT INTO segment_members (${COLUMNS})
         SELECT {account:UInt64}, {segment:UInt64}, device_id, any(device_id_type), any(country_code), 'seed', 0,
                max(event_time)
         FROM location_pings
         WHERE place_type = 'poi'
           AND place_id IN (SELECT poi_id FROM pois WHERE category = {category:String}
                            ${subcategory ? 'AND subcategory = {subcategory:String}' : ''})
           ${rule.weekendOnly ? 'AND toDayOfWeek(event_time) >= 6' : ''}
         GROUP BY device_id`,
        { ...params, category, subcategory: subcategory ?? '' },
      );
    }
    filled++;
  }
  return filled;
}
