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

/** The activity-log screens of this release (002 §3.6); line items and creatives add theirs later. */
export const activityLogRoutes: RouteObject[] = [advertiserActivityLogRoute, campaignActivityLogRoute];
