import { ActivityLogPage } from '../../activity-log/pages/activity-log-page.tsx';

/** /admin/custom_lists/activityLog (`?filters[id]=` for one list). */
export function CustomListActivityLogPage() {
  return <ActivityLogPage entity="custom_list" />;
}
