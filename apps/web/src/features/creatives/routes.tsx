import type { RouteObject } from 'react-router';
import { areaScreens, editScreen } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/creatives-index-page.tsx'), 'CreativesIndexPage', [
    'creatives',
    'grid',
  ]),
  create: lazyScreen(() => import('./pages/creative-create-page.tsx'), 'CreativeCreatePage', ['creatives']),
  edit: lazyScreen(() => import('./pages/creative-edit-page.tsx'), 'CreativeEditPage', ['creatives']),
  bulk: lazyScreen(() => import('./pages/creative-bulk-page.tsx'), 'CreativeBulkPage', ['creatives']),
};

const screen = areaScreens('Creative');
const edit = editScreen('Creative');

/** The creatives area under /admin (docs/REQUIREMENTS.md#creatives); each screen loads on demand. */
export const creativesRoutes: RouteObject[] = [
  screen('creatives/index', 'CreativesIndex', 'index', pages.index),
  screen('creatives/create', 'CreativesCreate', 'create', pages.create),
  edit('creatives/edit/:id', 'CreativeEdit', pages.edit),
  screen('creatives/bulk', 'CreativesBulk', 'create_creative_bulk', pages.bulk),
];
