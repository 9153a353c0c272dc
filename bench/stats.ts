export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { n: sorted.length, median: at(0.5), p95: at(0.95) };
}

export const ms = (v: number) => `${v.toFixed(2)} ms`;
