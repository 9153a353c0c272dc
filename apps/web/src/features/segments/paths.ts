import { activityLogPath } from '../activity-log/entities.ts';

/** Screens of the segments area (docs/REQUIREMENTS.md#segments); the router mounts them under /admin. */
export const segmentsPaths = {
  index: '/admin/segments/index',
  create: '/admin/segments/create',
  edit: (id: number | string) => `/admin/segments/edit/${id}`,
  categoryCreate: '/admin/segmentCategory/create',
  activityLog: (id: number | string) => activityLogPath('segment', id),
} as const;
