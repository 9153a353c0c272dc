import type { Log } from './logger.ts';

/** A repeat within this time is the same stop request (see `stopOnSignals`). */
const REPEAT_MS = 1000;

/**
 * On SIGTERM or SIGINT, runs `stop` (stop accepting, finish the requests and jobs in progress,
 * close the stores) and exits 0; a second signal exits at once. One Ctrl-C can reach the server
 * several times within milliseconds (the terminal signals the whole process group and `npm start`
 * forwards it too), so a repeat within a second is not taken as the second signal.
 */
export function stopOnSignals(log: Log, stop: () => Promise<void>) {
  let stoppingSince: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < REPEAT_MS) return;
      log.warn({ signal }, 'Second stop signal: exiting without waiting for work in progress');
      process.exit(1);
    }
    stoppingSince = Date.now();
    log.info({ signal }, 'Stopping: finishing the requests and jobs in progress');
    stop().then(
      () => {
        log.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'The stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
