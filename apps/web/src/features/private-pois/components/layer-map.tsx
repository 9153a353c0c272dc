import type { PrivatePoiLayer } from '@beacon/contracts';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlacesMap } from '../../../ui/map/places-map.tsx';
import type { MapData } from '../../../ui/map/types.ts';
import { usePrivatePoiPlaces } from '../api/use-private-poi.ts';
import { placeShapes } from './place-shapes.ts';

const EMPTY: MapData = { points: [], polygons: [], cells: [] };

/** A layer's places on the map: points with their radius, polygons, and cells as hexagons. */
export function LayerMap({ layer }: { layer: PrivatePoiLayer }) {
  const { t } = useTranslation('privatePois');
  const places = usePrivatePoiPlaces(layer.id, layer.updated_at);
  const data = useMemo(() => (places.data ? placeShapes(places.data) : EMPTY), [places.data]);
  if (places.isError) {
    return (
      <Text size="sm" c="red">
        {t('common:map.failed')}
      </Text>
    );
  }
  return <PlacesMap data={data} height={420} label={t('map.label')} id={`layer-${layer.id}`} />;
}
