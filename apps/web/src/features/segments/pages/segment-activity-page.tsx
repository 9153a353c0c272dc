import { ActivityLogPage } from '../../activity-log/pages/activity-log-page.tsx';

/** /admin/segments/activityLog (`?filters[id]=` for one segment). */
export function SegmentActivityLogPage() {
  return <ActivityLogPage entity="segment" />;
}
