import { ActivityLogPage } from '../../activity-log/pages/activity-log-page.tsx';

/** /admin/events/activityLog (`?filters[id]=` for one event). */
export function EventActivityLogPage() {
  return <ActivityLogPage entity="event" />;
}
