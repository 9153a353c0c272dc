import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { REPORT_DATA_RANGES, REPORT_TIME_ZONES } from './reports.ts';
import { requiredId } from './validation.ts';

/**
 * The PDF report of one campaign's delivery (docs/REPORTS.md#pdf): the campaign, its dates (the
 * same ranges and rules as a report request) and the language the document is written in.
 */
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

export const reportPdfRequestSchema = z
  .object({
    campaign_id: requiredId,
    data_range: z.enum(REPORT_DATA_RANGES, { error: 'report.validation.data_range' }).default('last_7_days'),
    start_date: dateOnly.nullable().optional(),
    end_date: dateOnly.nullable().optional(),
    time_zone: z.enum(REPORT_TIME_ZONES).default('advertiser'),
    /** The reader's language; the caller's own when absent. */
    language: z.enum(LANGUAGES).optional(),
  })
  .meta({ id: 'ReportPdfRequest' });
export type ReportPdfRequest = z.input<typeof reportPdfRequestSchema>;
export type ReportPdfRequestInput = z.output<typeof reportPdfRequestSchema>;

/** The figures of the PDF's key-figure panel, in the campaign report's metric codes. */
export const REPORT_PDF_METRICS = [
  'impressions',
  'clicks',
  'ctr',
  'spend',
  'cpm',
  'conversions',
  'unique_devices',
] as const;
