import type { LedgerEntry } from '@beacon/simulator';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

/**
 * How far delivery has been simulated (UTC seconds), a row of `simulation_progress` that commits
 * in the same transaction as the ledger rows of a slice: a slice is either wholly in the ledger
 * (and the mark moved past it) or not at all, and every process on the database sees the same mark.
 * Its events reach the analytics store after that commit; until they all have, the slice is
 * pending (its start and ledger entries kept on the row), so a crash in between is undone by the
 * next run (`settle.ts`) instead of leaving the reports behind the ledger (or bids missing).
 */
export const WATERMARK = 'delivery';

export class DeliveryRaceError extends Error {
  constructor() {
    super('Another process simulated this slice first');
  }
}

/** The mark, created at `initial` when there is none yet. */
export async function readWatermark(db: Db, initial: number): Promise<number> {
  return (await openWatermark(db, { initial, backfillUntil: null })).mark;
}

/**
 * The mark and the end of the first run's backfill. When there is no mark yet it is created at
 * `initial`, with `backfillUntil` (null: no backfill); an existing row is left as it is, so only
 * the run that creates the mark decides the backfill.
 */
export async function openWatermark(
  db: Db,
  first: { initial: number; backfillUntil: number | null },
): Promise<{ mark: number; backfillUntil: number | null }> {
  await db.execute(
    sql`insert into simulation_progress (name, simulated_until, backfill_until)
        values (${WATERMARK}, ${first.initial}, ${first.backfillUntil}) on conflict (name) do nothing`,
  );
  const [row] = await rowsOf<{ simulated_until: string | number; backfill_until: string | number | null }>(
    db,
    sql`select simulated_until, backfill_until from simulation_progress where name = ${WATERMARK}`,
  );
  const backfill = row?.backfill_until;
  return {
    mark: Number(row?.simulated_until ?? first.initial),
    backfillUntil: backfill === null || backfill === undefined ? null : Number(backfill),
  };
}

/** The first run's backfill is done once the mark has reached its end: later runs are bounded again. */
export async function endBackfill(db: Db): Promise<void> {
  await db.execute(
    sql`update simulation_progress set backfill_until = null
        where name = ${WATERMARK} and backfill_until is not null and simulated_until >= backfill_until`,
  );
}

const toMoney = (micros: number) => (micros / 1_000_000).toFixed(6);

/** Adds (or, with `sign` -1, takes back) ledger entries inside `tx`. */
async function addToLedger(tx: Executor, entries: readonly LedgerEntry[], sign: 1 | -1) {
  for (const e of entries) {
    const spend = toMoney(sign * e.spendMicros);
    const impressions = sign * e.impressions;
    await tx.execute(
      sql`insert into spend_ledger (campaign_id, line_item_id, day, spend, impressions)
          values (${e.campaignId}, ${e.lineItemId}, ${e.day}, ${spend}, ${impressions})
          on conflict (campaign_id, coalesce(line_item_id, 0), day) do update
          set spend = spend_ledger.spend + excluded.spend, impressions = spend_ledger.impressions + excluded.impressions`,
    );
    // A row that only the taken-back entries had put there goes with them.
    if (sign < 0)
      await tx.execute(
        sql`delete from spend_ledger where campaign_id = ${e.campaignId}
            and coalesce(line_item_id, 0) = ${e.lineItemId} and day = ${e.day} and spend = 0 and impressions = 0`,
      );
  }
}

/**
 * Adds a slice's spend to `spend_ledger` (campaign, line item, local day) in one transaction. With
 * `slice`, the mark must still be at `slice.from` (locked for the transaction) with no slice
 * pending; it moves to `slice.to`, and a slice with events to write (`pending`; by default, one
 * that spent) stays pending, its entries kept beside the mark, until `settleSlice` says its events
 * are all in the analytics store. Otherwise another process ran
 * the slice (or is writing its events) and nothing is written.
 */
export async function commitLedger(
  db: Db,
  entries: readonly LedgerEntry[],
  slice: { from: number; to: number; pending?: boolean } | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (slice) {
      const [mark] = await rowsOf<{ simulated_until: string | number; pending_from: string | number | null }>(
        tx,
        sql`select simulated_until, pending_from from simulation_progress where name = ${WATERMARK} for update`,
      );
      if (!mark || Number(mark.simulated_until) !== slice.from || mark.pending_from !== null)
        throw new DeliveryRaceError();
    }
    await addToLedger(tx, entries, 1);
    if (slice) {
      const pending = slice.pending ?? entries.length > 0;
      await tx.execute(
        sql`update simulation_progress
            set simulated_until = ${slice.to}, updated_at = now(),
                pending_from = ${pending ? slice.from : null},
                pending_ledger = ${pending ? JSON.stringify(entries) : null}::jsonb
            where name = ${WATERMARK}`,
      );
    }
  });
}

/** The slice's events are all written: it is no longer pending. */
export async function settleSlice(db: Db, slice: { from: number; to: number }): Promise<void> {
  await db.execute(
    sql`update simulation_progress set pending_from = null, pending_ledger = null
        where name = ${WATERMARK} and pending_from = ${slice.from} and simulated_until = ${slice.to}`,
  );
}

export type PendingSlice = { from: number; to: number; entries: LedgerEntry[] };

/** The slice whose events were still being written when its process stopped, if any. */
export async function pendingSlice(db: Db): Promise<PendingSlice | null> {
  const [row] = await rowsOf<{
    simulated_until: string | number;
    pending_from: string | number | null;
    pending_ledger: LedgerEntry[] | string | null;
  }>(
    db,
    sql`select simulated_until, pending_from, pending_ledger from simulation_progress where name = ${WATERMARK}`,
  );
  if (!row || row.pending_from === null) return null;
  const entries =
    typeof row.pending_ledger === 'string' ? JSON.parse(row.pending_ledger) : row.pending_ledger;
  return { from: Number(row.pending_from), to: Number(row.simulated_until), entries: entries ?? [] };
}

/**
 * Takes a pending slice back out of the ledger and moves the mark back to its start, in one
 * transaction (its events must be gone from the analytics store first), so the next run simulates
 * it again. Answers false when the slice is no longer pending (another process got there first).
 */
export async function revertSlice(db: Db, slice: PendingSlice): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [mark] = await rowsOf<{ simulated_until: string | number; pending_from: string | number | null }>(
      tx,
      sql`select simulated_until, pending_from from simulation_progress where name = ${WATERMARK} for update`,
    );
    if (!mark || Number(mark.pending_from) !== slice.from || Number(mark.simulated_until) !== slice.to)
      return false;
    await addToLedger(tx, slice.entries, -1);
    await tx.execute(
      sql`update simulation_progress
          set simulated_until = ${slice.from}, pending_from = null, pending_ledger = null, updated_at = now()
          where name = ${WATERMARK}`,
    );
    return true;
  });
}
