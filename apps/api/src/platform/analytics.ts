import path from 'node:path';
import { type Analytics, type Exclusive, type LaneCall, migrate, openAnalytics } from '@beacon/analytics';
import { ApiError } from './errors.ts';
import { analyticsRunSeconds, analyticsWaitSeconds } from './metrics/registry.ts';

/**
 * The analytics store of this process, opened on first use: embedded chdb under
 * `DATA_DIR/analytics` (one data directory per process), or the ClickHouse server at
 * `CLICKHOUSE_URL`. Its migrations run once, on opening, holding `exclusive` (processes sharing
 * a ClickHouse server apply each version once). Processes that never read delivery (and the API
 * tests) never load the engine.
 */
export type AnalyticsStore = {
  get(): Promise<Analytics>;
  close(): Promise<void>;
};

export function createAnalyticsStore(options: {
  url: string | undefined;
  dataDir: string;
  exclusive?: Exclusive;
}): AnalyticsStore {
  let opening: Promise<Analytics> | null = null;
  return {
    get() {
      opening ??= (async () => {
        const store = openAnalytics(
          options.url
            ? { url: options.url }
            : { dataDir: path.join(options.dataDir, 'analytics'), observeCalls: recordCall },
        );
        await migrate(store, undefined, options.exclusive);
        return store;
      })();
      // A store that failed to open (a ClickHouse server not up yet) is tried again on the next call.
      opening.catch(() => {
        opening = null;
      });
      return opening;
    },
    async close() {
      if (!opening) return;
      const store = await opening.catch(() => null);
      opening = null;
      await store?.close();
    },
  };
}

/** Keeps an embedded store's call in the metrics (docs/OPERATIONS.md "Metrics"). */
function recordCall(call: LaneCall) {
  const labels = { lane: call.lane, kind: call.kind };
  analyticsWaitSeconds.observe(labels, call.waitMs / 1000);
  analyticsRunSeconds.observe(labels, call.runMs / 1000);
}

/**
 * Runs a read of the analytics store for an answer: a store that cannot be opened or queried is a
 * 503 with its own message (the console says delivery data is unavailable), not a generic 500.
 */
export async function readAnalytics<T>(store: AnalyticsStore, read: (analytics: Analytics) => Promise<T>) {
  let analytics: Analytics;
  try {
    analytics = await store.get();
  } catch (error) {
    throw analyticsUnavailable(error);
  }
  try {
    return await read(analytics);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw analyticsUnavailable(error);
  }
}

function analyticsUnavailable(cause: unknown) {
  const error = new ApiError(503, 'errors.analytics_unavailable', 'Delivery data is unavailable right now');
  error.cause = cause;
  return error;
}
