import path from 'node:path';
import { type Analytics, migrate, openAnalytics } from '@beacon/analytics';

/**
 * The analytics store of this process, opened on first use: embedded chdb under
 * `DATA_DIR/analytics` (one data directory per process), or the ClickHouse server at
 * `CLICKHOUSE_URL`. Its migrations run once, on opening. Processes that never read delivery
 * (and the API tests) never load the engine.
 */
export type AnalyticsStore = {
  get(): Promise<Analytics>;
  close(): Promise<void>;
};

export function createAnalyticsStore(options: { url: string | undefined; dataDir: string }): AnalyticsStore {
  let opening: Promise<Analytics> | null = null;
  return {
    get() {
      opening ??= (async () => {
        const store = openAnalytics(
          options.url ? { url: options.url } : { dataDir: path.join(options.dataDir, 'analytics') },
        );
        await migrate(store);
        return store;
      })();
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
