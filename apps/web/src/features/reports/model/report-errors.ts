import { type ReportCatalogue, reportRequestErrors } from '@beacon/contracts';
import type { DraftRequest } from './report-draft.ts';

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

/** The request's fields (as the server names them) under the part of the screen that shows them. */
const PLACES: Record<string, ReportErrorField> = {
  report_type: 'report_type',
  report_year: 'dates',
  data_range: 'dates',
  start_date: 'dates',
  end_date: 'dates',
  'filters.account': 'account',
  'filters.campaigns': 'campaigns',
  'filters.layer_name': 'layer_name',
  'filters.ooh_layer_name': 'ooh_layer_name',
  'filters.ooh_distance': 'ooh_distance',
  dimensions: 'dimensions',
  metrics: 'metrics',
};

/** Field errors (field → keys, the server's shape) placed on the screen, the first key of each. */
export function placeErrors(
  errors: Record<string, string[] | undefined>,
): Partial<Record<ReportErrorField, string>> {
  const placed: Partial<Record<ReportErrorField, string>> = {};
  for (const [field, keys] of Object.entries(errors)) {
    const place = PLACES[field];
    if (place && keys?.[0]) placed[place] ??= keys[0];
  }
  return placed;
}

/**
 * What stops a request from running, by the rules the server applies (`reportRequestErrors`,
 * docs/REQUIREMENTS.md#reports), placed on the screen: one translation key per place.
 */
export function requestErrors(
  request: DraftRequest,
  today: string,
  catalogue: ReportCatalogue,
): Partial<Record<ReportErrorField, string>> {
  return placeErrors(reportRequestErrors(request, today, catalogue));
}
