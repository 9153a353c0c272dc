import type { LedgerEntry } from '@beacon/simulator';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

/**
 * How far delivery has been simulated (UTC seconds), a row of `simulation_progress` that commits
 * in the same transaction as the ledger rows of a slice: a slice is either wholly in the ledger
 * (and the mark moved past it) or not at all, and every process on the database sees the same mark.
 */
export const WATERMARK = 'delivery';

export class DeliveryRaceError extends Error {
  constructor() {
    super('Another process simulated this slice first');
  }
}

/** The mark, created at `initial` when there is none yet. */
export async function readWatermark(db: Db, initial: number): Promise<number> {
  await db.execute(
    sql`insert into simulation_progress (name, simulated_until) values (${WATERMARK}, ${initial}) on conflict (name) do nothing`,
  );
  const [row] = await rowsOf<{ simulated_until: string | number }>(
    db,
    sql`select simulated_until from simulation_progress where name = ${WATERMARK}`,
  );
  return Number(row?.simulated_until ?? initial);
}

const toMoney = (micros: number) => (micros / 1_000_000).toFixed(6);

/**
 * Adds a slice's spend to `spend_ledger` (campaign, line item, local day) in one transaction. With
 * `slice`, the mark must still be at `slice.from` (locked for the transaction) and moves to
 * `slice.to`; otherwise another process ran the slice and nothing is written.
 */
export async function commitLedger(
  db: Db,
  entries: readonly LedgerEntry[],
  slice: { from: number; to: number } | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (slice) {
      const [mark] = await rowsOf<{ simulated_until: string | number }>(
        tx,
        sql`select simulated_until from simulation_progress where name = ${WATERMARK} for update`,
      );
      if (!mark || Number(mark.simulated_until) !== slice.from) throw new DeliveryRaceError();
    }
    for (const e of entries) {
      await tx.execute(
        sql`insert into spend_ledger (campaign_id, line_item_id, day, spend, impressions)
            values (${e.campaignId}, ${e.lineItemId}, ${e.day}, ${toMoney(e.spendMicros)}, ${e.impressions})
            on conflict (campaign_id, coalesce(line_item_id, 0), day) do update
            set spend = spend_ledger.spend + excluded.spend, impressions = spend_ledger.impressions + excluded.impressions`,
      );
    }
    if (slice) {
      await tx.execute(
        sql`update simulation_progress set simulated_until = ${slice.to}, updated_at = now() where name = ${WATERMARK}`,
      );
    }
  });
}
