import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Analytics, openAnalytics } from './client.ts';

/**
 * An embedded store in a fresh temporary directory, for tests. chdb holds one data directory per
 * process at a time: close the store (the returned `close` also removes the directory) before
 * opening another.
 */
export function openTemporaryAnalytics(prefix = 'beacon-analytics-'): Analytics & { dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const db = openAnalytics({ dataDir });
  return {
    ...db,
    dataDir,
    async close() {
      try {
        await db.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A small deterministic generator (mulberry32) so test data is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
