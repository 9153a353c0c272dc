import type { PrivatePoiItem, PrivatePoiLayer } from '@beacon/contracts';
import { Group, Pagination, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/number.ts';
import { ITEM_PAGE_SIZE, usePrivatePoiItems } from '../api/use-private-poi.ts';

/** Vertices shown in a polygon's cell; all of them on hover. */
const SHOWN_VERTICES = 2;

const coordinate = (value: number) => value.toFixed(6);
const ring = (polygon: [number, number][]) => polygon.map(([lon, lat]) => `${lon} ${lat}`).join(', ');

/** A polygon in a few characters: its first vertices and how many there are. */
function PolygonCell({ polygon }: { polygon: PrivatePoiItem['polygon'] }) {
  const { t } = useTranslation('privatePois');
  if (!polygon) return <Text fz="inherit">—</Text>;
  const short = `${ring(polygon.slice(0, SHOWN_VERTICES))}, …`;
  return (
    <Tooltip label={ring(polygon)} multiline w={360} withinPortal>
      <Text fz="inherit" truncate>
        {t('items.polygon_short', { count: polygon.length, first: short })}
      </Text>
    </Tooltip>
  );
}

/** A layer's places, a page at a time: name, coordinates, H3 cell, polygon and categories. */
export function ItemsTable({ layer }: { layer: PrivatePoiLayer }) {
  const total = layer.total_pois;
  const { t, i18n } = useTranslation('privatePois');
  const [page, setPage] = useState(1);
  const items = usePrivatePoiItems(layer.id, page, layer.updated_at);
  const rows = items.data?.data ?? [];
  const pages = Math.max(1, items.data?.last_page ?? Math.ceil(total / ITEM_PAGE_SIZE));
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder fz="xs" verticalSpacing={4} aria-label={t('items.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('items.name')}</Table.Th>
              <Table.Th w={95}>{t('items.lat')}</Table.Th>
              <Table.Th w={95}>{t('items.lon')}</Table.Th>
              <Table.Th w={135}>{t('items.h3')}</Table.Th>
              <Table.Th w={50}>{t('items.res')}</Table.Th>
              <Table.Th w={220}>{t('items.polygon')}</Table.Th>
              <Table.Th>{t('items.category')}</Table.Th>
              <Table.Th>{t('items.subcategory')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td>{coordinate(item.lat)}</Table.Td>
                <Table.Td>{coordinate(item.lon)}</Table.Td>
                <Table.Td ff="monospace">{item.h3}</Table.Td>
                <Table.Td>{item.res}</Table.Td>
                <Table.Td maw={220}>
                  <PolygonCell polygon={item.polygon} />
                </Table.Td>
                <Table.Td>{item.category ?? '—'}</Table.Td>
                <Table.Td>{item.subcategory ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text size="xs" c="dimmed" ta="center" py="sm">
                    {items.isPending ? t('form.loading') : t('items.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('items.total', { count: total, total: formatNumber(total, i18n.language) })}
        </Text>
        <Pagination
          size="xs"
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`items.page_${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('items.page_n', { page: n }) })}
        />
      </Group>
    </Stack>
  );
}
