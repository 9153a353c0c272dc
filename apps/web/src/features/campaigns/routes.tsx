import type { RouteObject } from 'react-router';
import { areaScreens, editScreen } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/campaigns-index-page.tsx'), 'CampaignsIndexPage', [
    'campaigns',
    'dashboard',
    'grid',
  ]),
  create: lazyScreen(() => import('./pages/campaign-create-page.tsx'), 'CampaignCreatePage', ['campaigns']),
  edit: lazyScreen(() => import('./pages/campaign-edit-page.tsx'), 'CampaignEditPage', [
    'campaigns',
    'events',
    'modifierLinks',
  ]),
};

const screen = areaScreens('Campaign');
const edit = editScreen('Campaign');

/** The campaigns area under /admin (docs/REQUIREMENTS.md#campaigns); each screen loads on demand. */
export const campaignsRoutes: RouteObject[] = [
  screen('campaigns/index', 'CampaignsIndex', 'index', pages.index),
  screen('campaigns/create', 'CampaignCreate', 'create', pages.create),
  edit('campaigns/edit/:id', 'CampaignEdit', pages.edit),
];
