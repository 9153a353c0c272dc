import { Anchor, Badge, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSegmentSearch } from '../api/use-segment-search.ts';
import { segmentsPaths } from '../paths.ts';

type Props = { search: string; provider: string | null; editable: boolean };

/**
 * Hits of the segment search (docs/REQUIREMENTS.md#segments: search, page, limit, data_provider_key), with
 * their path.
 */
export function SegmentSearchResults({ search, provider, editable }: Props) {
  const { t } = useTranslation('segments');
  const [page, setPage] = useState(1);
  // A new search starts on its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new search or scope
  useEffect(() => setPage(1), [search, provider]);
  const result = useSegmentSearch(search, provider, page);
  if (search.trim().length < 2) {
    return (
      <Text size="sm" c="dimmed">
        {t('search.min_length')}
      </Text>
    );
  }
  if (result.isPending) return <Loader size="sm" aria-label={t('search.loading')} />;
  if (result.error) return <Text c="red">{t('search.failed')}</Text>;
  const { data, total, limit } = result.data;
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('search.none', { search })}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('search.total', { count: total })}
      </Text>
      <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label={t('search.results')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.key')}</Table.Th>
            <Table.Th>{t('search.path')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((hit) => (
            <Table.Tr key={hit.id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {editable && hit.data_provider_key === null ? (
                    <Anchor component={Link} to={segmentsPaths.edit(hit.id)} size="sm">
                      {hit.name}
                    </Anchor>
                  ) : (
                    <Text size="sm">{hit.name}</Text>
                  )}
                  {!hit.active && (
                    <Badge size="xs" variant="light" color="gray">
                      {t('tree.inactive')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace" c="dimmed">
                  {hit.key}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {[hit.data_provider_name, ...hit.path].filter(Boolean).join(' › ') || '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total > limit && (
        <Pagination
          size="sm"
          total={Math.ceil(total / limit)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`search.page_${control}`) })}
        />
      )}
    </Stack>
  );
}
