import type { AppDeps } from '../../platform/deps.ts';
import { deliverySimulated } from '../../platform/metrics/registry.ts';
import { commitLedger, endBackfill, openWatermark } from './ledger.ts';
import { runDelivery } from './run.ts';
import { undoPendingSlice } from './settle.ts';

const DAY = 86_400;
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * Simulates delivery from the shared mark up to now: at most `maxCatchUpSeconds` back (by default
 * `DELIVERY_CATCH_UP_HOURS`; older hours are skipped and the mark moved over them), after undoing
 * a slice a stopped run left pending. The very first run (no mark yet) is the backfill of the
 * history: it starts `backfillDays` back (`DELIVERY_BACKFILL_DAYS`) and, until the mark reaches
 * the moment that run began, the catch-up bound does not apply, so a backfill cut short by a stop
 * or a time-out goes on where it was (docs/DELIVERY.md "History"). Another process that got to a
 * slice first wins it (`DeliveryRaceError`). Long catch-ups are logged (the backfill day by day,
 * so the operator sees the history fill up), and any run when `announce` is set.
 */
export async function advanceDelivery(
  deps: AppDeps,
  options: {
    maxCatchUpSeconds?: number;
    backfillDays?: number;
    log?: (line: string) => void;
    announce?: boolean;
    signal?: AbortSignal;
  } = {},
) {
  // A slice a stopped run left half-written is undone first, so it is simulated again from the mark.
  await undoPendingSlice(deps, options.log);
  const maxCatchUp = options.maxCatchUpSeconds ?? deps.config.deliveryCatchUpHours * 3600;
  const backfill = (options.backfillDays ?? deps.config.deliveryBackfillDays) * DAY;
  const now = Math.floor(Date.now() / 1000);
  const { mark, backfillUntil } = await openWatermark(deps.db, {
    initial: now - Math.max(maxCatchUp, backfill),
    backfillUntil: backfill > maxCatchUp ? now : null,
  });
  const backfilling = backfillUntil !== null && mark < backfillUntil;
  const from = backfilling ? mark : Math.max(mark, now - maxCatchUp);
  if (from >= now) return;
  if (from > mark) await commitLedger(deps.db, [], { from: mark, to: from });
  const started = performance.now();
  const log = options.log;
  if (backfilling)
    log?.(
      `Simulating the delivery history: ${day(from)} to now (${((now - from) / DAY).toFixed(1)} days), in the background…`,
    );
  else if (now - from > 3600) log?.(`Simulating delivery for ${((now - from) / 3600).toFixed(1)} h…`);
  // The backfill says how far it got every 10 simulated days.
  let nextReport = from + 10 * DAY;
  const onSlice = (to: number) => {
    if (!backfilling || to < nextReport || to >= now) return;
    nextReport = to + 10 * DAY;
    log?.(
      `Delivery history simulated through ${day(to)} (${((to - from) / DAY).toFixed(0)} of ` +
        `${((now - from) / DAY).toFixed(0)} days, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  };
  const totals = await runDelivery(deps, {
    from,
    to: now,
    advanceWatermark: true,
    signal: options.signal,
    onSlice,
    // Weeks of history: written a day at a time (the model still runs hour by hour).
    commitHours: backfilling ? 24 : 1,
  });
  if (backfilling) await endBackfill(deps.db);
  if (totals) {
    deliverySimulated.inc({ what: 'bids' }, totals.bids);
    deliverySimulated.inc({ what: 'impressions' }, totals.impressions);
  }
  if (totals && (now - from > 3600 || options.announce)) {
    const seconds = (performance.now() - started) / 1000;
    const what = backfilling ? `Delivery history of ${((now - from) / DAY).toFixed(1)} days` : 'Delivery';
    log?.(
      `${what} simulated for ${((now - from) / 3600).toFixed(2)} h: ${totals.impressions.toLocaleString('en')} impressions, ` +
        `${totals.bids.toLocaleString('en')} bids in ${seconds.toFixed(1)} s` +
        (backfilling ? ` (${process.uptime().toFixed(0)} s after this process started)` : ''),
    );
  }
}
