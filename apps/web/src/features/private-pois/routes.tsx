import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  create: lazyScreen(() => import('./pages/private-pois-page.tsx'), 'PrivatePoisPage', [
    'grid',
    'privatePois',
  ]),
  edit: lazyScreen(() => import('./pages/private-poi-edit-page.tsx'), 'PrivatePoiEditPage', [
    'grid',
    'privatePois',
  ]),
  activity: lazyScreen(() => import('./pages/private-poi-activity-page.tsx'), 'PrivatePoiActivityLogPage', [
    'activity',
    'grid',
  ]),
};

const screen = areaScreens('PrivatePoi');

/** Private POI layers under /admin (docs/REQUIREMENTS.md#planning); each screen loads on demand. */
export const privatePoisRoutes: RouteObject[] = [
  screen('privatepois/create', 'PrivatePoisCreate', 'index', pages.create),
  screen('privatepois/edit/:id', 'PrivatePoisEdit', 'show', pages.edit),
  screen('privatepois/activityLog', 'PrivatePoiActivityLog', 'audit', pages.activity),
];
