import { activityLogPath } from '../activity-log/entities.ts';

/**
 * Screens of the advertisers area (docs/REQUIREMENTS.md#advertisers); the router mounts them under /admin.
 */
export const advertisersPaths = {
  index: '/admin/advertisers/index',
  create: '/admin/advertisers/create',
  edit: (id: number | string) => `/admin/advertisers/edit/${id}`,
  activityLog: (id: number | string) => activityLogPath('advertiser', id),
  /**
   * CampaignsIndex narrowed to one advertiser (docs/REQUIREMENTS.md#advertisers: the campaigns count links
   * there).
   */
  campaigns: (id: number | string) => `/admin/campaigns/index?filters[advertiser_id]=${id}`,
} as const;
