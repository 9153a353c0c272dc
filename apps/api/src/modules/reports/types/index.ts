import type { ReportTypeCode } from '@beacon/contracts';
import { campaignReport } from './campaign.ts';
import type { ReportDefinition } from './definition.ts';
import { geographyReport } from './geography.ts';

/**
 * The report types the server can run, by code (docs/REPORTS.md#types). A type of the catalogue
 * (`REPORT_TYPES`) without a definition here is not offered (`get_types` leaves it out) and a
 * request for it is refused.
 */
export const REPORT_DEFINITIONS: Partial<Record<ReportTypeCode, ReportDefinition>> = {
  campaign: campaignReport,
  geography: geographyReport,
};
