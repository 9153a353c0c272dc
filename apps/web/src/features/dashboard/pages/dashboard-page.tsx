import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useLandingPath } from '../../../app/use-landing-path.ts';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useProfile } from '../../../lib/session/use-profile.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { LoadingBlock } from '../../../ui/record-gate.tsx';
import { linkedPaths } from '../../line-items/paths.ts';
import { useDashboard } from '../api/use-dashboard.ts';
import { rangeFromParams } from '../components/date-range.ts';
import { EChart } from '../components/echart.tsx';
import { KpiCards } from '../components/kpi-cards.tsx';
import { TopTable } from '../components/top-table.tsx';
import { trendOption } from '../components/trend-chart.ts';

/**
 * Dashboard (/admin/dashboard): the account's delivery in a UTC date range — KPI cards, the hourly
 * (up to three days) or daily trend, and the top campaigns and line items. Without Campaign:index
 * a user is sent on to their landing screen (docs/REQUIREMENTS.md#navigation).
 */
export function DashboardPage() {
  const ability = useAppAbility();
  const profile = useProfile();
  const landing = useLandingPath(profile);
  if (!ability.can('index', 'Campaign')) return <Navigate to={landing} replace />;
  return <DashboardScreen />;
}

function DashboardScreen() {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const dashboard = useDashboard(range);
  const data = dashboard.data;
  const option = useMemo(
    () =>
      data
        ? trendOption(
            data,
            {
              impressions: t('trend.impressions'),
              clicks: t('trend.clicks'),
              videoCompletes: t('trend.video_completes'),
              conversions: t('trend.conversions'),
            },
            language,
          )
        : null,
    [data, t, language],
  );
  const pick = ([start, end]: [string | null, string | null]) => {
    if (!start || !end) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('start_date', start);
        next.set('end_date', end);
        return next;
      },
      { replace: true },
    );
  };
  const trendTitle = data?.granularity === 'hour' ? t('trend.title_hour') : t('trend.title_day');

  return (
    <Stack gap="md" maw={1400}>
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t('title')} intro={t('subtitle')} />
        <DatePickerInput
          type="range"
          size="sm"
          w={260}
          label={t('range')}
          description={t('range_hint')}
          valueFormat="YYYY-MM-DD"
          value={[range.start, range.end]}
          onChange={(value) => pick(value as [string | null, string | null])}
          allowSingleDateInRange
          maxDate={new Date().toISOString().slice(0, 10)}
        />
      </Group>
      {dashboard.isError && <Alert color="red">{t('load_failed')}</Alert>}
      {!data && !dashboard.isError && <LoadingBlock />}
      {data && (
        <>
          <KpiCards data={data} />
          <Paper withBorder radius="md" p="md" component="section" aria-label={trendTitle}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h5">
                {trendTitle}
              </Title>
              <Text size="xs" c="dimmed">
                {t('utc_note')}
              </Text>
            </Group>
            {data.totals.impressions === 0 && (
              <Text size="sm" c="dimmed" mb="xs">
                {t('empty')}
              </Text>
            )}
            {option && <EChart option={option} height={280} label={trendTitle} />}
          </Paper>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <TopTable
              title={t('top.campaigns')}
              rows={data.top_campaigns}
              href={ability.can('update', 'Campaign') ? (id) => linkedPaths.campaignEdit(id) : null}
            />
            <TopTable
              title={t('top.line_items')}
              rows={data.top_line_items}
              href={ability.can('update', 'LineItem') ? (id) => `/admin/lineitem/edit/${id}` : null}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
