import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

/** The creatives area under /admin (docs/REQUIREMENTS.md#creatives); each screen loads on demand. */
export const creativesRoutes: RouteObject[] = [
  {
    path: 'creatives/index',
    handle: {
      name: 'CreativesIndex',
      permission: { action: 'index', subject: 'Creative' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/creatives-index-page.tsx'), 'CreativesIndexPage'),
  },
  {
    path: 'creatives/create',
    handle: {
      name: 'CreativesCreate',
      permission: { action: 'create', subject: 'Creative' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/creative-create-page.tsx'), 'CreativeCreatePage'),
  },
  {
    path: 'creatives/edit/:id',
    handle: {
      name: 'CreativeEdit',
      permission: { action: 'update', subject: 'Creative' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/creative-edit-page.tsx'), 'CreativeEditPage'),
  },
  {
    path: 'creatives/bulk',
    handle: {
      name: 'CreativesBulk',
      permission: { action: 'create_creative_bulk', subject: 'Creative' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/creative-bulk-page.tsx'), 'CreativeBulkPage'),
  },
];
