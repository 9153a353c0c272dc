import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { emailSchema, idSchema } from './validation.ts';

/**
 * Reports (docs/REPORTS.md): a request names a type, a date range, filters, dimensions and metrics;
 * a job over the analytics store writes the file, which can be downloaded for a stated number of
 * minutes. The geography report is answered directly.
 */
export const REPORT_API = {
  /** GET the paginated "my reports" list (the caller's account); see `REPORT_LIST_FILTERS`. */
  list: '/api/reports',
  /** GET one report job; DELETE removes it and its file. */
  one: apiPath('/api/reports/:id'),
  /** POST a report request: answers `{ report_job_id, no_data }`. */
  run: '/api/reports/run',
  /** POST a geography request: answers the file, or status 236 past `REPORT_LIMITS.directRows`. */
  geography: '/api/reports/geography',
  /** GET, polled: the job's status (`REPORT_JOB_STATUSES`) and, once it succeeded, its file. */
  poll: apiPath('/api/reports/get_report/:jobId/:type'),
  /** GET the file of a succeeded job while it has not expired (410 `report.expired` after). */
  download: apiPath('/api/reports/:id/download'),
  /** POST {email_subject, emails}: the file as an e-mail attachment. */
  sendEmail: apiPath('/api/reports/send_email_report_job/:id'),
  /** Lookups of the wizard. */
  types: '/api/reports/get_types',
  /** GET ?report_type=: the type's dimensions (`ReportField` rows). */
  dimensions: '/api/reports/get_dimensions',
  /** GET ?report_type=: the type's metrics (`ReportField` rows). */
  metrics: '/api/reports/get_metrics',
  /** GET: the date ranges (`REPORT_DATA_RANGES`) and the years offered. */
  dataRanges: '/api/reports/get_data_ranges',
  /** GET: the file types (`REPORT_FILE_TYPES`). */
  formatTypes: '/api/reports/get_format_types',
  /** GET ?kind=poi|ooh: the world's place categories store attribution and OOH read near. */
  placeCategories: '/api/reports/get_place_categories',
  /** On-demand reports: GET the paginated list, POST a new one ({report_type, parameters}). */
  onDemand: '/api/reports_on_demand',
  /** GET one on-demand report; DELETE removes it. */
  onDemandOne: apiPath('/api/reports_on_demand/:id'),
  /** GET the on-demand report's file (`Report:on_demand_download`). */
  onDemandDownload: apiPath('/api/reports_on_demand/:id/download'),
  /** POST a campaign's delivery report as a PDF (`reportPdfRequestSchema`): answers the file itself. */
  pdf: '/api/reports/pdf',
} as const;

/** docs/REQUIREMENTS.md#reports: limits and windows of reports. */
export const REPORT_LIMITS = {
  /** Rows of the direct (geography) report; past it the answer is status 236. */
  directRows: 30_000,
  /** The HTTP status of the row-limit notice. */
  rowLimitStatus: 236,
  /** A worksheet's rows (with the header): an xlsx report spills to the next sheet past it. */
  xlsxSheetRows: 1_048_576,
  /** Minutes a generated file can be downloaded; then the report must be generated again. */
  downloadMinutes: 60,
  /** Console polling interval of a running job. */
  pollMs: 8_000,
  /** Longest e-mail subject. */
  emailSubjectMax: 100,
  /** Most recipients of one e-mail. */
  emailsMax: 50,
  /** Longest span of one request. */
  maxDays: 366,
  /** Rows of the preview the screen shows (the file has every row). */
  previewRows: 200,
} as const;

/** Job statuses (`002` §4.1): the poll answers one of these. */
export const REPORT_JOB_STATUSES = ['in_progress', 'empty', 'error', 'success'] as const;
export type ReportJobStatus = (typeof REPORT_JOB_STATUSES)[number];

/** Where a report job came from: the report screen, an on-demand request or a schedule. */
export const REPORT_SOURCES = ['direct', 'on_demand', 'scheduler'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

export const REPORT_FILE_TYPES = ['csv', 'xlsx'] as const;
export type ReportFileType = (typeof REPORT_FILE_TYPES)[number];
/** `xls` is accepted as another name of xlsx (the legacy form sends it). */
export const reportFileTypeSchema = z.preprocess(
  (v) => (v === 'xls' ? 'xlsx' : v),
  z.enum(REPORT_FILE_TYPES, { error: 'report.validation.file_type' }),
);

/** The time zone a report reads days and hours in: the advertiser's, or UTC. Named in every file. */
export const REPORT_TIME_ZONES = ['advertiser', 'utc'] as const;
export type ReportTimeZone = (typeof REPORT_TIME_ZONES)[number];

/**
 * Date ranges (`002` §4.2): custom needs start and end dates; the others end yesterday... today
 * (the last closed hour) and are resolved by `resolveReportDates`; `last_n_months` are capped at
 * the start of the report year.
 */
export const REPORT_DATA_RANGES = [
  'custom',
  'last_7_days',
  'last_30_days',
  'last_2_months',
  'last_3_months',
  'last_6_months',
  'current_year',
  'previous_year',
] as const;
export type ReportDataRange = (typeof REPORT_DATA_RANGES)[number];

/** The ranges the form offers as quick choices; the others are presets (`REPORT_DATA_RANGES`). */
export const REPORT_QUICK_RANGES = ['custom', 'last_7_days', 'last_30_days'] as const;

/** The lookup of date ranges: every range, the quick ones and the years offered (`reportYears`). */
export const reportDataRangesSchema = z
  .object({
    ranges: z.array(z.enum(REPORT_DATA_RANGES)),
    quick: z.array(z.enum(REPORT_DATA_RANGES)),
    years: z.array(z.number().int()),
    /** The server's today (UTC), which the ranges are resolved from. */
    today: z.string(),
    max_days: z.number().int(),
  })
  .meta({ id: 'ReportDataRanges' });
export type ReportDataRanges = z.infer<typeof reportDataRangesSchema>;

/** Places a report can read near: public POIs (store attribution) or OOH sites (OOH). */
export const REPORT_PLACE_KINDS = ['poi', 'ooh'] as const;
export const reportPlaceCategoriesQuerySchema = z.object({
  kind: z.enum(REPORT_PLACE_KINDS, { error: 'validation.invalid' }),
});
/** A category of the world's places, with how many places it has (the most first). */
export const reportPlaceCategorySchema = z
  .object({ category: z.string(), places: z.number().int() })
  .meta({ id: 'ReportPlaceCategory' });
export type ReportPlaceCategory = z.infer<typeof reportPlaceCategorySchema>;

/** Report types. `kind`: `job` (a file written by a job) or `direct` (the file is the answer). */
export const REPORT_TYPE_CODES = [
  'campaign',
  'reach',
  'billing',
  'maids',
  'store_attribution',
  'ooh',
  'geo_coordinates',
  'insights',
  'geography',
] as const;
export type ReportTypeCode = (typeof REPORT_TYPE_CODES)[number];

/** Filters a type may require besides dates, dimensions and metrics (`002` §5). */
export const REPORT_REQUIRED_FILTERS = ['campaign', 'layer_name', 'ooh_layer_name', 'ooh_distance'] as const;
export type ReportRequiredFilter = (typeof REPORT_REQUIRED_FILTERS)[number];

export type ReportTypeDefinition = {
  code: ReportTypeCode;
  /** The spec's procedure name (kept as spelled there). */
  procedure: string;
  kind: 'job' | 'direct';
  /** The default date range when the type is chosen. */
  defaultRange: ReportDataRange;
  /** The wizard's sections for this type. */
  sections: readonly ('report_type' | 'filters' | 'dimensions' | 'metrics')[];
  /** Filters that must be given (besides the account). */
  requires: readonly ReportRequiredFilter[];
  /** The permission (Report subject) needed besides `create_report`, if any. */
  permission?: 'export_maids';
  /** Types an on-demand request may ask for, by its on-demand code. */
  onDemand?: ReportOnDemandCode;
};

const DEFAULT_SECTIONS = ['report_type', 'filters', 'dimensions', 'metrics'] as const;

export const REPORT_TYPES: readonly ReportTypeDefinition[] = [
  {
    code: 'campaign',
    procedure: 'campaign_report',
    kind: 'job',
    defaultRange: 'last_7_days',
    sections: DEFAULT_SECTIONS,
    requires: [],
  },
  {
    code: 'reach',
    procedure: 'reach_report',
    kind: 'job',
    defaultRange: 'last_7_days',
    sections: DEFAULT_SECTIONS,
    requires: [],
    onDemand: 'unique_devices',
  },
  {
    code: 'billing',
    procedure: 'billing_report',
    kind: 'job',
    defaultRange: 'current_year',
    sections: DEFAULT_SECTIONS,
    requires: [],
  },
  {
    code: 'maids',
    procedure: 'maids_report',
    kind: 'job',
    defaultRange: 'last_7_days',
    sections: DEFAULT_SECTIONS,
    requires: ['campaign'],
    permission: 'export_maids',
  },
  {
    code: 'store_attribution',
    procedure: 'store_atributtion_report',
    kind: 'job',
    defaultRange: 'custom',
    sections: DEFAULT_SECTIONS,
    requires: ['campaign', 'layer_name'],
    onDemand: 'store_attribution',
  },
  {
    code: 'ooh',
    procedure: 'ooh_report',
    kind: 'job',
    defaultRange: 'last_2_months',
    sections: DEFAULT_SECTIONS,
    requires: ['campaign', 'ooh_layer_name', 'ooh_distance'],
  },
  {
    code: 'geo_coordinates',
    procedure: 'geo_coordinates_report',
    kind: 'job',
    defaultRange: 'last_7_days',
    sections: DEFAULT_SECTIONS,
    requires: [],
    onDemand: 'geo_report',
  },
  {
    code: 'insights',
    procedure: 'insigths_report',
    kind: 'job',
    defaultRange: 'last_30_days',
    sections: DEFAULT_SECTIONS,
    requires: ['campaign'],
    onDemand: 'campaign_insight',
  },
  {
    code: 'geography',
    procedure: 'geography_report',
    kind: 'direct',
    defaultRange: 'last_7_days',
    sections: DEFAULT_SECTIONS,
    requires: [],
  },
];

export const reportType = (code: ReportTypeCode) => REPORT_TYPES.find((t) => t.code === code)!;

/** On-demand report types (`002` §3.4) and the permission each needs (Report subject). */
export const REPORT_ON_DEMAND = {
  store_attribution: 'on_demand_store_attribution',
  geo_report: 'on_demand_geo',
  campaign_insight: 'on_demand_campaign_insight',
  unique_devices: 'on_demand_unique_devices',
} as const;
export type ReportOnDemandCode = keyof typeof REPORT_ON_DEMAND;
export const REPORT_ON_DEMAND_CODES = Object.keys(REPORT_ON_DEMAND) as ReportOnDemandCode[];

/** OOH distance buckets (`002` §9): 25 to 200 m in 25 m steps. */
export const OOH_DISTANCES_M = [25, 50, 75, 100, 125, 150, 175, 200] as const;
/** Store attribution distance buckets (`002` §9, rich attribution): under 25, 50, 100, 150, 200, 250 m. */
export const ATTRIBUTION_DISTANCES_M = [25, 50, 100, 150, 200, 250] as const;
/** Frequency buckets of the reach report: 1 … 9 and 10+. */
export const REACH_FREQUENCY_BUCKETS = 10;

/**
 * A dimension or metric a type offers. `kind` says how the value is written and summed;
 * `devices` marks a unique-device figure, which the privacy floor applies to.
 */
export const reportFieldSchema = z
  .object({
    code: z.string(),
    /** Translation key of its label (`reports.fields.<code>`). */
    label: z.string(),
    kind: z.enum(['text', 'id', 'date', 'hour', 'month', 'integer', 'decimal', 'money', 'percent']),
    devices: z.boolean(),
    /** Chosen when the type is picked. */
    default: z.boolean(),
  })
  .meta({ id: 'ReportField' });
export type ReportField = z.infer<typeof reportFieldSchema>;

export const reportTypeSchema = z
  .object({
    code: z.enum(REPORT_TYPE_CODES),
    procedure: z.string(),
    kind: z.enum(['job', 'direct']),
    default_range: z.enum(REPORT_DATA_RANGES),
    sections: z.array(z.string()),
    requires: z.array(z.enum(REPORT_REQUIRED_FILTERS)),
    /** The caller may run it (e.g. maids needs `Report:export_maids`). */
    allowed: z.boolean(),
  })
  .meta({ id: 'ReportType' });
export type ReportTypeRow = z.infer<typeof reportTypeSchema>;

const idList = z.array(idSchema).max(5_000, 'validation.too_many').default([]);

/** Filters of a request (`002` §3.1); the chain advertisers > campaigns > line items > creatives. */
export const reportFiltersSchema = z
  .object({
    /** The caller's active account; any other is refused (404, as every other account's object). */
    account: idSchema.optional(),
    advertisers: idList,
    campaigns: idList,
    line_items: idList,
    creatives: idList,
    /** Sent as text (deal ids are the exchanges' strings). */
    deal_id: z.string().trim().max(255, 'validation.max').optional(),
    /** A private POI layer id, or a public POI category (`category:<name>`), for store attribution. */
    layer_name: z.string().trim().max(255, 'validation.max').optional(),
    /** The OOH layer: an OOH site category of the account's country, for OOH reports. */
    ooh_layer_name: z.string().trim().max(255, 'validation.max').optional(),
    /** Metres, one of `OOH_DISTANCES_M`. */
    ooh_distance: z.coerce.number().int().optional(),
    poi_layer_id: idSchema.optional(),
    ooh_layer_id: z.string().trim().max(255, 'validation.max').optional(),
  })
  .meta({ id: 'ReportFilters' });
export type ReportFilters = z.output<typeof reportFiltersSchema>;

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

/** A report request (`002` §3.1); the rules of `reportRequestErrors` apply on both sides. */
export const reportRequestSchema = z
  .object({
    report_type: z.enum(REPORT_TYPE_CODES, { error: 'report.validation.type_invalid' }),
    report_year: z.coerce.number().int().min(2000).max(2100).optional(),
    data_range: z.enum(REPORT_DATA_RANGES, { error: 'report.validation.data_range' }).optional(),
    start_date: dateOnly.nullable().optional(),
    end_date: dateOnly.nullable().optional(),
    type: reportFileTypeSchema.default('csv'),
    time_zone: z.enum(REPORT_TIME_ZONES).default('advertiser'),
    dimensions: z.array(z.string().max(64)).max(30).default([]),
    metrics: z.array(z.string().max(64)).max(60).default([]),
    // `prefault`: a request without filters is parsed as `{}`, so every list gets its own default.
    filters: reportFiltersSchema.prefault({}),
    /** A name for "my reports"; the type and dates when empty. */
    name: z.string().trim().max(255, 'validation.max').optional(),
  })
  .meta({ id: 'ReportRequest' });
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ReportRequestInput = z.output<typeof reportRequestSchema>;

/** The answer of a request (`002` §4.1): a job id, or no_data when nothing matches. */
export const reportRunResultSchema = z
  .object({ report_job_id: z.number().int().nullable(), no_data: z.boolean() })
  .meta({ id: 'ReportRunResult' });
export type ReportRunResult = z.infer<typeof reportRunResultSchema>;

/** What every file and the screen state about its figures. */
export const reportProvenanceSchema = z.object({
  time_zone: z.string(),
  /** ISO time of the last closed hour whose delivery is in the store (null before any delivery). */
  data_complete_through: z.string().nullable(),
  generated_at: z.string().nullable(),
  /** The unique-device floor: figures under it are written "< k". */
  privacy_min_devices: z.number().int(),
});

export const reportJobSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    user_id: z.number().int().nullable(),
    user_name: z.string().nullable(),
    source: z.enum(REPORT_SOURCES),
    report_type: z.enum(REPORT_TYPE_CODES),
    /** The type's label key (`reports.types.<code>`), for the list's report_type_name. */
    report_type_name: z.string(),
    name: z.string(),
    status: z.enum(REPORT_JOB_STATUSES),
    /** The reason a job failed (a translation key and readable text). */
    error: z.string().nullable(),
    file_type: z.enum(REPORT_FILE_TYPES),
    request: z.record(z.string(), z.unknown()),
    rows: z.number().int().nullable(),
    file_size: z.number().int().nullable(),
    /** Worksheets of an xlsx file (more than one when it spilled past a sheet's rows). */
    sheets: z.number().int().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    ...reportProvenanceSchema.shape,
    /** Until when the file can be downloaded; null while running or when there is no file. */
    expires_at: z.string().nullable(),
    /** success and not expired. */
    downloadable: z.boolean(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'ReportJob' });
export type ReportJob = z.infer<typeof reportJobSchema>;

/** The poll's answer: the status and, on success, a preview of the first rows. */
export const reportPollSchema = z
  .object({
    status: z.enum(REPORT_JOB_STATUSES),
    job: reportJobSchema,
    /** Column codes of the preview (dimensions then metrics) and their rows; values as in the file. */
    columns: z.array(z.string()),
    preview: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  })
  .meta({ id: 'ReportPoll' });
export type ReportPoll = z.infer<typeof reportPollSchema>;

/** Filters of the my-reports list (`002` §3.5). */
export const REPORT_LIST_FILTERS = [
  'id',
  'report_type_name',
  'name',
  'user_name',
  'status',
  'start_date',
] as const;
/** Statuses the my-reports list shows (`002` §3.5): a job status seen by a person. */
export const MY_REPORT_STATUSES = ['ready', 'error', 'in_progress', 'scheduler'] as const;

/** Send a report's file by e-mail (`002` §5, my-report e-mail form). */
export const reportEmailRequestSchema = z
  .object({
    email_subject: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(REPORT_LIMITS.emailSubjectMax, 'report.validation.email_subject_max'),
    emails: z
      .array(emailSchema)
      .min(1, 'report.validation.recipient_required')
      .max(REPORT_LIMITS.emailsMax, 'validation.too_many'),
  })
  .meta({ id: 'ReportEmailRequest' });
export type ReportEmailRequest = z.input<typeof reportEmailRequestSchema>;

/** An on-demand request: a type and its parameters (shown as key/value pairs in the list). */
export const reportOnDemandRequestSchema = z
  .object({
    report_type: z.enum(REPORT_ON_DEMAND_CODES as [ReportOnDemandCode, ...ReportOnDemandCode[]], {
      error: 'report.validation.type_invalid',
    }),
    /** The report request it runs, without the type (dates, filters, dimensions, metrics, file type). */
    parameters: reportRequestSchema.omit({ report_type: true }),
  })
  .meta({ id: 'ReportOnDemandRequest' });
export type ReportOnDemandRequest = z.input<typeof reportOnDemandRequestSchema>;

export const reportOnDemandSchema = z
  .object({
    id: z.number().int(),
    report_type: z.enum(REPORT_ON_DEMAND_CODES as [ReportOnDemandCode, ...ReportOnDemandCode[]]),
    parameters: z.record(z.string(), z.unknown()),
    status: z.enum(REPORT_JOB_STATUSES),
    error: z.string().nullable(),
    /** The requester's e-mail. */
    email: z.string().nullable(),
    start_date: z.string(),
    finish_date: z.string().nullable(),
    downloadable: z.boolean(),
    rows: z.number().int().nullable(),
  })
  .meta({ id: 'ReportOnDemand' });
export type ReportOnDemand = z.infer<typeof reportOnDemandSchema>;

/** Filters of the on-demand list (`002` §3.4). */
export const REPORT_ON_DEMAND_FILTERS = [
  'id',
  'report_type',
  'parameters',
  'status',
  'email',
  'start_date',
  'finish_date',
] as const;
