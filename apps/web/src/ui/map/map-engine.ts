import 'maplibre-gl/dist/maplibre-gl.css';
import type { Layer } from '@deck.gl/core';
import { MapboxOverlay } from '@deck.gl/mapbox';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { dataBounds } from './bounds.ts';
import { buildLayers, tooltipOf } from './map-layers.ts';
import { offlineStyle } from './offline-style.ts';
import type { MapData } from './types.ts';

/** The map as the component drives it. */
export interface MapEngine {
  /** Draws `data` (replacing what was drawn) and fits the view to it. */
  show(data: MapData): void;
  destroy(): void;
}

export interface MapEngineOptions {
  container: HTMLElement;
  /** A MapLibre style URL (the server's `MAP_STYLE_URL`); null = the offline basemap. */
  styleUrl: string | null;
  /** Prefix of the deck.gl layer ids. */
  id: string;
  /** Called after each frame deck.gl draws, with the objects its layers hold. */
  onRender?: (objects: number) => void;
  /** Called when the basemap has drawn every tile of the view and nothing moves. */
  onIdle?: () => void;
}

/** Padding around fitted data, pixels. */
const FIT_PADDING = 32;
/** Closest zoom a fit goes to: one place alone still shows its street. */
const FIT_MAX_ZOOM = 15;

const objectsIn = (layers: Layer[]) =>
  layers.reduce((n, layer) => n + ((layer.props.data as unknown[] | undefined)?.length ?? 0), 0);

/**
 * A MapLibre map with a deck.gl overlay (its own canvas over the map's, so picking and tooltips are
 * deck.gl's). The bundled worker is registered first: MapLibre would otherwise look for it next to
 * its own module, which the bundle does not keep.
 */
export async function createMapEngine(options: MapEngineOptions, signal: AbortSignal): Promise<MapEngine> {
  setWorkerUrl(workerUrl);
  const style = options.styleUrl ?? (await offlineStyle(signal));
  signal.throwIfAborted();
  const map = new MapLibreMap({
    container: options.container,
    style,
    center: [0, 20],
    zoom: 1,
    attributionControl: { compact: true },
    dragRotate: false,
    pitchWithRotate: false,
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  let layers: Layer[] = [];
  const overlay = new MapboxOverlay({
    interleaved: false,
    layers,
    getTooltip: (info) => {
      const text = tooltipOf(info);
      return text ? { text } : null;
    },
    onAfterRender: () => options.onRender?.(objectsIn(layers)),
  });
  map.addControl(overlay);
  map.on('idle', () => options.onIdle?.());
  return {
    show(data) {
      layers = buildLayers(data, options.id);
      overlay.setProps({ layers });
      const bounds = dataBounds(data);
      if (bounds) map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
    },
    destroy() {
      map.removeControl(overlay);
      overlay.finalize();
      map.remove();
    },
  };
}
