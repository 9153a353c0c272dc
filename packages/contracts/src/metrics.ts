import { z } from 'zod';
import { advertiserSchema } from './advertisers.ts';
import { apiPath } from './api-path.ts';
import { campaignSchema } from './campaigns.ts';
import { INT4_MAX } from './integers.ts';
import { lineItemSchema } from './line-items.ts';
import { listQuerySchema } from './list-query.ts';

/** Paths of delivery figures. */
export const METRIC_API = {
  /** The account's delivery at a glance; `?start_date=&end_date=`. */
  dashboard: '/api/dashboard',
  /** Hourly bids, wins, win rate and spend of a line (`{period}` or `{start_date, end_date}`). */
  bidWin: apiPath('/api/line_items/daily_bid_win/:id'),
} as const;

/**
 * Delivery metrics read from the analytics store (docs/REQUIREMENTS.md#delivery): counts, ratios and spend of
 * the rows of one list page. Times of the analytics store are UTC.
 */
export const DELIVERY_METRICS = [
  'impression',
  'clicks',
  'ctr',
  'cpm',
  'cpc',
  'spend',
  'video_completes',
  'video_complete_percent',
] as const;
export type DeliveryMetric = (typeof DELIVERY_METRICS)[number];

/**
 * Conversion metrics read from the conversions credited to the rows (docs/DELIVERY.md "Conversion metrics"):
 * credited conversions, their value (US dollars), CPA (spend per conversion, currency of the row)
 * and ROAS (conversion value per unit of spend; only where the row's currency is USD).
 */
export const CONVERSION_METRICS = ['conversions', 'conversion_value', 'cpa', 'roas'] as const;
export type ConversionMetric = (typeof CONVERSION_METRICS)[number];

/** Line items also show whether they bid and won in the last hour ("Bidding Now", "Winning Now"). */
export const LINE_STATUS_METRICS = ['bidding_status', 'winning_status'] as const;

/** The delivery figures every buying list shows before a user chooses (docs/REQUIREMENTS.md#delivery). */
const KEY_METRICS = ['impression', 'clicks', 'ctr', 'conversions'] as const;

/**
 * Metric columns per list, and which are shown before a user chooses (docs/REQUIREMENTS.md#delivery): the
 * key figures — impressions, clicks, spend, CTR and conversions. Campaigns and line items keep their
 * budget-ledger `spend` (the money delivery commits, a column of their own); advertisers read spend here.
 */
export const METRIC_COLUMNS = {
  advertisers: {
    metrics: [...DELIVERY_METRICS, ...CONVERSION_METRICS] as readonly string[],
    defaults: [...KEY_METRICS, 'spend'] as readonly string[],
  },
  campaigns: {
    metrics: [...DELIVERY_METRICS.filter((m) => m !== 'spend'), ...CONVERSION_METRICS] as readonly string[],
    defaults: KEY_METRICS as readonly string[],
  },
  lineItems: {
    metrics: [
      ...LINE_STATUS_METRICS,
      ...DELIVERY_METRICS.filter((m) => m !== 'spend'),
      ...CONVERSION_METRICS,
    ] as readonly string[],
    defaults: [...LINE_STATUS_METRICS, ...KEY_METRICS] as readonly string[],
  },
} as const;

/** A day `YYYY-MM-DD` or a UTC wall-clock `YYYY-MM-DD HH:mm:ss`. */
const utcMoment = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'validation.date')
  .refine((v) => !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : `${v.replace(' ', 'T')}Z`)), {
    message: 'validation.date',
  });

/** Instant of a `utcMoment`; an end given as a bare day includes that whole day. */
export function utcMomentMs(value: string, end = false): number {
  if (value.length === 10) return Date.parse(`${value}T00:00:00Z`) + (end ? 86_400_000 : 0);
  return Date.parse(`${value.replace(' ', 'T')}Z`) + (end ? 1000 : 0);
}

/**
 * A list query that may ask for metric columns: `metrics=impression,clicks,...` (or metric names in a
 * download's `columns`), optionally over `metrics_start_date`..`metrics_end_date` (UTC).
 */
export const metricListQuerySchema = listQuerySchema.extend({
  metrics: z.string().max(500).optional(),
  metrics_start_date: utcMoment.optional(),
  metrics_end_date: utcMoment.optional(),
});
export type MetricListQuery = z.infer<typeof metricListQuerySchema>;

/** Metric fields added to list rows; null when the analytics store could not be read. */
export const deliveryMetricFields = {
  impression: z.number().int().nullable().optional(),
  clicks: z.number().int().nullable().optional(),
  /** Clicks per impression, as a percentage. */
  ctr: z.number().nullable().optional(),
  /** Cost per thousand impressions (decimal string, currency of the row). */
  cpm: z.string().nullable().optional(),
  /** Cost per click (decimal string). */
  cpc: z.string().nullable().optional(),
  video_completes: z.number().int().nullable().optional(),
  /** Video completes per impression, as a percentage. */
  video_complete_percent: z.number().nullable().optional(),
  /** Conversions credited to the row (attributed to a click or a view). */
  conversions: z.number().int().nullable().optional(),
  /** Value of those conversions (decimal string, US dollars). */
  conversion_value: z.string().nullable().optional(),
  /** Spend per conversion (decimal string, currency of the row); null without conversions. */
  cpa: z.string().nullable().optional(),
  /** Conversion value per unit of spend; null without spend or where the row's currency is not USD. */
  roas: z.number().nullable().optional(),
};
export const advertiserMetricFields = {
  ...deliveryMetricFields,
  /** Spend read from the analytics store (decimal string). */
  spend: z.string().nullable().optional(),
};
export const lineStatusFields = {
  /** The line bid in the last hour. */
  bidding_status: z.boolean().nullable().optional(),
  /** The line won an auction in the last hour. */
  winning_status: z.boolean().nullable().optional(),
};

/** Bid-win periods (hours back from now) offered by the console (docs/REQUIREMENTS.md#delivery). */
export const BID_WIN_PERIODS = [3, 6, 12, 24, 48, 72] as const;
export const BID_WIN_MAX_HOURS = 72;

/** `POST /api/line_items/daily_bid_win/{id}`: a period in hours, or a UTC start and end. */
export const bidWinRequestSchema = z
  .object({
    /** Hours back from the end of the current hour: one of `BID_WIN_PERIODS` (others answer 422). */
    period: z.coerce
      .number()
      .int('validation.integer')
      .max(INT4_MAX, 'validation.max')
      .positive('validation.bid_win_period')
      .optional(),
    start_date: utcMoment.optional(),
    end_date: utcMoment.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.period !== undefined) return;
    if (!value.start_date)
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'validation.required' });
    if (!value.end_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.required' });
  })
  .meta({ id: 'BidWinRequest' });
export type BidWinRequest = z.input<typeof bidWinRequestSchema>;

export const bidWinPointSchema = z.object({
  /** Start of the hour, UTC `YYYY-MM-DD HH:mm:ss`. */
  hour: z.string(),
  bids: z.number().int(),
  wins: z.number().int(),
  /** Wins per bid, as a percentage (0 when there were no bids). */
  win_rate: z.number(),
  /** Clearing prices paid for the wins (decimal string, currency of the campaign). */
  spend: z.string(),
});
export type BidWinPoint = z.infer<typeof bidWinPointSchema>;

export const bidWinSchema = z
  .object({
    line_item_id: z.number().int(),
    currency: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    points: z.array(bidWinPointSchema),
    totals: bidWinPointSchema.omit({ hour: true }),
  })
  .meta({ id: 'BidWin' });
export type BidWin = z.infer<typeof bidWinSchema>;

/** `GET /api/dashboard?start_date=&end_date=` (UTC days or moments; at most 92 days). */
export const dashboardQuerySchema = z.object({
  start_date: utcMoment.optional(),
  end_date: utcMoment.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
export const DASHBOARD_MAX_DAYS = 92;
/** Up to this many hours the trend is hourly, beyond it daily. */
export const DASHBOARD_HOURLY_MAX_HOURS = 72;

const deliveryTotals = {
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
  video_completes: z.number().int(),
};

export const dashboardSpendSchema = z.object({
  currency: z.string(),
  spend: z.string(),
  impressions: z.number().int(),
  /** Spend per thousand impressions in this currency. */
  cpm: z.string(),
  /** Conversions credited to the campaigns of this currency. */
  conversions: z.number().int(),
  /** Their value (decimal string, US dollars). */
  conversion_value: z.string(),
  /** Spend per conversion in this currency; null without conversions. */
  cpa: z.string().nullable(),
  /** Conversion value per unit of spend; null without spend or when this currency is not USD. */
  roas: z.number().nullable(),
});

export const dashboardTopRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The line's campaign (line items only), and the advertiser: same-named rows stay apart. */
  campaign_name: z.string().optional(),
  advertiser_name: z.string(),
  currency: z.string(),
  spend: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  conversions: z.number().int(),
});
export type DashboardTopRow = z.infer<typeof dashboardTopRowSchema>;

export const dashboardTrendPointSchema = z.object({
  /** Start of the hour or day, UTC `YYYY-MM-DD HH:mm:ss`. */
  time: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  video_completes: z.number().int(),
  conversions: z.number().int(),
});

export const dashboardSchema = z
  .object({
    start_date: z.string(),
    end_date: z.string(),
    granularity: z.enum(['hour', 'day']),
    totals: z.object({
      ...deliveryTotals,
      /** Distinct devices reached (uniqCombined sketch, within about 1 %). */
      devices: z.number().int(),
      /** Conversions credited to the account's line items (attributed to a click or a view). */
      conversions: z.number().int(),
      /** Their value (decimal string, US dollars). */
      conversion_value: z.string(),
      /** One entry per currency: amounts in different currencies are never added. */
      spend: z.array(dashboardSpendSchema),
    }),
    top_campaigns: z.array(dashboardTopRowSchema),
    top_line_items: z.array(dashboardTopRowSchema),
    trend: z.array(dashboardTrendPointSchema),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

/** List rows with their metric columns (present when asked for). */
export const advertiserListRowSchema = advertiserSchema
  .extend(advertiserMetricFields)
  .meta({ id: 'AdvertiserListRow' });
export const campaignListRowSchema = campaignSchema
  .extend(deliveryMetricFields)
  .meta({ id: 'CampaignListRow' });
export const lineItemListRowSchema = lineItemSchema
  .extend({ ...deliveryMetricFields, ...lineStatusFields })
  .meta({ id: 'LineItemListRow' });
