import { type Analytics, checkServerDialect, recordingAnalytics } from '@beacon/analytics';
import type { AnalyticsStore } from '../platform/analytics.ts';

/** Statements already checked by this worker process (its files share modules), checked once. */
const checked = new Set<string>();

/**
 * Records the SQL a test app sends to its analytics store, so that closing the app can check each
 * new statement against the server dialect (packages/analytics/README.md, "The server dialect"):
 * the API tests run on the embedded engine, and this keeps what they run valid on a server.
 */
export function watchServerDialect(store: AnalyticsStore) {
  const seen = new Set<string>();
  const get = store.get;
  // One recorder per opened store: every caller gets the same object, as without the recorder (a
  // test may replace one of its methods).
  const recorders = new WeakMap<Analytics, Analytics>();
  store.get = () =>
    get().then((db) => {
      let recorder = recorders.get(db);
      if (!recorder) {
        recorder = recordingAnalytics(db, (sql) => seen.add(sql));
        recorders.set(db, recorder);
      }
      return recorder;
    });
  return {
    /** Answers a description of each statement a server would not take; empty when all is well. */
    async problems(): Promise<string[]> {
      const fresh = [...seen].filter((sql) => !checked.has(sql));
      if (fresh.length === 0) return [];
      // The store is open: it answered the recorded statements.
      const reports = await checkServerDialect(await get(), fresh);
      for (const sql of fresh) checked.add(sql);
      return reports.map((r) => `${r.problems.join('; ')}\n${r.sql}`);
    },
  };
}
