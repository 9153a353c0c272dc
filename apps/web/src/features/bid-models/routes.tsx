import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

/** The bid models area under /admin (docs/REQUIREMENTS.md#bid-models: ModelsIndex and its create screen). */
export const bidModelsRoutes: RouteObject[] = [
  {
    path: 'models/index',
    handle: {
      name: 'ModelsIndex',
      permission: { action: 'index', subject: 'BidModel' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/bid-models-index-page.tsx'), 'BidModelsIndexPage'),
  },
  {
    path: 'models/create',
    handle: {
      name: 'ModelsCreate',
      permission: { action: 'create', subject: 'BidModel' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/bid-model-create-page.tsx'), 'BidModelCreatePage'),
  },
];
