import * as echarts from 'echarts';
import type { ReportRow } from '../types/definition.ts';
import type { PdfFormat } from './format.ts';
import type { PdfTexts } from './texts.ts';

/** The two colours of the daily charts (the console's primary blue and a contrasting orange). */
const BLUE = '#228be6';
const ORANGE = '#f76707';

type ChartSize = { width: number; height: number };

/**
 * One ECharts chart rendered on the server to an SVG string (no canvas, no browser): the same
 * library as the console's charts, so the PDF's charts read like the screens'.
 */
function renderSvg(option: echarts.EChartsOption, size: ChartSize): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({ animation: false, textStyle: { fontFamily: 'Helvetica' }, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

const axisDays = (days: ReportRow[]) => days.map((row) => String(row.day).slice(5));
const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/** Impressions (bars, left axis) and clicks (line, right axis) per day of the period. */
export function dailyDeliverySvg(days: ReportRow[], texts: PdfTexts, size: ChartSize): string {
  return renderSvg(
    {
      color: [BLUE, ORANGE],
      legend: { top: 0, data: [texts.metrics.impressions, texts.metrics.clicks] },
      grid: { left: 56, right: 48, top: 32, bottom: 28 },
      xAxis: { type: 'category', data: axisDays(days), axisLabel: { hideOverlap: true } },
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        { name: texts.metrics.impressions, type: 'bar', data: days.map((row) => numberOf(row.impressions)) },
        {
          name: texts.metrics.clicks,
          type: 'line',
          yAxisIndex: 1,
          symbolSize: 4,
          data: days.map((row) => numberOf(row.clicks)),
        },
      ],
    },
    size,
  );
}

/** Spend per day of the period, in the campaign's currency. */
export function dailySpendSvg(
  days: ReportRow[],
  texts: PdfTexts,
  format: PdfFormat,
  size: ChartSize,
): string {
  return renderSvg(
    {
      color: [BLUE],
      legend: { top: 0, data: [texts.metrics.spend] },
      grid: { left: 72, right: 48, top: 32, bottom: 28 },
      xAxis: { type: 'category', data: axisDays(days), axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', axisLabel: { formatter: (value: number) => format.money(value) } },
      series: [
        {
          name: texts.metrics.spend,
          type: 'line',
          areaStyle: { opacity: 0.15 },
          symbolSize: 4,
          data: days.map((row) => numberOf(row.spend)),
        },
      ],
    },
    size,
  );
}
