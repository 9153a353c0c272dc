import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

/** The line-items area under /admin (docs/REQUIREMENTS.md#line-items); each screen loads on demand. */
export const lineItemsRoutes: RouteObject[] = [
  {
    path: 'lineitem/index',
    handle: {
      name: 'LineItemList',
      permission: { action: 'index', subject: 'LineItem' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/line-items-index-page.tsx'), 'LineItemsIndexPage'),
  },
  {
    path: 'lineitem/create',
    handle: {
      name: 'LineItemCreate',
      permission: { action: 'create', subject: 'LineItem' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/line-item-create-page.tsx'), 'LineItemCreatePage'),
  },
  {
    path: 'lineitem/edit/:id',
    handle: {
      name: 'LineItemEdit',
      permission: { action: 'update', subject: 'LineItem' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/line-item-edit-page.tsx'), 'LineItemEditPage'),
  },
];
