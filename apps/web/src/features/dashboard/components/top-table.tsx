import type { DashboardTopRow } from '@beacon/contracts';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatMetricMoney } from '../../../lib/format/metrics.ts';
import { parentLabel } from '../../../lib/format/option-label.ts';

/** The five campaigns or line items with most impressions in the range, each under its parents' names. */
export function TopTable({
  title,
  rows,
  href,
}: {
  title: string;
  rows: DashboardTopRow[];
  href: ((id: number) => string) | null;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('top.empty')}
        </Text>
      ) : (
        <Table striped verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('top.name')}</Table.Th>
              <Table.Th style={numeric}>{t('top.impressions')}</Table.Th>
              <Table.Th style={numeric}>{t('top.clicks')}</Table.Th>
              <Table.Th style={numeric}>{t('top.spend')}</Table.Th>
              <Table.Th style={numeric}>{t('top.conversions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td
                  maw={260}
                  style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {href ? (
                    <Anchor component={Link} to={href(row.id)} fz="inherit" title={row.name}>
                      {row.name}
                    </Anchor>
                  ) : (
                    row.name
                  )}
                  <Text size="xs" c="dimmed" truncate="end" title={parentLabel(row)}>
                    {parentLabel(row)}
                  </Text>
                </Table.Td>
                <Table.Td style={numeric}>{formatCount(row.impressions, language)}</Table.Td>
                <Table.Td style={numeric}>{formatCount(row.clicks, language)}</Table.Td>
                <Table.Td style={numeric}>{formatMetricMoney(row.spend, row.currency, language)}</Table.Td>
                <Table.Td style={numeric}>{formatCount(row.conversions, language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
