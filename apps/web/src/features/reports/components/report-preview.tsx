import type { ReportField, ReportPoll } from '@beacon/contracts';
import { Paper, ScrollArea, Table, Text } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/number.ts';
import { EChart } from '../../dashboard/components/echart.tsx';
import { columnName } from '../model/labels.ts';
import { chartSeries, previewOrder } from '../model/preview-chart.ts';
import classes from './report-preview.module.css';

type Cell = string | number | null;

const formatCell = (value: Cell, language: string) =>
  value === null ? '' : typeof value === 'number' ? formatNumber(value, language, 3) : value;

/**
 * The first rows of a finished report (the file has all of them): a table whose first column stays
 * in view while the others scroll, and above it the first metric over the date dimension.
 */
export function ReportPreview({
  poll,
  dimensions,
  metrics,
}: {
  poll: ReportPoll;
  dimensions: readonly ReportField[];
  metrics: readonly ReportField[];
}) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const { columns, preview } = poll;
  const series = useMemo(
    () => chartSeries(columns, preview, dimensions, metrics),
    [columns, preview, dimensions, metrics],
  );
  const order = useMemo(() => previewOrder(columns, dimensions), [columns, dimensions]);
  const numericColumns = useMemo(
    () => new Set(metrics.map((m) => m.code).filter((c) => columns.includes(c))),
    [metrics, columns],
  );
  const option = useMemo<EChartsCoreOption | null>(
    () =>
      series && series.points.length > 1
        ? {
            animation: false,
            color: ['#4c6ef5'],
            tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatNumber(v, language, 3) },
            grid: { left: 64, right: 16, top: 16, bottom: 28 },
            xAxis: { type: 'category', data: series.points.map(([d]) => d) },
            yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatNumber(v, language, 3) } },
            series: [
              {
                name: columnName(series.metric),
                type: 'bar',
                data: series.points.map(([, v]) => v),
              },
            ],
          }
        : null,
    [series, language],
  );
  const total = poll.job.rows ?? preview.length;
  return (
    <>
      {option && series && (
        <Paper withBorder p="xs" radius="sm">
          <Text size="xs" fw={500} mb={4}>
            {t('result.chart_title', {
              metric: columnName(series.metric),
              dimension: columnName(series.dateColumn),
            })}
          </Text>
          <EChart
            option={option}
            height={180}
            label={t('result.chart_label', { metric: columnName(series.metric) })}
          />
        </Paper>
      )}
      <Text size="xs" c="dimmed">
        {preview.length < total
          ? t('result.preview_part', {
              shown: formatNumber(preview.length, language),
              total: formatNumber(total, language),
            })
          : t('result.preview_all', { count: total, total: formatNumber(total, language) })}
      </Text>
      <ScrollArea.Autosize mah={560} type="auto" className={classes.frame}>
        <Table
          aria-label={t('result.preview')}
          highlightOnHover
          withColumnBorders
          fz="xs"
          verticalSpacing={4}
          horizontalSpacing={8}
          stickyHeader
          className={classes.table}
        >
          <Table.Thead>
            <Table.Tr>
              {order.map((index) => {
                const code = columns[index] ?? '';
                return (
                  <Table.Th key={code} className={numericColumns.has(code) ? classes.number : undefined}>
                    {columnName(code)}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.map((row, i) => (
              // The preview's rows have no identity of their own: their place is theirs.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
              <Table.Tr key={i}>
                {order.map((j) => (
                  <Table.Td
                    key={j}
                    className={numericColumns.has(columns[j] ?? '') ? classes.number : undefined}
                  >
                    {formatCell(row[j] ?? null, language)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </>
  );
}
