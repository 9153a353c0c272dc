let loading: Promise<typeof import('./echarts-setup.ts')> | null = null;

/**
 * Starts loading the ECharts chunk (once) and answers it. A chart screen's route loader calls it,
 * so the chunk downloads and parses alongside the screen's code and data instead of after them
 * (docs/BENCHMARKS.md "Chart screens"); `EChart` waits for the same promise.
 */
export function preloadECharts() {
  loading ??= import('./echarts-setup.ts');
  return loading;
}
