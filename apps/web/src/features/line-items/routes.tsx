import type { RouteObject } from 'react-router';
import { areaScreens, editScreen } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/line-items-index-page.tsx'), 'LineItemsIndexPage', [
    'dashboard',
    'grid',
    'lineItems',
  ]),
  create: lazyScreen(() => import('./pages/line-item-create-page.tsx'), 'LineItemCreatePage', ['lineItems']),
  edit: lazyScreen(() => import('./pages/line-item-edit-page.tsx'), 'LineItemEditPage', [
    'dashboard',
    'events',
    'lineItems',
    'modifierLinks',
    'targeting',
  ]),
};

const screen = areaScreens('LineItem');
const edit = editScreen('LineItem');

/** The line-items area under /admin (docs/REQUIREMENTS.md#line-items); each screen loads on demand. */
export const lineItemsRoutes: RouteObject[] = [
  screen('lineitem/index', 'LineItemList', 'index', pages.index),
  screen('lineitem/create', 'LineItemCreate', 'create', pages.create),
  {
    ...edit('lineitem/edit/:id', 'LineItemEdit', pages.edit),
    // Its own small chunk: the contracts it reads would otherwise join every first load.
    loader: async (args) => (await import('./api/prefetch-line-item.ts')).prefetchLineItem(args),
  },
];
