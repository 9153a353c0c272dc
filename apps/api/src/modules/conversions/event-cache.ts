import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

/** What a fire needs to know of its event. */
export type FiringEvent = {
  id: number;
  accountId: number;
  advertiserId: number;
  /** Active, not archived: its fires are recorded. */
  recording: boolean;
  /** US dollars of a fire that carries no value, in micros. */
  valueMicros: number;
  /** The active segment its firing devices join, if any. */
  segmentId: number | null;
};

/**
 * Event metadata for the collection endpoint, kept in process for `ttlMs` (a few seconds), so a
 * burst of fires reads PostgreSQL once per event and TTL instead of once per fire. An edit
 * (deactivation, archiving, a new value or segment) therefore takes effect within the TTL
 * (docs/EVENTS.md, "Collection"). Deleted events are remembered as well, so a tag left on a
 * page after its event was deleted does not read the database on every fire. Concurrent misses share one read.
 */
export function createEventCache(db: Db, ttlMs: number) {
  const entries = new Map<number, { expires: number; value: Promise<FiringEvent | null> }>();

  const load = async (id: number): Promise<FiringEvent | null> => {
    const [row] = await rowsOf<{
      account_id: number | string;
      advertiser_id: number | string;
      active: boolean;
      archived: boolean;
      value: string | number;
      segment_id: number | string | null;
    }>(
      db,
      sql`select e.account_id, e.advertiser_id, e.active, e.archived, e.value,
                 case when s.active then s.id end as segment_id
          from events e left join segments s on s.id = e.segment_id and s.account_id = e.account_id
          where e.id = ${id} and e.deleted_at is null`,
    );
    if (!row) return null;
    return {
      id,
      accountId: Number(row.account_id),
      advertiserId: Number(row.advertiser_id),
      recording: row.active && !row.archived,
      valueMicros: Math.round(Number(row.value) * 1_000_000),
      segmentId: row.segment_id === null ? null : Number(row.segment_id),
    };
  };

  return {
    get(id: number): Promise<FiringEvent | null> {
      const now = Date.now();
      const hit = entries.get(id);
      if (hit && hit.expires > now) return hit.value;
      // Expired entries are replaced here; the map holds at most the events fired within a TTL.
      if (entries.size > 10_000) for (const [key, e] of entries) if (e.expires <= now) entries.delete(key);
      const value = load(id);
      entries.set(id, { expires: now + ttlMs, value });
      // A failed read is not remembered: the next fire tries again.
      value.catch(() => entries.delete(id));
      return value;
    },
  };
}
export type EventCache = ReturnType<typeof createEventCache>;
