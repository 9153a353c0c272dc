import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { formatCount, formatMetricMoney, formatPercent, formatRatio } from '../../lib/format/metrics.ts';
import type { GridColumn } from './index.ts';

const COUNTS = new Set(['impression', 'clicks', 'video_completes', 'conversions']);
const PERCENTS = new Set(['ctr', 'video_complete_percent']);
const MONEY = new Set(['cpm', 'cpc', 'spend', 'cpa']);
/** Conversion values are US dollars whatever the row's currency (docs/DELIVERY.md "Conversion metrics"). */
const USD_MONEY = new Set(['conversion_value']);
const RATIOS = new Set(['roas']);
const STATUS = new Set(['bidding_status', 'winning_status']);

const dash = (
  <Text span c="dimmed" fz="inherit" aria-label="—">
    —
  </Text>
);

/** "Bidding Now" / "Winning Now" (or their negatives) as a small badge. */
export function StatusBadge({ field, value, t }: { field: string; value: unknown; t: TFunction }) {
  if (value === null || value === undefined) return dash;
  const on = value === true;
  return (
    <Badge size="xs" variant={on ? 'light' : 'outline'} color={on ? 'teal' : 'gray'} tt="none">
      {t(`dashboard:status.${field}_${on ? 'on' : 'off'}`)}
    </Badge>
  );
}

/**
 * The metric columns of a buying-object grid (docs/REQUIREMENTS.md#lists: split from the dimensions in the
 * column chooser). The API adds them to the rows of each page from the analytics store; they are not sortable
 * (ranking by a metric would need every row's delivery first).
 */
export function metricColumns<T>(options: {
  metrics: readonly string[];
  defaults: readonly string[];
  language: string;
  currency: (row: T) => string;
  t: TFunction;
}): GridColumn<T>[] {
  const { language, currency, t } = options;
  return options.metrics.map((accessor) => {
    const value = (row: T) => (row as Record<string, unknown>)[accessor];
    const numeric = (text: string) =>
      text ? (
        <Text span fz="inherit" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {text}
        </Text>
      ) : (
        dash
      );
    const render = (row: T) => {
      const v = value(row);
      if (STATUS.has(accessor)) return <StatusBadge field={accessor} value={v} t={t} />;
      if (COUNTS.has(accessor)) return numeric(formatCount(v as number | null, language));
      if (PERCENTS.has(accessor)) return numeric(formatPercent(v as number | null, language));
      if (MONEY.has(accessor)) return numeric(formatMetricMoney(v as string | null, currency(row), language));
      if (USD_MONEY.has(accessor)) return numeric(formatMetricMoney(v as string | null, 'USD', language));
      if (RATIOS.has(accessor)) return numeric(formatRatio(v as number | null, language));
      return numeric(v === null || v === undefined ? '' : String(v));
    };
    return {
      accessor,
      titleKey: `dashboard:metrics.${accessor}`,
      kind: 'metric',
      defaultVisible: options.defaults.includes(accessor),
      sortable: false,
      width: 100,
      render,
    } satisfies GridColumn<T>;
  });
}
