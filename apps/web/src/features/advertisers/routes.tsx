import type { RouteObject } from 'react-router';
import { areaScreens, editScreen } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/advertisers-index-page.tsx'), 'AdvertisersIndexPage', [
    'advertisers',
    'dashboard',
    'grid',
  ]),
  create: lazyScreen(() => import('./pages/advertiser-create-page.tsx'), 'AdvertiserCreatePage', [
    'advertisers',
  ]),
  edit: lazyScreen(() => import('./pages/advertiser-edit-page.tsx'), 'AdvertiserEditPage', ['advertisers']),
};

const screen = areaScreens('Advertiser');
const edit = editScreen('Advertiser');

/** The advertisers area under /admin (docs/REQUIREMENTS.md#advertisers); each screen loads on demand. */
export const advertisersRoutes: RouteObject[] = [
  screen('advertisers/index', 'AdvertisersIndex', 'index', pages.index),
  screen('advertisers/create', 'AdvertiserCreate', 'create', pages.create),
  edit('advertisers/edit/:id', 'AdvertiserEdit', pages.edit),
];
