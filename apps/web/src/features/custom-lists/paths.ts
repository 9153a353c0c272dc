import { activityLogPath } from '../activity-log/entities.ts';

/**
 * Screens of the custom lists area (docs/REQUIREMENTS.md#custom-lists); the router mounts them under /admin.
 */
export const customListsPaths = {
  index: '/admin/custom_lists/index',
  create: '/admin/custom_lists/create',
  edit: (id: number | string) => `/admin/custom_lists/edit/${id}`,
  show: (id: number | string) => `/admin/custom_lists/show/${id}`,
  activityLog: (id: number | string) => activityLogPath('custom_list', id),
} as const;
