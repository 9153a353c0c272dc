import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

/** The users area under /admin (docs/REQUIREMENTS.md#accounts-and-users); each screen loads on demand. */
export const usersRoutes: RouteObject[] = [
  {
    path: 'users/index',
    handle: { name: 'UsersIndex', permission: { action: 'index', subject: 'User' } } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/users-index-page.tsx'), 'UsersIndexPage'),
  },
  {
    path: 'users/create',
    handle: { name: 'UserCreate', permission: { action: 'create', subject: 'User' } } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/user-create-page.tsx'), 'UserCreatePage'),
  },
  {
    path: 'users/edit/:id',
    handle: { name: 'UserEdit', permission: { action: 'update', subject: 'User' } } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/user-edit-page.tsx'), 'UserEditPage'),
  },
];
