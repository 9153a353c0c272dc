import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

type Pages = typeof import('./pages/entity-activity-pages.tsx');
const page = () => import('./pages/entity-activity-pages.tsx');

/** The activity-log screen of `subject` at `path`: route `<Subject>ActivityLog`, page `<Subject>ActivityLogPage`. */
const activityLogRoute = (subject: 'Advertiser' | 'Campaign' | 'LineItem' | 'Creative', path: string) =>
  areaScreens(subject)(
    path,
    `${subject}ActivityLog`,
    'audit',
    lazyScreen(page, `${subject}ActivityLogPage` satisfies keyof Pages, ['activity', 'grid']),
  );

/** /admin/advertisers/activityLog (`?filters[id]=` for one advertiser). */
export const advertiserActivityLogRoute = activityLogRoute('Advertiser', 'advertisers/activityLog');

/** /admin/campaigns/activityLog (`?filters[id]=` for one campaign). */
export const campaignActivityLogRoute = activityLogRoute('Campaign', 'campaigns/activityLog');

/** /admin/lineitem/activityLog (`?filters[id]=` for one line item). */
export const lineItemActivityLogRoute = activityLogRoute('LineItem', 'lineitem/activityLog');

/** /admin/creatives/activityLog (`?filters[id]=` for one creative). */
export const creativeActivityLogRoute = activityLogRoute('Creative', 'creatives/activityLog');

/** The activity-log screens (docs/REQUIREMENTS.md#activity-log). */
export const activityLogRoutes: RouteObject[] = [
  advertiserActivityLogRoute,
  campaignActivityLogRoute,
  lineItemActivityLogRoute,
  creativeActivityLogRoute,
];
