export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { n: sorted.length, median: at(0.5), p95: at(0.95) };
}

export const ms = (v: number) => `${v.toFixed(2)} ms`;

/** How long `fn` takes, in milliseconds. */
export async function timed(fn: () => Promise<unknown>) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/**
 * Median/p95 of `runs` runs of each function after one warm-up each (caches of files and marks),
 * interleaved so every function sees the same machine load.
 */
export async function compare(fns: Record<string, () => Promise<unknown>>, runs: number) {
  const samples: Record<string, number[]> = {};
  for (const [name, fn] of Object.entries(fns)) {
    await fn();
    samples[name] = [];
  }
  for (let i = 0; i < runs; i++)
    for (const [name, fn] of Object.entries(fns)) samples[name]!.push(await timed(fn));
  return Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, summarize(s)]));
}
