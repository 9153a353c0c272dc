import type { DashboardData } from '@beacon/contracts';
import type { EChartsCoreOption } from 'echarts/core';

type Texts = { spend: string; cumulative: string; planned: string };

/**
 * The pacing chart of a dashboard: the spend of each day (bars) and the spend to date against the
 * even pace's spend to date (lines), in the campaign's currency.
 */
export function pacingOption(
  data: DashboardData,
  texts: Texts,
  money: (v: number) => string,
): EChartsCoreOption {
  const days = data.pacing.map((d) => d.day);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, data: [texts.spend, texts.cumulative, texts.planned] },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => money(Number(v)) },
    xAxis: { type: 'category', data: days },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => money(v) } },
    series: [
      {
        name: texts.spend,
        type: 'bar',
        data: data.pacing.map((d) => round(d.spend)),
        itemStyle: { color: '#91cc75' },
      },
      {
        name: texts.cumulative,
        type: 'line',
        data: data.pacing.map((d) => round(d.cumulative_spend)),
        itemStyle: { color: '#5470c6' },
        showSymbol: false,
      },
      {
        name: texts.planned,
        type: 'line',
        data: data.pacing.map((d) => round(d.planned_spend)),
        lineStyle: { type: 'dashed' },
        itemStyle: { color: '#ee6666' },
        showSymbol: false,
      },
    ],
  };
}
