/** Screens of the creatives area (docs/REQUIREMENTS.md#creatives); the router mounts them under /admin. */
export const creativesPaths = {
  index: '/admin/creatives/index',
  create: '/admin/creatives/create',
  edit: (id: number | string) => `/admin/creatives/edit/${id}`,
  bulk: '/admin/creatives/bulk',
} as const;

/** Screens of other areas that creative screens link to. */
export const linkedPaths = {
  /** LineItemEdit opened at its creatives tab (docs/REQUIREMENTS.md#creatives). */
  lineItemCreatives: (id: number | string) => `/admin/lineitem/edit/${id}?tab=creatives`,
} as const;
