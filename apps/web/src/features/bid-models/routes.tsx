import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/bid-models-index-page.tsx'), 'BidModelsIndexPage', [
    'bid_models',
    'grid',
  ]),
  create: lazyScreen(() => import('./pages/bid-model-create-page.tsx'), 'BidModelCreatePage', ['bid_models']),
};

const screen = areaScreens('BidModel');

/** The bid models area under /admin (docs/REQUIREMENTS.md#bid-models: ModelsIndex and its create screen). */
export const bidModelsRoutes: RouteObject[] = [
  screen('models/index', 'ModelsIndex', 'index', pages.index),
  screen('models/create', 'ModelsCreate', 'create', pages.create),
];
