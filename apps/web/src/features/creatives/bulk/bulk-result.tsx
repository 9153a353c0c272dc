import type { BulkResult } from '@beacon/contracts';
import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../../../ui/translate-message.ts';
import { creativesPaths } from '../paths.ts';

/** The per-row answer of a bulk upload: created (with a link) or skipped (with the reason). */
export function BulkResultTable({ result }: { result: BulkResult }) {
  const { t } = useTranslation('creatives');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('bulk.result_title')}>
      <Stack gap="sm">
        <Group gap="md">
          <Text fw={600}>{t('bulk.result_title')}</Text>
          <Badge color="teal" variant="light">
            {t('bulk.created_count', { count: result.created })}
          </Badge>
          <Badge color={result.skipped ? 'orange' : 'gray'} variant="light">
            {t('bulk.skipped_count', { count: result.skipped })}
          </Badge>
        </Group>
        <Table striped withTableBorder fz="sm" verticalSpacing={4} aria-label={t('bulk.rows_label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('bulk.row')}</Table.Th>
              <Table.Th>{t('bulk.creative_name')}</Table.Th>
              <Table.Th w={110}>{t('bulk.status')}</Table.Th>
              <Table.Th>{t('bulk.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>
                  {row.creative_id ? (
                    <Anchor component={Link} to={creativesPaths.edit(row.creative_id)} fz="sm">
                      {row.creative_name ?? `#${row.creative_id}`}
                    </Anchor>
                  ) : (
                    (row.creative_name ?? '—')
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={row.status === 'created' ? 'teal' : 'orange'}>
                    {t(`bulk.statuses.${row.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.reason ? (
                    <Text size="sm">
                      {row.field && (
                        <Text span size="sm" c="dimmed">
                          {row.field}:{' '}
                        </Text>
                      )}
                      {translateMessage(row.reason)}
                    </Text>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
