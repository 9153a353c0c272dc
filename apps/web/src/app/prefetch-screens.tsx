import { useEffect } from 'react';
import type { RouteObject } from 'react-router';
import { preloadECharts } from '../features/dashboard/components/echart.tsx';
import { useAppAbility } from '../lib/ability.tsx';
import { handleOf } from './route-handle.ts';

/**
 * The screens opened most, with a chart each: their code (and the chart library) is fetched once the
 * shell is idle, so the first visit does not wait for it (docs/BENCHMARKS.md "Chart screens").
 */
const PREFETCHED = new Set(['Dashboard', 'LineItemEdit']);

type Idle = (callback: () => void, options?: { timeout: number }) => number;

/** `requestIdleCallback` where the browser has it, a short timer elsewhere. */
function whenIdle(callback: () => void): () => void {
  const idle = (globalThis as { requestIdleCallback?: Idle }).requestIdleCallback;
  if (idle) {
    const handle = idle(callback, { timeout: 5_000 });
    return () => (globalThis as { cancelIdleCallback?: (h: number) => void }).cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(callback, 2_000);
  return () => clearTimeout(timer);
}

/**
 * Loads, when the browser is idle, the code of the prefetched screens among `screens` that the user
 * may open; the router reuses the loaded modules when the screen is visited. Renders nothing; it
 * sits inside the shell's ability context.
 */
export function PrefetchScreens({ screens }: { screens: readonly RouteObject[] }) {
  const ability = useAppAbility();
  useEffect(
    () =>
      whenIdle(() => {
        const wanted = screens.filter((route) => {
          const { name, permission } = handleOf(route.handle);
          if (!name || !PREFETCHED.has(name) || typeof route.lazy !== 'function') return false;
          return !permission || ability.can(permission.action as never, permission.subject);
        });
        if (wanted.length === 0) return;
        // A failed prefetch costs nothing: the visit loads the screen again and reports its own error.
        for (const route of wanted) (route.lazy as () => Promise<unknown>)().catch(() => undefined);
        preloadECharts().catch(() => undefined);
      }),
    [screens, ability],
  );
  return null;
}
