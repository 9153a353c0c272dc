import type { ActionOf, Permission, Subject } from '@beacon/contracts';
import type { RouteObject } from 'react-router';
import type { lazyScreen } from './lazy-screen.ts';
import type { RouteHandle } from './route-handle.ts';

type LazyPage = ReturnType<typeof lazyScreen>;

/**
 * The route builder of one area whose screens are guarded by permissions on `subject`:
 * `screen(path, name, action, page)` is a screen that needs `action` (null: no permission of its own)
 * and loads `page` (a `lazyScreen`) on demand.
 */
export function areaScreens<S extends Subject>(subject: S) {
  return (path: string, name: string, action: ActionOf<S> | null, page: LazyPage): RouteObject => {
    const handle: RouteHandle = action ? { name, permission: { subject, action } as Permission } : { name };
    return { path, handle, lazy: page };
  };
}
