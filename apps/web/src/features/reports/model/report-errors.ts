import { REPORT_LIMITS, REPORT_TYPE_CODES, type ReportRequest, reportType } from '@beacon/contracts';
import { spanDays } from './report-dates.ts';

/** Where an error of the request shows on the screen. */
export type ReportErrorField =
  | 'report_type'
  | 'dates'
  | 'account'
  | 'campaigns'
  | 'layer_name'
  | 'ooh_layer_name'
  | 'ooh_distance'
  | 'dimensions'
  | 'metrics';

/**
 * What stops a request from running, as the server says it (docs/REQUIREMENTS.md#reports): one
 * translation key per field. The screen shows them before sending; the server refuses the same.
 */
export function requestErrors(request: ReportRequest): Partial<Record<ReportErrorField, string>> {
  const errors: Partial<Record<ReportErrorField, string>> = {};
  if (!(REPORT_TYPE_CODES as readonly string[]).includes(request.report_type)) {
    errors.report_type = 'report.type_invalid';
    return errors;
  }
  const type = reportType(request.report_type);
  const { start_date: start, end_date: end } = request;
  if (!start || !end) errors.dates = 'report.data_range_required';
  else if (end < start) errors.dates = 'report.validation.end_before_start';
  else if (spanDays(start, end) > REPORT_LIMITS.maxDays) errors.dates = 'report.validation.range_too_long';
  const filters = request.filters ?? {};
  if (filters.account === undefined) errors.account = 'report.account_required';
  if (type.requires.includes('campaign') && !filters.campaigns?.length)
    errors.campaigns = 'report.campaign_required';
  if (type.requires.includes('layer_name') && !filters.layer_name)
    errors.layer_name = 'report.layer_name_required';
  if (type.requires.includes('ooh_layer_name') && !filters.ooh_layer_name)
    errors.ooh_layer_name = 'report.ooh_layer_name_required';
  if (type.requires.includes('ooh_distance') && filters.ooh_distance === undefined)
    errors.ooh_distance = 'report.ooh_distance_required';
  if (!request.dimensions?.length) errors.dimensions = 'report.dimensions_required';
  if (!request.metrics?.length) errors.metrics = 'report.metrics_required';
  return errors;
}
