import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

/** The campaigns area under /admin (docs/REQUIREMENTS.md#campaigns); each screen loads on demand. */
export const campaignsRoutes: RouteObject[] = [
  {
    path: 'campaigns/index',
    handle: {
      name: 'CampaignsIndex',
      permission: { action: 'index', subject: 'Campaign' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/campaigns-index-page.tsx'), 'CampaignsIndexPage'),
  },
  {
    path: 'campaigns/create',
    handle: {
      name: 'CampaignCreate',
      permission: { action: 'create', subject: 'Campaign' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/campaign-create-page.tsx'), 'CampaignCreatePage'),
  },
  {
    path: 'campaigns/edit/:id',
    handle: {
      name: 'CampaignEdit',
      permission: { action: 'update', subject: 'Campaign' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/campaign-edit-page.tsx'), 'CampaignEditPage'),
  },
];
