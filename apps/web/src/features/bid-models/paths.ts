/**
 * Screens of the bid models area (docs/REQUIREMENTS.md#bid-models: /admin/models/index, create); mounted
 * under /admin.
 */
export const bidModelsPaths = {
  index: '/admin/models/index',
  create: '/admin/models/create',
  /** The grid showing one model (after creating it). */
  one: (id: number | string) => `/admin/models/index?filters[id]=${id}`,
} as const;
