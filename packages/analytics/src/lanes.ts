import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is waiting for a query of the analytics store: a person (a request of the console) or
 * background work (a job). See docs/JOBS.md "Analytics lanes".
 */
export type Lane = 'interactive' | 'background';

type LaneContext = { lane: Lane; signal?: AbortSignal | undefined };

const context = new AsyncLocalStorage<LaneContext>();

/**
 * Runs `work` (and everything it awaits) in the background lane: its queries of an embedded store
 * wait behind every waiting interactive one. Given the job's signal, its queries still waiting
 * when the job is stopped are dropped with the signal's reason.
 */
export function inBackgroundLane<T>(work: () => T, signal?: AbortSignal): T {
  return context.run({ lane: 'background', signal }, work);
}

/** The lane of the caller: background inside `inBackgroundLane`, otherwise interactive. */
export function currentLane(): LaneContext {
  return context.getStore() ?? { lane: 'interactive' };
}

/** What a call of the store does: a SELECT, an insert of rows, or a statement answering none. */
export type CallKind = 'query' | 'insert' | 'command';

/**
 * One call that has finished its turn: how long it waited for the turn and how long it ran
 * (milliseconds). Calls dropped while waiting are not reported: they never ran.
 */
export type LaneCall = { lane: Lane; kind: CallKind; waitMs: number; runMs: number; failed: boolean };

/** Told of every call that ran, e.g. to feed metrics; it must not throw or take long. */
export type LaneObserver = (call: LaneCall) => void;

type Waiting = {
  start: () => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | null;
};

/**
 * Runs at most one task at a time; a waiting interactive task always starts before any waiting
 * background one, tasks of one lane start in the order they came. Nothing is pre-empted: an
 * interactive task waits at most for the task running when it arrived. Background tasks run as
 * soon as no interactive one waits, so they are never starved once interactive traffic stops. A
 * waiting task whose signal aborts leaves the queue and rejects with the signal's reason; a
 * running one is given the signal to stop itself.
 */
export function createLaneScheduler(observe?: LaneObserver) {
  const waiting: Record<Lane, Waiting[]> = { interactive: [], background: [] };
  let running = false;
  const stats = { started: { interactive: 0, background: 0 } };

  const next = () => {
    if (running) return;
    const task = waiting.interactive.shift() ?? waiting.background.shift();
    if (!task) return;
    running = true;
    if (task.onAbort) task.signal?.removeEventListener('abort', task.onAbort);
    task.start();
  };

  return {
    /** Runs `task` in its turn; answers (or throws) what the task does. */
    run<T>(lane: Lane, task: () => Promise<T>, signal?: AbortSignal, kind: CallKind = 'query'): Promise<T> {
      const queued = performance.now();
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const entry: Waiting = {
          signal,
          onAbort: null,
          reject,
          start: () => {
            stats.started[lane] += 1;
            const started = performance.now();
            let failed = false;
            let result: Promise<T>;
            try {
              result = task();
            } catch (error) {
              result = Promise.reject(error);
            }
            result
              .then(resolve, (error: unknown) => {
                failed = true;
                reject(error);
              })
              .finally(() => {
                running = false;
                const runMs = performance.now() - started;
                // The next call starts first: an observer that throws must not stall the store.
                next();
                observe?.({ lane, kind, waitMs: started - queued, runMs, failed });
              });
          },
        };
        if (signal) {
          entry.onAbort = () => {
            const queue = waiting[lane];
            const at = queue.indexOf(entry);
            if (at < 0) return;
            queue.splice(at, 1);
            reject(signal.reason);
          };
          signal.addEventListener('abort', entry.onAbort, { once: true });
        }
        waiting[lane].push(entry);
        next();
      });
    },
    /** Tasks waiting per lane, whether one runs, and how many each lane started (tests, logs). */
    state() {
      return {
        waiting: { interactive: waiting.interactive.length, background: waiting.background.length },
        running,
        started: { ...stats.started },
      };
    },
  };
}

export type LaneScheduler = ReturnType<typeof createLaneScheduler>;
