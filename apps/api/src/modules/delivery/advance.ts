import type { AppDeps } from '../../platform/deps.ts';
import { commitLedger, readWatermark } from './ledger.ts';
import { runDelivery } from './run.ts';
import { undoPendingSlice } from './settle.ts';

/**
 * Simulates delivery from the shared mark up to now: at most `maxCatchUpSeconds` back (by default
 * `DELIVERY_CATCH_UP_HOURS`; on the very first run that is the backfill of the demo world's days;
 * older hours are skipped and the mark moved over them), after undoing a slice a stopped run left
 * pending. Another process that got to a slice first wins it (`DeliveryRaceError`). Long catch-ups are logged, and any run when `announce` is set.
 */
export async function advanceDelivery(
  deps: AppDeps,
  options: {
    maxCatchUpSeconds?: number;
    log?: (line: string) => void;
    announce?: boolean;
    signal?: AbortSignal;
  } = {},
) {
  // A slice a stopped run left half-written is undone first, so it is simulated again from the mark.
  await undoPendingSlice(deps, options.log);
  const maxCatchUp = options.maxCatchUpSeconds ?? deps.config.deliveryCatchUpHours * 3600;
  const now = Math.floor(Date.now() / 1000);
  const mark = await readWatermark(deps.db, now - maxCatchUp);
  const from = Math.max(mark, now - maxCatchUp);
  if (from >= now) return;
  if (from > mark) await commitLedger(deps.db, [], { from: mark, to: from });
  const started = performance.now();
  if (now - from > 3600) options.log?.(`Simulating delivery for ${((now - from) / 3600).toFixed(1)} h…`);
  const totals = await runDelivery(deps, { from, to: now, advanceWatermark: true, signal: options.signal });
  if (totals && (now - from > 3600 || options.announce)) {
    options.log?.(
      `Delivery simulated for ${((now - from) / 3600).toFixed(2)} h: ${totals.impressions.toLocaleString('en')} impressions, ` +
        `${totals.bids.toLocaleString('en')} bids in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}
