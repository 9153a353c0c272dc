import type { Segment } from '@beacon/contracts';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatCount } from '../../../lib/format/metrics.ts';

/** The segment's record: ids, dates, and its users per region from the analytics store. */
export function SegmentRecordCard({ segment }: { segment: Segment }) {
  const { t, i18n } = useTranslation('segments');
  const language = i18n.language;
  const date = (iso: string) => formatDateTime(iso);
  const count = (value: number | null) => (value === null ? '—' : formatCount(value, language));
  const regions: [string, number | null][] = [
    ['users_nam', segment.users_nam],
    ['users_emea', segment.users_emea],
    ['users_apac', segment.users_apac],
    ['users_total', segment.users_total],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('edit.record')}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('edit.record')}
        </Title>
        <SimpleGrid cols={4} spacing="xs">
          {regions.map(([field, value]) => (
            <Stack key={field} gap={0} align="center">
              <Text size="lg" fw={600} data-testid={`segment-${field}`}>
                {count(value)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`fields.${field}`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {segment.users_total === null && (
          <Text size="xs" c="dimmed">
            {t('index.counts_unavailable')}
          </Text>
        )}
        <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{t('fields.id')}</Table.Th>
              <Table.Td>{segment.id}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('fields.external_id')}</Table.Th>
              <Table.Td>{segment.external_id}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('fields.created_at')}</Table.Th>
              <Table.Td>{date(segment.created_at)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('fields.updated_at')}</Table.Th>
              <Table.Td>{date(segment.updated_at)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
