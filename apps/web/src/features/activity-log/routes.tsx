import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

const page = () => import('./pages/entity-activity-pages.tsx');

/** /admin/advertisers/activityLog (`?filters[id]=` for one advertiser). */
export const advertiserActivityLogRoute: RouteObject = {
  path: 'advertisers/activityLog',
  handle: {
    name: 'AdvertiserActivityLog',
    permission: { action: 'audit', subject: 'Advertiser' },
  } satisfies RouteHandle,
  lazy: lazyScreen(page, 'AdvertiserActivityLogPage'),
};

/** /admin/campaigns/activityLog (`?filters[id]=` for one campaign). */
export const campaignActivityLogRoute: RouteObject = {
  path: 'campaigns/activityLog',
  handle: {
    name: 'CampaignActivityLog',
    permission: { action: 'audit', subject: 'Campaign' },
  } satisfies RouteHandle,
  lazy: lazyScreen(page, 'CampaignActivityLogPage'),
};

/** /admin/lineitem/activityLog (`?filters[id]=` for one line item). */
export const lineItemActivityLogRoute: RouteObject = {
  path: 'lineitem/activityLog',
  handle: {
    name: 'LineItemActivityLog',
    permission: { action: 'audit', subject: 'LineItem' },
  } satisfies RouteHandle,
  lazy: lazyScreen(page, 'LineItemActivityLogPage'),
};

/** /admin/creatives/activityLog (`?filters[id]=` for one creative). */
export const creativeActivityLogRoute: RouteObject = {
  path: 'creatives/activityLog',
  handle: {
    name: 'CreativeActivityLog',
    permission: { action: 'audit', subject: 'Creative' },
  } satisfies RouteHandle,
  lazy: lazyScreen(page, 'CreativeActivityLogPage'),
};

/** The activity-log screens (docs/REQUIREMENTS.md#activity-log). */
export const activityLogRoutes: RouteObject[] = [
  advertiserActivityLogRoute,
  campaignActivityLogRoute,
  lineItemActivityLogRoute,
  creativeActivityLogRoute,
];
