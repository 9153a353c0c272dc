/** Screens of the CPI campaign requests (docs/CPI_CAMPAIGNS.md); the router mounts them under /admin. */
export const cpiCampaignsPaths = {
  index: '/admin/requestCampaign/index',
  create: '/admin/requestCampaign/create',
  edit: (id: number | string) => `/admin/requestCampaign/edit/${id}`,
} as const;
