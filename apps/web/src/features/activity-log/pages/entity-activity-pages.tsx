import { ActivityLogPage } from './activity-log-page.tsx';

/** /admin/advertisers/activityLog */
export function AdvertiserActivityLogPage() {
  return <ActivityLogPage entity="advertiser" />;
}

/** /admin/campaigns/activityLog */
export function CampaignActivityLogPage() {
  return <ActivityLogPage entity="campaign" />;
}

/** /admin/lineitem/activityLog */
export function LineItemActivityLogPage() {
  return <ActivityLogPage entity="line_item" />;
}

/** /admin/creatives/activityLog */
export function CreativeActivityLogPage() {
  return <ActivityLogPage entity="creative" />;
}
