import type { Dashboard } from '@beacon/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import { formatCount } from '../../../lib/format/metrics.ts';

/** Impressions as bars; clicks, video completes and conversions as lines on a second axis. */
export function trendOption(
  data: Dashboard,
  labels: { impressions: string; clicks: string; videoCompletes: string; conversions: string },
  language: string,
): EChartsCoreOption {
  const axis = data.trend.map((p) =>
    data.granularity === 'hour' ? p.time.slice(5, 16) : p.time.slice(0, 10),
  );
  const count = (v: number) => formatCount(v, language);
  return {
    animation: false,
    color: ['#4c6ef5', '#0ca678', '#f08c00', '#ae3ec9'],
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => count(v) },
    legend: { top: 0 },
    grid: { left: 56, right: 48, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: axis },
    yAxis: [
      { type: 'value', minInterval: 1, axisLabel: { formatter: count } },
      { type: 'value', minInterval: 1, splitLine: { show: false }, axisLabel: { formatter: count } },
    ],
    series: [
      { name: labels.impressions, type: 'bar', data: data.trend.map((p) => p.impressions) },
      {
        name: labels.clicks,
        type: 'line',
        yAxisIndex: 1,
        symbolSize: 4,
        data: data.trend.map((p) => p.clicks),
      },
      {
        name: labels.videoCompletes,
        type: 'line',
        yAxisIndex: 1,
        symbolSize: 4,
        data: data.trend.map((p) => p.video_completes),
      },
      {
        name: labels.conversions,
        type: 'line',
        yAxisIndex: 1,
        symbolSize: 4,
        data: data.trend.map((p) => p.conversions),
      },
    ],
  };
}
