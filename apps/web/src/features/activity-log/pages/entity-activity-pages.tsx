import { ActivityLogPage } from './activity-log-page.tsx';

/** /admin/advertisers/activityLog */
export function AdvertiserActivityLogPage() {
  return <ActivityLogPage entity="advertiser" />;
}

/** /admin/campaigns/activityLog */
export function CampaignActivityLogPage() {
  return <ActivityLogPage entity="campaign" />;
}
