import type { AppDeps } from '../../platform/deps.ts';
import { commitLedger, DeliveryRaceError, readWatermark } from './ledger.ts';
import { runDelivery } from './run.ts';

export interface DeliveryLoopOptions {
  /** How often the current hour is advanced (ms). */
  intervalMs?: number;
  /** At most this much time is caught up after a stop; older hours are skipped. */
  maxCatchUpSeconds?: number;
  log?: (line: string) => void;
}

/**
 * Keeps delivery live while the server runs: catches up from the shared mark (at most
 * `maxCatchUpSeconds` back; on the very first run that is the backfill of the demo world's days)
 * and then simulates up to "now" every interval. One tick at a time; another process that got to
 * a slice first simply wins it. Answers a stop function that waits for the running tick.
 */
export function startDeliveryLoop(deps: AppDeps, options: DeliveryLoopOptions = {}) {
  const interval = options.intervalMs ?? 60_000;
  const maxCatchUp = options.maxCatchUpSeconds ?? 7 * 86_400;
  const log = options.log ?? (() => {});
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = async () => {
    const now = Math.floor(Date.now() / 1000);
    const mark = await readWatermark(deps.db, now - maxCatchUp);
    const from = Math.max(mark, now - maxCatchUp);
    if (from >= now) return;
    if (from > mark) {
      // Hours beyond the catch-up bound are skipped: move the mark over them first.
      await commitLedger(deps.db, [], { from: mark, to: from });
    }
    const started = performance.now();
    const totals = await runDelivery(deps, { from, to: now, advanceWatermark: true });
    if (totals && now - from > 3600) {
      log(
        `Delivery simulated for ${((now - from) / 3600).toFixed(1)} h: ${totals.impressions.toLocaleString('en')} impressions, ` +
          `${totals.bids.toLocaleString('en')} bids in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => {
          if (!(error instanceof DeliveryRaceError)) console.error('  Delivery simulation failed:', error);
        })
        .finally(() => {
          running = null;
          schedule();
        });
    }, interval);
    timer.unref();
  };

  running = tick()
    .catch((error: unknown) => {
      if (!(error instanceof DeliveryRaceError)) console.error('  Delivery simulation failed:', error);
    })
    .finally(() => {
      running = null;
      schedule();
    });

  return async function stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
