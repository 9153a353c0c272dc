import type { ReportTypeCode } from '@beacon/contracts';
import { billingReport } from './billing.ts';
import type { ReportDefinition } from './definition.ts';
import { geoCoordinatesReport } from './geo-coordinates.ts';
import { insightsReport } from './insights.ts';
import { maidsReport } from './maids.ts';
import { oohReport } from './ooh.ts';
import { reachReport } from './reach.ts';
import { storeAttributionReport } from './store-attribution.ts';

/** The report types over the analytics store and the budget ledger, by code (docs/REPORTS.md#report-types). */
export const REPORT_DEFINITIONS: Partial<Record<ReportTypeCode, ReportDefinition>> = {
  reach: reachReport,
  billing: billingReport,
  maids: maidsReport,
  geo_coordinates: geoCoordinatesReport,
  insights: insightsReport,
  store_attribution: storeAttributionReport,
  ooh: oohReport,
};
