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

/**
 * The edit screen of one record of `subject`: opened with `show`, changed with `update`; a user with
 * `show` alone sees the record read-only instead of being denied (docs/REQUIREMENTS.md#permissions).
 */
export function editScreen<S extends Subject>(subject: S) {
  return (path: string, name: string, page: LazyPage): RouteObject => {
    const handle: RouteHandle = {
      name,
      permission: { subject, action: 'show' } as Permission,
      edit: { subject, action: 'update' } as Permission,
    };
    return { path, handle, lazy: page };
  };
}
