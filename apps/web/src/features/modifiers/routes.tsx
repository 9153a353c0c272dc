import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

const pages = {
  index: () => import('./pages/modifiers-index-page.tsx'),
  create: () => import('./pages/modifier-create-page.tsx'),
  edit: () => import('./pages/modifier-edit-page.tsx'),
};

/**
 * The modifiers area under /admin (docs/REQUIREMENTS.md#modifiers). Create and edit declare no permission
 * of their own: they need the bid- or the delivery-modifier permission, which the pages check, since a
 * route handle names one permission.
 */
export const modifiersRoutes: RouteObject[] = [
  {
    path: 'modifiers/index',
    handle: {
      name: 'ModifiersIndex',
      permission: { action: 'index', subject: 'Modifier' },
    } satisfies RouteHandle,
    lazy: lazyScreen(pages.index, 'ModifiersIndexPage'),
  },
  {
    path: 'modifiers/create',
    handle: {
      name: 'ModifiersCreate',
    } satisfies RouteHandle,
    lazy: lazyScreen(pages.create, 'ModifierCreatePage'),
  },
  {
    path: 'modifiers/edit/:id',
    handle: {
      name: 'ModifiersEdit',
    } satisfies RouteHandle,
    lazy: lazyScreen(pages.edit, 'ModifierEditPage'),
  },
];
