import { z } from 'zod';
import { REPORT_PDF_METRICS } from './report-pdf.ts';
import { requiredId } from './validation.ts';

/**
 * Embedded dashboards (docs/REPORTS.md#dashboards): the dashboard-URL report types open a page of
 * one campaign's figures through a signed URL valid `REPORT_DASHBOARD_LIMITS.urlSeconds`, which
 * anyone holding it may open without signing in.
 */
export const REPORT_DASHBOARD_CODES = ['performance_campaign', 'partial_report', 'final_report'] as const;
export type ReportDashboardCode = (typeof REPORT_DASHBOARD_CODES)[number];

export const REPORT_DASHBOARD_API = {
  /** GET the report lists: one entry `{code, name, src}` per dashboard type; `src` is its URL call. */
  lists: '/api/reports/get_report_lists',
  /** GET ?campaign_id=: a signed URL of the campaign performance dashboard (the flight to date). */
  performanceCampaign: '/api/reports/dashboards/performance_campaign/url',
  /** POST {campaign_id, start_date, end_date}: a signed URL of the partial report (a chosen window). */
  partialReport: '/api/reports/dashboards/partial_report/url',
  /** POST {campaign_id}: a signed URL of the final report (the whole flight). */
  finalReport: '/api/reports/dashboards/final_report/url',
  /** GET ?token=, public: the figures of the dashboard a signed token opens. */
  data: '/api/reports/dashboards/data',
} as const;

/** The console's page a signed URL opens (outside the signed-in shell). */
export const dashboardPagePath = (token: string) => `/dashboards/${encodeURIComponent(token)}`;

export const REPORT_DASHBOARD_LIMITS = {
  /** Seconds a signed dashboard URL can be opened; then a new one must be generated. */
  urlSeconds: 300,
  /** Line items and creatives the dashboard's tables show (the most impressions first). */
  topRows: 10,
} as const;

/** The message of a caller without `Report:generate_looker_url` (`002` §6). */
export const DASHBOARD_DENIED_MESSAGE = 'Access denied, contact the administrator';

/** An entry of the report lists call. */
export const reportListEntrySchema = z
  .object({
    code: z.enum(REPORT_DASHBOARD_CODES),
    /** The type's label key (`reports.types.<code>`). */
    name: z.string(),
    /** The call that answers the type's signed URL (GET for the performance campaign, POST else). */
    src: z.string(),
  })
  .meta({ id: 'ReportListEntry' });
export type ReportListEntry = z.infer<typeof reportListEntrySchema>;

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

/** The query of the public figures call: the signed token the URL carries. */
export const dashboardDataQuerySchema = z.object({
  token: z.string().min(1, 'validation.required').max(1_000, 'report.dashboard_invalid'),
});

export const dashboardCampaignQuerySchema = z.object({ campaign_id: requiredId });

/** The partial report's request: a campaign and the window (both days included, in its time zone). */
export const dashboardPartialRequestSchema = z
  .object({
    campaign_id: requiredId,
    start_date: dateOnly,
    end_date: dateOnly,
  })
  .meta({ id: 'DashboardPartialRequest' });
export type DashboardPartialRequest = z.input<typeof dashboardPartialRequestSchema>;

export const dashboardFinalRequestSchema = z
  .object({ campaign_id: requiredId })
  .meta({ id: 'DashboardFinalRequest' });

/** A signed dashboard URL: the console page to open, its token and when it stops opening. */
export const dashboardUrlSchema = z
  .object({
    url: z.string(),
    token: z.string(),
    expires_at: z.string(),
    expires_in: z.number().int(),
  })
  .meta({ id: 'DashboardUrl' });
export type DashboardUrl = z.infer<typeof dashboardUrlSchema>;

const figure = z.union([z.number(), z.string(), z.null()]);
/** Figures of a row, in the campaign report's metric codes (`REPORT_PDF_METRICS`). */
const figuresSchema = z.object(Object.fromEntries(REPORT_PDF_METRICS.map((m) => [m, figure])));

/** A day of the pacing chart: its spend, the spend to date and the even pace's spend to date. */
const pacingDaySchema = z.object({
  day: z.string(),
  impressions: z.number(),
  clicks: z.number(),
  spend: z.number(),
  cumulative_spend: z.number(),
  planned_spend: z.number(),
});

const topRowSchema = z.object({ id: z.number().int(), name: z.string() }).extend(figuresSchema.shape);

/** What a dashboard shows: one campaign's figures over its window, against its budget and goal. */
export const dashboardDataSchema = z
  .object({
    code: z.enum(REPORT_DASHBOARD_CODES),
    campaign: z.object({
      id: z.number().int(),
      name: z.string(),
      currency: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      budget: z.number(),
    }),
    advertiser: z.object({ id: z.number().int(), name: z.string() }),
    start_date: z.string(),
    end_date: z.string(),
    time_zone: z.string(),
    totals: figuresSchema,
    cpc: z.number().nullable(),
    /** The campaign's KPI goal (`kpis` code and target) and the figure delivered, when measured here. */
    goal: z
      .object({
        kpi: z.string(),
        target: z.number(),
        actual: z.number().nullable(),
        lower_is_better: z.boolean(),
      })
      .nullable(),
    /** The share of the budget spent and of the flight elapsed by the window's end (0–1). */
    budget_spent: z.number(),
    flight_elapsed: z.number(),
    pacing: z.array(pacingDaySchema),
    line_items: z.array(topRowSchema),
    creatives: z.array(topRowSchema),
    privacy_min_devices: z.number().int(),
    data_complete_through: z.string().nullable(),
    generated_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'DashboardData' });
export type DashboardData = z.infer<typeof dashboardDataSchema>;
