import { type Analytics, regionSql } from '@beacon/analytics';

export type SegmentCounts = {
  users_nam: number;
  users_emea: number;
  users_apac: number;
  users_total: number;
};
/** What a count needs to know of a segment: its id and membership window. */
export type CountTarget = { id: number; days: number | null };

export const noMembers = (): SegmentCounts => ({
  users_nam: 0,
  users_emea: 0,
  users_apac: 0,
  users_total: 0,
});

/**
 * Region user counts of several segments of one owner (an account, or 0 for the provider catalogue)
 * in one query. Each device counts once per segment (grouped by `device_key`, whatever merges the
 * ReplacingMergeTree has done), in the region of the last country it was added with, and only while
 * its latest addition lies inside the segment's window of `days` (no window when null).
 */
export async function readSegmentCounts(
  store: Analytics,
  accountId: number,
  targets: CountTarget[],
  now: Date = new Date(),
): Promise<Map<number, SegmentCounts>> {
  const counts = new Map<number, SegmentCounts>();
  if (targets.length === 0) return counts;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const ids = targets.map((t) => t.id);
  // The cutoff of each segment (0 = none), looked up with transform() so one query serves them all.
  const cutoffs = targets.map((t) => (t.days ? nowSeconds - t.days * 86_400 : 0));
  const rows = await store.query<{
    segment_id: string;
    nam: string;
    emea: string;
    apac: string;
    total: string;
  }>(
    `SELECT segment_id,
            countIf(region = 'NAM') AS nam,
            countIf(region = 'EMEA') AS emea,
            countIf(region = 'APAC') AS apac,
            count() AS total
     FROM (
       SELECT segment_id, device_key,
              ${regionSql("argMaxIf(country_code, added_at, country_code != '')")} AS region,
              max(added_at) AS last_added
       FROM segment_members
       WHERE account_id = {account:UInt64} AND segment_id IN {ids:Array(UInt64)}
       GROUP BY segment_id, device_key
     )
     WHERE toUnixTimestamp(last_added) >= transform(segment_id, {ids:Array(UInt64)}, {cutoffs:Array(UInt32)}, toUInt32(0))
     GROUP BY segment_id`,
    { account: String(accountId), ids, cutoffs },
  );
  for (const r of rows) {
    counts.set(Number(r.segment_id), {
      users_nam: Number(r.nam),
      users_emea: Number(r.emea),
      users_apac: Number(r.apac),
      users_total: Number(r.total),
    });
  }
  for (const t of targets) if (!counts.has(t.id)) counts.set(t.id, noMembers());
  return counts;
}
