import type { DashboardData } from '@beacon/contracts';
import {
  Badge,
  Container,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconClockOff, IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../app/shell/page-loader.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { formatCount, formatMetricMoney, formatPercent } from '../../../lib/format/metrics.ts';
import { formatAmount } from '../../../lib/format/money.ts';
import { StatusPage } from '../../../ui/status-page.tsx';
import { translateMessage } from '../../../ui/translate-message.ts';
import { EChart } from '../../dashboard/components/echart.tsx';
import { useDashboardData } from '../api/use-report-dashboards.ts';
import { pacingOption } from '../model/dashboard-chart.ts';
import { typeName } from '../model/labels.ts';

/**
 * An embedded dashboard (/dashboards/:token, docs/REPORTS.md#dashboards), opened by a signed URL
 * without signing in: one campaign's key figures against its budget and goal, its pacing and its
 * top line items and creatives, over the window the URL was signed for.
 */
export function DashboardPage() {
  const { t } = useTranslation('reports');
  const { token = '' } = useParams();
  const data = useDashboardData(token);
  if (data.isPending) return <PageLoader />;
  if (data.isError) {
    const expired = data.error instanceof ApiError && data.error.status === 410;
    return (
      <StatusPage
        icon={expired ? <IconClockOff size={26} /> : <IconLock size={26} />}
        color="red"
        title={expired ? t('dashboards.page.expired_title') : t('dashboards.page.invalid_title')}
        message={translateMessage(
          (data.error instanceof ApiError && data.error.code) || 'report.dashboard_invalid',
        )}
      />
    );
  }
  return <Dashboard data={data.data} />;
}

function Dashboard({ data }: { data: DashboardData }) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  const currency = data.campaign.currency;
  const money: Fmt = (v) => formatMetricMoney(v == null ? null : String(v), currency, lang);
  const count: Fmt = (v) => formatCount(v == null ? null : Number(v), lang);
  const percent: Fmt = (v) => formatPercent(v == null ? null : Number(v), lang);
  const dateTime = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const option = useMemo(
    () =>
      pacingOption(
        data,
        {
          spend: t('dashboards.page.daily_spend'),
          cumulative: t('dashboards.page.spend_to_date'),
          planned: t('dashboards.page.even_pace'),
        },
        (v) => formatAmount(String(v), currency, lang),
      ),
    [data, t, currency, lang],
  );
  const goal = data.goal;
  const goalMet =
    goal?.actual != null && (goal.lower_is_better ? goal.actual <= goal.target : goal.actual >= goal.target);
  const goalValue = (kpi: string, v: number) => (kpi === 'ctr' ? percent(v) : money(v));

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge variant="light">{typeName(data.code)}</Badge>
            <Text size="sm" c="dimmed">
              {data.advertiser.name}
            </Text>
          </Group>
          <Title order={1} size="h2">
            {data.campaign.name}
          </Title>
          <Text size="sm" c="dimmed" data-testid="dashboard-window">
            {t('dashboards.page.window', {
              start: data.start_date,
              end: data.end_date,
              flightStart: data.campaign.start_date,
              flightEnd: data.campaign.end_date,
            })}
          </Text>
          <Text size="xs" c="dimmed" data-testid="dashboard-provenance">
            {t('dashboards.page.provenance', {
              through: dateTime(data.data_complete_through),
              zone: data.time_zone,
              expires: dateTime(data.expires_at),
            })}
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          <Kpi label={t('fields.impressions')} value={count(data.totals.impressions)} />
          <Kpi label={t('fields.clicks')} value={count(data.totals.clicks)} />
          <Kpi label={t('fields.ctr')} value={percent(data.totals.ctr)} />
          <Kpi label={t('fields.spend')} value={money(data.totals.spend)} />
          <Kpi label={t('fields.cpm')} value={money(data.totals.cpm)} />
          <Kpi label={t('fields.unique_devices')} value={count(data.totals.unique_devices)} />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Paper withBorder p="md" data-testid="dashboard-budget">
            <Text size="sm" fw={600}>
              {t('dashboards.page.budget')}
            </Text>
            <Text size="sm">
              {t('dashboards.page.budget_line', {
                spent: money(data.totals.spend),
                budget: money(data.campaign.budget),
              })}
            </Text>
            <Progress.Root size="lg" mt="xs">
              <Progress.Section value={Math.min(100, data.budget_spent * 100)} color="blue" />
            </Progress.Root>
            <Text size="xs" c="dimmed" mt={4}>
              {t('dashboards.page.budget_pace', {
                spent: formatPercent(data.budget_spent * 100, lang),
                elapsed: formatPercent(data.flight_elapsed * 100, lang),
              })}
            </Text>
          </Paper>
          <Paper withBorder p="md" data-testid="dashboard-goal">
            <Text size="sm" fw={600}>
              {t('dashboards.page.goal')}
            </Text>
            {goal ? (
              <Group gap="xs" mt={4}>
                <Text size="sm">
                  {t('dashboards.page.goal_line', {
                    kpi: goal.kpi.toUpperCase(),
                    target: goalValue(goal.kpi, goal.target),
                    actual: goal.actual === null ? '—' : goalValue(goal.kpi, goal.actual),
                  })}
                </Text>
                {goal.actual !== null && (
                  <Badge color={goalMet ? 'teal' : 'orange'} variant="light">
                    {goalMet ? t('dashboards.page.goal_met') : t('dashboards.page.goal_missed')}
                  </Badge>
                )}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('dashboards.page.no_goal')}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {t('dashboards.page.cpc', { cpc: data.cpc === null ? '—' : money(data.cpc) })}
            </Text>
          </Paper>
        </SimpleGrid>

        <Paper withBorder p="md">
          <Text size="sm" fw={600} mb="xs">
            {t('dashboards.page.pacing')}
          </Text>
          <EChart option={option} height={280} label={t('dashboards.page.pacing')} />
        </Paper>

        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          <TopTable
            title={t('dashboards.page.top_line_items')}
            rows={data.line_items}
            money={money}
            count={count}
            percent={percent}
          />
          <TopTable
            title={t('dashboards.page.top_creatives')}
            rows={data.creatives}
            money={money}
            count={count}
            percent={percent}
          />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

function Kpi({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value || '—'}
      </Text>
    </Paper>
  );
}

/** A figure as the reader reads it; empty when the figure is absent. */
type Fmt = (v: number | string | null | undefined) => string;

function TopTable({
  title,
  rows,
  money,
  count,
  percent,
}: {
  title: string;
  rows: DashboardData['line_items'];
  money: Fmt;
  count: Fmt;
  percent: Fmt;
}) {
  const { t } = useTranslation('reports');
  return (
    <Paper withBorder p="md">
      <Text size="sm" fw={600} mb="xs">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboards.page.no_delivery')}
        </Text>
      ) : (
        <Table striped fz="xs" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboards.page.name')}</Table.Th>
              <Table.Th ta="right">{t('fields.impressions')}</Table.Th>
              <Table.Th ta="right">{t('fields.clicks')}</Table.Th>
              <Table.Th ta="right">{t('fields.ctr')}</Table.Th>
              <Table.Th ta="right">{t('fields.spend')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ta="right">{count(row.impressions)}</Table.Td>
                <Table.Td ta="right">{count(row.clicks)}</Table.Td>
                <Table.Td ta="right">{percent(row.ctr)}</Table.Td>
                <Table.Td ta="right">{money(row.spend)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
