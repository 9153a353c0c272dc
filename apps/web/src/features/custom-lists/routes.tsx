import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

const pages = {
  index: () => import('./pages/custom-lists-index-page.tsx'),
  create: () => import('./pages/custom-list-create-page.tsx'),
  edit: () => import('./pages/custom-list-edit-page.tsx'),
  show: () => import('./pages/custom-list-show-page.tsx'),
  activity: () => import('./pages/custom-list-activity-page.tsx'),
};

/** The custom lists area under /admin (docs/REQUIREMENTS.md#custom-lists); each screen loads on demand. */
export const customListsRoutes: RouteObject[] = [
  {
    path: 'custom_lists/index',
    handle: {
      name: 'CustomListIndex',
      permission: { action: 'index', subject: 'CustomList' },
    } satisfies RouteHandle,
    lazy: lazyScreen(pages.index, 'CustomListsIndexPage'),
  },
  {
    path: 'custom_lists/create',
    handle: {
      name: 'CustomListCreate',
      permission: { action: 'create', subject: 'CustomList' },
    } satisfies RouteHandle,
    lazy: lazyScreen(pages.create, 'CustomListCreatePage'),
  },
  {
    path: 'custom_lists/edit/:id',
    handle: {
      name: 'CustomListEdit',
      permission: { action: 'update', subject: 'CustomList' },
    } satisfies RouteHandle,
    lazy: lazyScreen(pages.edit, 'CustomListEditPage'),
  },
  {
    path: 'custom_lists/show/:id',
    handle: {
      name: 'CustomListShow',
      permission: { action: 'show', subject: 'CustomList' },
    } satisfies RouteHandle,
    lazy: lazyScreen(pages.show, 'CustomListShowPage'),
  },
  {
    path: 'custom_lists/activityLog',
    handle: {
      name: 'CustomListActivityLog',
      permission: { action: 'audit', subject: 'CustomList' },
    } satisfies RouteHandle,
    lazy: lazyScreen(pages.activity, 'CustomListActivityLogPage'),
  },
];
