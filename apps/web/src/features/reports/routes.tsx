import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  report: lazyScreen(() => import('./pages/report-page.tsx'), 'ReportPage', ['reports']),
  all: lazyScreen(() => import('./pages/report-all-page.tsx'), 'ReportAllPage', ['reports']),
  mine: lazyScreen(() => import('./pages/my-reports-page.tsx'), 'MyReportsPage', ['grid', 'reports']),
  schedules: lazyScreen(() => import('./pages/report-schedules-page.tsx'), 'ReportSchedulesPage', [
    'grid',
    'reports',
  ]),
  onDemand: lazyScreen(() => import('./pages/on-demand-index-page.tsx'), 'OnDemandIndexPage', [
    'grid',
    'reports',
  ]),
  onDemandCreate: lazyScreen(() => import('./pages/on-demand-create-page.tsx'), 'OnDemandCreatePage', [
    'reports',
  ]),
  pdf: lazyScreen(() => import('./pages/pdf-report-page.tsx'), 'PdfReportPage', ['reports']),
  activity: lazyScreen(() => import('./pages/report-activity-page.tsx'), 'ReportActivityLogPage', [
    'activity',
    'grid',
  ]),
  scheduleActivity: lazyScreen(
    () => import('./pages/report-schedule-activity-page.tsx'),
    'ReportScheduleActivityLogPage',
    ['activity', 'grid'],
  ),
};

// Each screen needs the menu permission of its entry (docs/REQUIREMENTS.md#navigation); the
// actions on it check their Report permissions.
const screen = areaScreens('Menu');
const reportScreen = areaScreens('Report');

/** The reporting area under /admin (docs/REQUIREMENTS.md#reports); each screen loads on demand. */
export const reportsRoutes: RouteObject[] = [
  screen('reporting/index', 'Report', 'menu_direct_reports', pages.report),
  screen('reporting/index_report_all', 'ReportAll_Beta', 'index_report_sp', pages.all),
  screen('reporting/pdf_reports', 'PDFReport', 'menu_reports_sp', pages.pdf),
  screen('reporting/my_report', 'MyReport', 'menu_my_reports', pages.mine),
  screen('reportingOnDemand/index', 'ReportOnDemandIndex', 'menu_reports_on_demand', pages.onDemand),
  screen('reportingOnDemand/create', 'ReportOnDemandCreate', 'menu_reports_on_demand', pages.onDemandCreate),
  // The scheduler is a tab of the Report screen; its list needs the schedules' own permission.
  reportScreen('reporting/schedules', 'ReportSchedules', 'schedule_index', pages.schedules),
  // Where the activity log's links lead (`activityLogPath('report')`).
  reportScreen('reports/activityLog', 'ReportActivityLog', 'audit', pages.activity),
  reportScreen('report_schedules/activityLog', 'ReportScheduleActivityLog', 'audit', pages.scheduleActivity),
];

/**
 * The embedded dashboard a signed URL opens (docs/REPORTS.md#dashboards): outside the signed-in
 * shell, since whoever holds the URL may open it for its few minutes.
 */
export const dashboardPageRoute: RouteObject = {
  path: 'dashboards/:token',
  handle: { name: 'Dashboard' },
  lazy: lazyScreen(() => import('./pages/dashboard-page.tsx'), 'DashboardPage', ['reports']),
};
