/**
 * The page `bench/map-frames.ts` opens (never part of the console): the console's map engine with
 * `?points=N` places spread over Bogotá, the way a planner selection draws them.
 */
import { createMapEngine } from '../../apps/web/src/ui/map/map-engine.ts';
import type { MapPoint } from '../../apps/web/src/ui/map/types.ts';

const count = Number(new URLSearchParams(location.search).get('points') ?? 30_000);

/** A fixed pseudo-random sequence (mulberry32), so every run draws the same places. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(1);
const points: MapPoint[] = Array.from({ length: count }, (_, i) => ({
  position: [-74.25 + next() * 0.3, 4.5 + next() * 0.3],
  radiusM: 25 + Math.floor(next() * 10) * 25,
  name: `Place ${i + 1}`,
}));

const gl = document.createElement('canvas').getContext('webgl2');
const info = gl?.getExtension('WEBGL_debug_renderer_info');
document.body.dataset.renderer = gl
  ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER))
  : 'no WebGL2';

const engine = await createMapEngine(
  {
    container: document.getElementById('map')!,
    styleUrl: null,
    id: 'bench',
    onRender: (objects) => {
      document.body.dataset.objects = String(objects);
    },
  },
  new AbortController().signal,
);
engine.show({ points, polygons: [], cells: [] });
