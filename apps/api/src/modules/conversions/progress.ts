import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

/**
 * Where attribution stands, the one row of `attribution_progress`: conversions that reached the
 * store before `attributedTo` are credited. A batch is marked `pendingTo` before its credits are
 * written, and the mark moves and the pending end clears in one statement once they all are, so a
 * run that stopped in between leaves the batch pending for the next to undo and redo.
 */
export type Progress = { attributedTo: Date; pendingTo: Date | null };

/** The progress row, or null before the first run that had something to attribute. */
export async function readProgress(db: Db): Promise<Progress | null> {
  const [row] = await rowsOf<{ attributed_to: Date | string; pending_to: Date | string | null }>(
    db,
    sql`select attributed_to, pending_to from attribution_progress where id = 1`,
  );
  if (!row) return null;
  return {
    attributedTo: new Date(row.attributed_to),
    pendingTo: row.pending_to === null ? null : new Date(row.pending_to),
  };
}

/**
 * The progress row, created from the beginning of time on the first run that has events, so that
 * every conversion already stored is attributed.
 */
export async function startProgress(db: Db): Promise<Progress> {
  await db.execute(
    sql`insert into attribution_progress (id, attributed_to) values (1, to_timestamp(0)) on conflict (id) do nothing`,
  );
  const progress = await readProgress(db);
  if (!progress) throw new Error('attribution_progress row missing after insert');
  return progress;
}

/** Marks the batch [from, to) pending; false when another run moved the mark first. */
export async function markPending(db: Db, from: Date, to: Date): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`update attribution_progress set pending_to = ${to.toISOString()}, updated_at = now()
        where id = 1 and pending_to is null and attributed_to = ${from.toISOString()}
        returning id`,
  );
  return rows.length === 1;
}

/** The pending batch's credits are all written: the mark moves to its end and it is no longer pending. */
export async function settleBatch(db: Db, to: Date): Promise<void> {
  await db.execute(
    sql`update attribution_progress set attributed_to = pending_to, pending_to = null, updated_at = now()
        where id = 1 and pending_to = ${to.toISOString()}`,
  );
}

/** Whether any event was ever created (deleted ones included: their fires are still attributed). */
export async function anyEvent(db: Db): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from events limit 1`);
  return rows.length > 0;
}
