import type { RouteObject } from 'react-router';
import { withChunkTimeout } from './lazy-screen.ts';

/** Puts the chunk-load time-out on every function-style `lazy` of routes written elsewhere. */
export function withChunkTimeouts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') {
      const load = route.lazy;
      next.lazy = (() => withChunkTimeout(() => Promise.resolve(load()))) as typeof route.lazy;
    }
    if (route.children) next.children = withChunkTimeouts(route.children);
    return next;
  });
}
