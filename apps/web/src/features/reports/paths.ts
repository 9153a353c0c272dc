import type { ReportDashboardCode, ReportTypeCode } from '@beacon/contracts';

/** Screens of the reporting area (docs/REQUIREMENTS.md#reports); the router mounts them under /admin. */
export const reportsPaths = {
  /** The report screen; `type` preselects a report type or a dashboard type. */
  report: (type?: ReportTypeCode | ReportDashboardCode) =>
    `/admin/reporting/index${type ? `?type=${type}` : ''}`,
  /** The scheduler tab of the report screen: a new schedule, or `id` to edit one. */
  schedule: (id?: number) =>
    `/admin/reporting/index?tab=scheduler${id === undefined ? '' : `&schedule=${id}`}`,
  /** The scheduled reports. */
  schedules: '/admin/reporting/schedules',
  all: '/admin/reporting/index_report_all',
  mine: '/admin/reporting/my_report',
  pdf: '/admin/reporting/pdf_reports',
  onDemand: '/admin/reportingOnDemand/index',
  onDemandCreate: '/admin/reportingOnDemand/create',
} as const;
