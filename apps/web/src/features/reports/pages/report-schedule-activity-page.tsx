import { ActivityLogPage } from '../../activity-log/pages/activity-log-page.tsx';

/** /admin/report_schedules/activityLog (`?filters[id]=` for one schedule): created, changed, switched, deleted. */
export function ReportScheduleActivityLogPage() {
  return <ActivityLogPage entity="report_schedule" />;
}
