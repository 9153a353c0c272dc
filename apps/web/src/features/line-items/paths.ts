/** Screens of the line-items area (docs/REQUIREMENTS.md#line-items); the router mounts them under /admin. */
export const lineItemsPaths = {
  index: '/admin/lineitem/index',
  /** LineItemList narrowed to one campaign (the campaigns list links here with `campaign_id`). */
  ofCampaign: (campaignId: number | string) => `/admin/lineitem/index?campaign_id=${campaignId}`,
  create: (campaignId?: number | string | null) =>
    campaignId ? `/admin/lineitem/create?campaign_id=${campaignId}` : '/admin/lineitem/create',
  edit: (id: number | string) => `/admin/lineitem/edit/${id}`,
  /** LineItemEdit opened at its creatives tab (the association count links here). */
  creatives: (id: number | string) => `/admin/lineitem/edit/${id}?tab=creatives`,
} as const;

/** Screens of other areas that line-item cells link to. */
export const linkedPaths = {
  advertiserEdit: (id: number | string) => `/admin/advertisers/edit/${id}`,
  campaignEdit: (id: number | string) => `/admin/campaigns/edit/${id}`,
  creativeEdit: (id: number | string) => `/admin/creatives/edit/${id}`,
} as const;
