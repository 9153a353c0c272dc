import { removeDeliveryWindow, removeSimulatedConversions } from '@beacon/analytics';
import type { AppDeps } from '../../platform/deps.ts';
import { pendingSlice, revertSlice } from './ledger.ts';

const clock = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Undoes the slice a stopped process left pending: its ledger was committed but its events were
 * not all written (the process died between the two, or the analytics store refused them). The
 * events it did write are removed (with the rollup hours they touched, and its simulated
 * conversions with any credits they got), then its spend is taken
 * back and the mark moved back to its start in one transaction, so ledger and reports agree again
 * and the next run simulates the slice afresh. Each step may run again after another crash.
 *
 * Runs before every delivery run; runs of `delivery.tick` never overlap (its queue runs one at a
 * time across processes), so a pending slice seen here belongs to a run that has ended.
 */
export async function undoPendingSlice(deps: AppDeps, log?: (line: string) => void): Promise<boolean> {
  const slice = await pendingSlice(deps.db);
  if (!slice) return false;
  const store = await deps.analytics.get();
  await removeDeliveryWindow(store, slice.from, slice.to);
  await removeSimulatedConversions(store, slice.from, slice.to);
  const undone = await revertSlice(deps.db, slice);
  if (undone)
    log?.(
      `Delivery of ${clock(slice.from)}–${clock(slice.to)} UTC was cut short by a stop; it is simulated again`,
    );
  return undone;
}
