import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/custom-lists-index-page.tsx'), 'CustomListsIndexPage', [
    'custom_lists',
    'grid',
    'privatePois',
  ]),
  create: lazyScreen(() => import('./pages/custom-list-create-page.tsx'), 'CustomListCreatePage', [
    'custom_lists',
  ]),
  edit: lazyScreen(() => import('./pages/custom-list-edit-page.tsx'), 'CustomListEditPage', ['custom_lists']),
  show: lazyScreen(() => import('./pages/custom-list-show-page.tsx'), 'CustomListShowPage', ['custom_lists']),
  activity: lazyScreen(() => import('./pages/custom-list-activity-page.tsx'), 'CustomListActivityLogPage', [
    'activity',
    'grid',
  ]),
};

const screen = areaScreens('CustomList');

/** The custom lists area under /admin (docs/REQUIREMENTS.md#custom-lists); each screen loads on demand. */
export const customListsRoutes: RouteObject[] = [
  screen('custom_lists/index', 'CustomListIndex', 'index', pages.index),
  screen('custom_lists/create', 'CustomListCreate', 'create', pages.create),
  screen('custom_lists/edit/:id', 'CustomListEdit', 'update', pages.edit),
  screen('custom_lists/show/:id', 'CustomListShow', 'show', pages.show),
  screen('custom_lists/activityLog', 'CustomListActivityLog', 'audit', pages.activity),
];
