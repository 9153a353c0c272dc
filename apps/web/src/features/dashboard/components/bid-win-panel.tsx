import { BID_WIN_PERIODS, type LineItem } from '@beacon/contracts';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMetricMoney, formatPercent } from '../../../lib/format/metrics.ts';
import { DEFAULT_BID_WIN_PERIOD, useBidWin } from '../api/use-dashboard.ts';
import { bidWinOption } from './bid-win-chart.ts';
import { EChart } from './echart.tsx';

/** "Bid / win" card of a line item: the period picker, the totals and the hourly chart (UTC). */
export function BidWinPanel({ line }: { line: LineItem }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const [period, setPeriod] = useState<number>(DEFAULT_BID_WIN_PERIOD);
  const bidWin = useBidWin(line.id, period);
  const data = bidWin.data;
  const option = useMemo(
    () =>
      data
        ? bidWinOption(
            data,
            { bids: t('bid_win.bids'), wins: t('bid_win.wins'), winRate: t('bid_win.win_rate') },
            language,
          )
        : null,
    [data, t, language],
  );
  const totals = data?.totals;
  const facts = [
    { key: 'bids', value: formatCount(totals?.bids ?? null, language) },
    { key: 'wins', value: formatCount(totals?.wins ?? null, language) },
    { key: 'win_rate', value: formatPercent(totals?.win_rate ?? null, language) },
    { key: 'spend', value: formatMetricMoney(totals?.spend ?? null, line.currency, language) },
  ];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bid-win-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h5" id="bid-win-title">
            {t('bid_win.title')}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t('bid_win.period')}
            value={String(period)}
            onChange={(value) => setPeriod(Number(value))}
            data={BID_WIN_PERIODS.map((hours) => ({
              value: String(hours),
              label: t('bid_win.hours', { count: hours }),
            }))}
          />
        </Group>
        <SimpleGrid cols={4} spacing="lg" component="dl" m={0}>
          {facts.map((fact) => (
            <div key={fact.key}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`bid_win.${fact.key}`)}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {fact.value || '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {bidWin.isError && (
          <Text size="sm" c="red">
            {t('bid_win.load_failed')}
          </Text>
        )}
        {data && data.totals.bids === 0 && (
          <Text size="sm" c="dimmed">
            {t('bid_win.empty')}
          </Text>
        )}
        {option && <EChart option={option} height={220} label={t('bid_win.chart_label')} />}
      </Stack>
    </Paper>
  );
}
