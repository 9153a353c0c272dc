import type { RouteObject } from 'react-router';
import { areaScreens, editScreen } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/cpi-campaigns-index-page.tsx'), 'CpiCampaignsIndexPage', [
    'cpi_campaigns',
    'grid',
  ]),
  create: lazyScreen(() => import('./pages/cpi-campaign-create-page.tsx'), 'CpiCampaignCreatePage', [
    'cpi_campaigns',
  ]),
  edit: lazyScreen(() => import('./pages/cpi-campaign-edit-page.tsx'), 'CpiCampaignEditPage', [
    'cpi_campaigns',
  ]),
};

const screen = areaScreens('CpiCampaign');
const edit = editScreen('CpiCampaign');

/** The CPI campaign requests under /admin (docs/CPI_CAMPAIGNS.md); each screen loads on demand. */
export const cpiCampaignsRoutes: RouteObject[] = [
  screen('requestCampaign/index', 'RequestCampaignIndex', 'index', pages.index),
  screen('requestCampaign/create', 'RequestCampaignCreate', 'create', pages.create),
  edit('requestCampaign/edit/:id', 'RequestCampaignEdit', pages.edit),
];
