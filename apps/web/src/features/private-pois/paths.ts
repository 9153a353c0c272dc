import { activityLogPath } from '../activity-log/entities.ts';

/**
 * Screens of the private POI layers (docs/REQUIREMENTS.md#planning); the router mounts them under /admin.
 * The create screen also lists the account's layers.
 */
export const privatePoisPaths = {
  create: '/admin/privatepois/create',
  edit: (id: number | string) => `/admin/privatepois/edit/${id}`,
  activityLog: (id: number | string) => activityLogPath('private_poi', id),
} as const;
