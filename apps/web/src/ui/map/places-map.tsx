import { Alert, Box, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '../../lib/session/use-profile.ts';
import type { MapEngine } from './map-engine.ts';
import { type MapData, mapObjectCount } from './types.ts';

type State = 'loading' | 'ready' | 'failed';

/**
 * A map of places, polygons and H3 cells (docs/MAP.md) on the offline basemap, or on the server's
 * `MAP_STYLE_URL` style when one is set. MapLibre and deck.gl load on first use (their own chunk);
 * the view fits the data each time it changes. `data-map-objects` tells how many objects deck.gl
 * drew in its last frame, `data-map-idle` whether the basemap has drawn every tile in view since.
 */
export function PlacesMap({
  data,
  height,
  label,
  id = 'places',
}: {
  data: MapData;
  height: number;
  label: string;
  id?: string;
}) {
  const { t } = useTranslation('common');
  const styleUrl = useProfileQuery().data?.map_style_url ?? null;
  const box = useRef<HTMLDivElement>(null);
  const engine = useRef<MapEngine | null>(null);
  const [state, setState] = useState<State>('loading');
  const [drawn, setDrawn] = useState<number | null>(null);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    const aborted = new AbortController();
    setState('loading');
    import('./map-engine.ts')
      .then(({ createMapEngine }) => {
        if (!box.current) throw new Error('Map container gone');
        return createMapEngine(
          {
            container: box.current,
            styleUrl,
            id,
            onRender: (objects) => setDrawn(objects),
            onIdle: () => setIdle(true),
          },
          aborted.signal,
        );
      })
      .then(
        (created) => {
          if (aborted.signal.aborted) return created.destroy();
          engine.current = created;
          setState('ready');
        },
        (error: unknown) => {
          if (aborted.signal.aborted) return;
          console.error(error);
          setState('failed');
        },
      );
    return () => {
      aborted.abort();
      engine.current?.destroy();
      engine.current = null;
    };
  }, [styleUrl, id]);

  useEffect(() => {
    if (state !== 'ready') return;
    setIdle(false);
    engine.current?.show(data);
  }, [state, data]);

  return (
    <Box
      pos="relative"
      h={height}
      role="region"
      aria-label={label}
      data-map={state}
      data-map-expected={mapObjectCount(data)}
      data-map-objects={drawn ?? undefined}
      data-map-idle={idle}
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
    >
      <div ref={box} style={{ position: 'absolute', inset: 0 }} />
      {state === 'loading' && <Loader size="sm" pos="absolute" top="45%" left="50%" />}
      {state === 'failed' && (
        <Alert color="red" variant="light" pos="absolute" top={8} left={8}>
          {t('map.failed')}
        </Alert>
      )}
    </Box>
  );
}
