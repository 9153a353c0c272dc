import type { Config } from '../../config.ts';
import { defineJob } from '../../platform/jobs/kind.ts';
import { advanceDelivery } from './advance.ts';
import { DeliveryRaceError } from './ledger.ts';
import { undoPendingSlice } from './settle.ts';

/**
 * Keeps delivery live: every minute, once across all processes, the simulation advances from the
 * shared mark to now (the first run backfills the demo world's days, hence the long time-out).
 * A missed minute is not retried: the next one catches up from the mark. With
 * `SIMULATE_DELIVERY` off the schedule is removed; the one run sent at start only undoes a slice
 * a stopped run left half-written (`settle.ts`).
 */
/** Each process says where delivery stands after its first run; later, only long catch-ups. */
let firstRunHere = true;

export const deliveryTickJob = (config: Pick<Config, 'simulateDelivery'>) =>
  defineJob<Record<string, never>>({
    name: 'delivery.tick',
    cron: config.simulateDelivery ? '* * * * *' : null,
    retryLimit: 0,
    retryDelaySeconds: 1,
    timeoutSeconds: 3600,
    async run(deps, _data, attempt) {
      const log = (line: string) => deps.log.info(line);
      try {
        if (!config.simulateDelivery) {
          // Off: nothing is simulated, but a slice an earlier run left half-written is still undone.
          await undoPendingSlice(deps, log);
          return;
        }
        await advanceDelivery(deps, { log, announce: firstRunHere, signal: attempt.signal });
        firstRunHere = false;
      } catch (error) {
        // A slice another process committed first is not a failure of this one.
        if (!(error instanceof DeliveryRaceError)) throw error;
      }
    },
  });
