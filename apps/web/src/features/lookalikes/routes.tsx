import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/lookalikes-index-page.tsx'), 'LookalikesIndexPage', [
    'grid',
    'lookalikes',
  ]),
  create: lazyScreen(() => import('./pages/lookalike-create-page.tsx'), 'LookalikeCreatePage', [
    'lookalikes',
  ]),
};

const screen = areaScreens('Lookalike');

/**
 * The lookalikes area under /admin (docs/REQUIREMENTS.md#lookalikes: LookalikeIndex and its create screen).
 */
export const lookalikesRoutes: RouteObject[] = [
  screen('lookalike/index', 'LookalikeIndex', 'index', pages.index),
  screen('lookalike/create', 'LookalikeCreate', 'create', pages.create),
];
