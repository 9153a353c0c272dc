import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

/** The advertisers area under /admin (docs/REQUIREMENTS.md#advertisers); each screen loads on demand. */
export const advertisersRoutes: RouteObject[] = [
  {
    path: 'advertisers/index',
    handle: {
      name: 'AdvertisersIndex',
      permission: { action: 'index', subject: 'Advertiser' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/advertisers-index-page.tsx'), 'AdvertisersIndexPage'),
  },
  {
    path: 'advertisers/create',
    handle: {
      name: 'AdvertiserCreate',
      permission: { action: 'create', subject: 'Advertiser' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/advertiser-create-page.tsx'), 'AdvertiserCreatePage'),
  },
  {
    path: 'advertisers/edit/:id',
    handle: {
      name: 'AdvertiserEdit',
      permission: { action: 'update', subject: 'Advertiser' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/advertiser-edit-page.tsx'), 'AdvertiserEditPage'),
  },
];
