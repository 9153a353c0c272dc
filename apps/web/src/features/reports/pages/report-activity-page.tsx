import { ActivityLogPage } from '../../activity-log/pages/activity-log-page.tsx';

/** /admin/reports/activityLog (`?filters[id]=` for one report): created, e-mailed, deleted. */
export function ReportActivityLogPage() {
  return <ActivityLogPage entity="report" />;
}
