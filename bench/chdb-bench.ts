import type { Analytics } from '../packages/analytics/src/index.ts';

/** A duration for a benchmark line: milliseconds below a second, seconds above. */
export const duration = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
export const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;

/**
 * Waits (at most `maxMs`) until ClickHouse has no background merge running, as a live store would
 * have settled, so reads are timed on settled parts; answers how long it waited.
 */
export async function waitForMerges(db: Analytics, maxMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < maxMs) {
    const [m] = await db.query<{ n: string }>('SELECT count() AS n FROM system.merges');
    if (Number(m?.n ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return performance.now() - start;
}
