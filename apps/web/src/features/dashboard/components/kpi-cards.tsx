import type { Dashboard } from '@beacon/contracts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMetricMoney, formatPercent, formatRatio } from '../../../lib/format/metrics.ts';

/** One figure, or one per currency (spend and CPM are never added across currencies). */
function Kpi({ label, values }: { label: string; values: string[] }) {
  return (
    <Paper withBorder radius="md" px="md" py="sm" component="article" aria-label={label} data-kpi>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Stack gap={0} mt={4}>
        {values.map((value) => (
          <Text
            key={value}
            fz={values.length > 1 ? 'md' : 'xl'}
            fw={700}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

export function KpiCards({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const { totals } = data;
  const perCurrency = (pick: (s: Dashboard['totals']['spend'][number]) => string) =>
    totals.spend.length
      ? totals.spend.map((s) => formatMetricMoney(pick(s), s.currency, language))
      : [t('kpi.no_spend')];
  // CPA and ROAS per currency; "—" where there is nothing to divide by
  // (ROAS also where the currency is not USD, as conversion values are US dollars).
  const perCurrencyOrDash = (format: (s: Dashboard['totals']['spend'][number]) => string) =>
    totals.spend.length
      ? totals.spend.map((s) => {
          const value = format(s) || '—';
          // The currency is named when there are several, so each figure reads against its spend.
          return totals.spend.length > 1 ? `${value} ${s.currency}` : value;
        })
      : [t('kpi.no_spend')];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm">
      <Kpi label={t('kpi.spend')} values={perCurrency((s) => s.spend)} />
      <Kpi label={t('kpi.impressions')} values={[formatCount(totals.impressions, language)]} />
      <Kpi label={t('kpi.clicks')} values={[formatCount(totals.clicks, language)]} />
      <Kpi label={t('kpi.ctr')} values={[formatPercent(totals.ctr, language)]} />
      <Kpi label={t('kpi.cpm')} values={perCurrency((s) => s.cpm)} />
      <Kpi label={t('kpi.video_completes')} values={[formatCount(totals.video_completes, language)]} />
      <Kpi label={t('kpi.devices')} values={[formatCount(totals.devices, language)]} />
      <Kpi label={t('kpi.conversions')} values={[formatCount(totals.conversions, language)]} />
      <Kpi
        label={t('kpi.conversion_value')}
        values={[formatMetricMoney(totals.conversion_value, 'USD', language)]}
      />
      <Kpi
        label={t('kpi.cpa')}
        values={perCurrencyOrDash((s) =>
          s.cpa === null ? '' : formatMetricMoney(s.cpa, s.currency, language),
        )}
      />
      <Kpi label={t('kpi.roas')} values={perCurrencyOrDash((s) => formatRatio(s.roas, language))} />
    </SimpleGrid>
  );
}
