import { Select } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  isMetricsPeriod,
  METRICS_PERIOD_KEY,
  METRICS_PERIODS,
  type MetricsPeriod,
  metricsPeriodParams,
} from './metrics-period.ts';

/** The metric period of a list screen, read from and written to the URL. */
export function useMetricsPeriod() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(METRICS_PERIOD_KEY);
  const period: MetricsPeriod = isMetricsPeriod(raw) ? raw : 'all';
  const params = useMemo(() => metricsPeriodParams(period), [period]);
  const setPeriod = (next: MetricsPeriod) =>
    setSearchParams((prev) => {
      const copy = new URLSearchParams(prev);
      if (next === 'all') copy.delete(METRICS_PERIOD_KEY);
      else copy.set(METRICS_PERIOD_KEY, next);
      return copy;
    });
  return { period, params, setPeriod };
}

/** A compact picker of the period the metric columns cover (UTC days). */
export function MetricsPeriodSelect({ controller }: { controller: ReturnType<typeof useMetricsPeriod> }) {
  const { t } = useTranslation('grid');
  return (
    <Select
      size="xs"
      w={170}
      aria-label={t('metrics_period.label')}
      title={t('metrics_period.hint')}
      leftSection={<IconCalendarStats size={14} />}
      allowDeselect={false}
      data={METRICS_PERIODS.map((value) => ({ value, label: t(`metrics_period.${value}`) }))}
      value={controller.period}
      onChange={(value) => isMetricsPeriod(value) && controller.setPeriod(value)}
    />
  );
}
