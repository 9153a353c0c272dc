import { Box, Loader } from '@mantine/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { preloadECharts } from './echarts-preload.ts';

/**
 * An ECharts chart on a canvas. The library loads on first use (its own chunk), the chart follows
 * its box's size, and it is disposed with the component.
 */
export function EChart({
  option,
  height,
  label,
}: {
  option: EChartsCoreOption;
  height: number;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void preloadECharts().then(({ echarts }) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current, undefined, { renderer: 'canvas' });
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, { notMerge: true });
  }, [ready, option]);

  return (
    <Box pos="relative" h={height} role="img" aria-label={label} data-chart={ready ? 'ready' : 'loading'}>
      <div ref={box} style={{ width: '100%', height: '100%' }} />
      {!ready && <Loader size="sm" pos="absolute" top="45%" left="50%" />}
    </Box>
  );
}
