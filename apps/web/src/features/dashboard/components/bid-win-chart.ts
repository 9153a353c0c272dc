import type { BidWin } from '@beacon/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import { formatCount, formatPercent } from '../../../lib/format/metrics.ts';

/** Bids and wins as bars, the win rate as a line on its own percentage axis. */
export function bidWinOption(
  data: BidWin,
  labels: { bids: string; wins: string; winRate: string },
  language: string,
): EChartsCoreOption {
  const hours = data.points.map((p) => p.hour.slice(11, 16));
  return {
    animation: false,
    color: ['#94a3b8', '#0ca678', '#f08c00'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [labels.bids, labels.wins, labels.winRate] },
    grid: { left: 48, right: 48, top: 32, bottom: 24 },
    xAxis: { type: 'category', data: hours },
    yAxis: [
      { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => formatCount(v, language) } },
      {
        type: 'value',
        min: 0,
        max: 100,
        splitLine: { show: false },
        axisLabel: { formatter: (v: number) => formatPercent(v, language) },
      },
    ],
    series: [
      { name: labels.bids, type: 'bar', data: data.points.map((p) => p.bids), barGap: '10%' },
      { name: labels.wins, type: 'bar', data: data.points.map((p) => p.wins) },
      {
        name: labels.winRate,
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        symbolSize: 4,
        // No bids, no rate: the line breaks rather than dropping to zero.
        data: data.points.map((p) => (p.bids > 0 ? p.win_rate : null)),
        tooltip: { valueFormatter: (v: number) => formatPercent(v, language) },
      },
    ],
  };
}
