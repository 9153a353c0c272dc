import type { PlanningPlacesResult, PlanningReachResult, PrivatePoiItem } from '@beacon/contracts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/number.ts';
import { HEAT_COLOURS } from '../../../ui/map/heat-scale.ts';
import { PlacesMap } from '../../../ui/map/places-map.tsx';
import { cssColour, POINT_COLOURS } from '../../../ui/map/point-colours.ts';
import { groupsOf, heatCells, planningMapData } from '../model/map-data.ts';

const swatch = (background: string, round = true) => (
  <Box w={12} h={12} style={{ background, borderRadius: round ? '50%' : 2, flex: 'none' }} />
);

/**
 * The selection on the map: the places of the last analysis with the reach radius, the chosen private
 * layers' places in their shapes, and the reach's H3 cells as a heat map once calculated, with their
 * legend.
 */
export function PlanningMap({
  places,
  reach,
  radius,
  layers,
}: {
  places: PlanningPlacesResult | null;
  reach: PlanningReachResult | null;
  radius: number;
  layers: readonly (readonly PrivatePoiItem[])[];
}) {
  const { t, i18n } = useTranslation('planning');
  const n = (v: number) => formatNumber(v, i18n.language);
  const radiusM = reach?.radius ?? radius;
  const data = useMemo(
    () =>
      planningMapData(places, reach, radiusM, { noName: t('result.no_name'), cell: t('map.cell') }, layers),
    [places, reach, radiusM, t, layers],
  );
  const values = heatCells(data).map((c) => c.value);
  const heat = `linear-gradient(to right, ${HEAT_COLOURS.map(([r, g, b]) => `rgb(${r}, ${g}, ${b})`).join(', ')})`;
  return (
    <Stack gap={6}>
      <PlacesMap data={data} height={380} label={t('map.label')} id="planning" />
      <Group gap="md" fz="xs" role="list" aria-label={t('map.legend')}>
        {groupsOf(data).map((group) => (
          <Group key={group} gap={4} role="listitem">
            {swatch(cssColour(POINT_COLOURS[group].fill))}
            <Text size="xs">{t(`map.groups.${group}`, { radius: radiusM })}</Text>
          </Group>
        ))}
        {values.length > 0 && (
          <Group gap={4} role="listitem">
            <Box w={48} h={10} style={{ background: heat, borderRadius: 2 }} />
            <Text size="xs">
              {t('map.cells', { min: n(Math.min(...values)), max: n(Math.max(...values)) })}
            </Text>
          </Group>
        )}
      </Group>
      {reach && (values.length === 0 || reach.cells_below_floor > 0) && (
        <Text size="xs" c="dimmed">
          {values.length === 0
            ? t('map.no_cells', { floor: n(reach.floor) })
            : t('map.cells_hidden', {
                count: reach.cells_below_floor,
                formatted: n(reach.cells_below_floor),
                floor: n(reach.floor),
              })}
        </Text>
      )}
    </Stack>
  );
}
