import type { Analytics } from '@beacon/analytics';
import {
  dropReachGridStatements,
  type NearPlacesQuery,
  nearPlacesCondition,
  type ReachGroup,
  reachCountStatement,
  reachGridStatements,
  sampledDevices,
} from './reach-grid.ts';

/**
 * The reach of several sets of places (a reach's parts: public POIs, OOH sites, private places) in
 * one pass over the pings: each part's devices, the devices near any of them (a device near two
 * parts counts once) and those by a key of the pings, each part on its own classified grid
 * (`reach-grid.ts`, docs/PLANNING.md#reach).
 */
export type ReachPartsQuery = Omit<NearPlacesQuery, 'places'> & {
  /** The parts, named with letters (they name the parts' grids and columns), not `total`. */
  parts: { name: string; places: string }[];
  /**
   * With `sample` > 1, an estimate under this many devices is counted again exactly over the same
   * grids (the error of a small sample is too large). Default 0: estimates are kept.
   */
  exactBelow?: number;
};

/** Devices by part and in total (`total`), and one device in how many each was counted on. */
export type ReachByPart = {
  devices: Record<string, number>;
  sample: Record<string, number>;
  groups: ReachGroup[];
};

const gridOf = (q: ReachPartsQuery, part: { name: string; places: string }): NearPlacesQuery => ({
  ...q,
  prefix: `${q.prefix}_${part.name}`,
  places: part.places,
});

/**
 * The pass: one row per key reached (`total` 0) and one for all (`total` 1), with the devices near
 * any part (`devices`) and, with more than one part, near each (`part_<name>`).
 */
export function reachPartsStatement(q: ReachPartsQuery, keyOfPing: string): string {
  const uniq = q.uniq ?? 'uniqExact';
  const rate = q.sample ?? 1;
  // `total` is the answer's name for the devices near any part.
  for (const p of q.parts)
    if (!/^[a-z]+$/.test(p.name) || p.name === 'total') throw new Error(`reach parts: bad name ${p.name}`);
  const near = q.parts.map((p) => `((${nearPlacesCondition(gridOf(q, p))}) AS near_${p.name})`);
  // With one part, its devices are the total's.
  const byPart =
    q.parts.length > 1
      ? q.parts.map((p) => `${uniq}If(device_key, near_${p.name}) * ${rate} AS part_${p.name}, `)
      : [];
  return `
SELECT ${keyOfPing} AS key, grouping(key) AS total, ${byPart.join('')}${uniq}(device_key) * ${rate} AS devices
FROM ${q.pings}
PREWHERE ${sampledDevices(q.sample)}(${near.join('\n  OR ')})
WHERE ${q.where}
GROUP BY GROUPING SETS ((key), ())
SETTINGS use_query_condition_cache = 0`;
}

/**
 * Classifies every part's grid, counts in one pass at `q.sample` and drops the grids whatever
 * happens. When the total's estimate is under `q.exactBelow` the pass is made again counting every
 * device; a part's estimate under it alone is counted again exactly on its own grid.
 */
export async function reachByPart(
  store: Analytics,
  q: ReachPartsQuery,
  keyOfPing: string,
): Promise<ReachByPart> {
  const grids = q.parts.map((p) => gridOf(q, p));
  const drop = async () => {
    for (const g of grids) for (const sql of dropReachGridStatements(g.prefix)) await store.command(sql);
  };
  const pass = async (sample: number): Promise<ReachByPart> => {
    const rows = await store.query<Record<string, string>>(
      reachPartsStatement({ ...q, sample }, keyOfPing),
      q.params,
    );
    // No ping reached: no row at all, not even the total's.
    const total = rows.find((r) => Number(r.total) === 1);
    const devices: Record<string, number> = { total: Number(total?.devices ?? 0) };
    for (const p of q.parts)
      devices[p.name] = q.parts.length > 1 ? Number(total?.[`part_${p.name}`] ?? 0) : devices.total!;
    return {
      devices,
      sample: Object.fromEntries(Object.keys(devices).map((k) => [k, sample])),
      groups: rows
        .filter((r) => Number(r.total) === 0)
        .map((r) => ({ key: String(r.key), devices: Number(r.devices) })),
    };
  };
  await drop();
  try {
    for (const g of grids) {
      const [build, ...rest] = reachGridStatements(g);
      await store.command(build!, q.params);
      for (const sql of rest) await store.command(sql);
    }
    const sample = Math.max(1, Math.trunc(q.sample ?? 1));
    const exactBelow = q.exactBelow ?? 0;
    const got = await pass(sample);
    if (sample === 1) return got;
    if (got.devices.total! < exactBelow) return await pass(1);
    for (const [i, { name }] of q.parts.entries()) {
      if (got.devices[name]! >= exactBelow) continue;
      const [row] = await store.query<{ devices: string }>(
        reachCountStatement({ ...grids[i]!, sample: 1 }),
        q.params,
      );
      got.devices[name] = Number(row?.devices ?? 0);
      got.sample[name] = 1;
    }
    return got;
  } finally {
    await drop();
  }
}
