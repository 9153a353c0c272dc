/** Screens of the campaigns area (docs/REQUIREMENTS.md#campaigns); the router mounts them under /admin. */
export const campaignsPaths = {
  index: '/admin/campaigns/index',
  create: '/admin/campaigns/create',
  edit: (id: number | string) => `/admin/campaigns/edit/${id}`,
  /** The campaign activity log, narrowed to one campaign (built in the activity-log area). */
  activityLog: (id: number | string) => `/admin/campaigns/activityLog?filters[id]=${id}`,
} as const;

/** Screens of other areas that campaign cells link to. */
export const linkedPaths = {
  advertiserEdit: (id: number | string) => `/admin/advertisers/edit/${id}`,
  lineItems: (campaignId: number | string) => `/admin/lineitem/index?campaign_id=${campaignId}`,
} as const;
