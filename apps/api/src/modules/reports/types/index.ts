import type { ReportTypeCode } from '@beacon/contracts';
import { billingReport } from './billing.ts';
import { campaignReport } from './campaign.ts';
import type { ReportDefinition } from './definition.ts';
import { geoCoordinatesReport } from './geo-coordinates.ts';
import { geographyReport } from './geography.ts';
import { insightsReport } from './insights.ts';
import { maidsReport } from './maids.ts';
import { oohReport } from './ooh.ts';
import { reachReport } from './reach.ts';
import { storeAttributionReport } from './store-attribution.ts';

/**
 * The report types the server can run, by code (docs/REPORTS.md#types). A type of the catalogue
 * (`REPORT_TYPES`) without a definition here is not offered (`get_types` leaves it out) and a
 * request for it is refused.
 */
export const REPORT_DEFINITIONS: Partial<Record<ReportTypeCode, ReportDefinition>> = {
  campaign: campaignReport,
  reach: reachReport,
  billing: billingReport,
  maids: maidsReport,
  store_attribution: storeAttributionReport,
  ooh: oohReport,
  geo_coordinates: geoCoordinatesReport,
  insights: insightsReport,
  geography: geographyReport,
};
