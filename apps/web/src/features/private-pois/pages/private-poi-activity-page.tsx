import { ActivityLogPage } from '../../activity-log/pages/activity-log-page.tsx';

/** /admin/privatepois/activityLog (`?filters[id]=` for one layer). */
export function PrivatePoiActivityLogPage() {
  return <ActivityLogPage entity="private_poi" />;
}
