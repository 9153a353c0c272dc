import { activityLogPath } from '../activity-log/entities.ts';

/** Screens of the events area (docs/REQUIREMENTS.md#events); the router mounts them under /admin. */
export const eventsPaths = {
  index: '/admin/events/index',
  create: '/admin/events/create',
  edit: (id: number | string) => `/admin/events/edit/${id}`,
  /** `?tab=1` opens the eligible-objects tab, `?tab=2` the tag. */
  editTab: (id: number | string, tab: 1 | 2) => `/admin/events/edit/${id}?tab=${tab}`,
  activityLog: (id: number | string) => activityLogPath('event', id),
} as const;
