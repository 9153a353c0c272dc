import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { CUSTOM_LIST_LIMITS } from './custom-list-values.ts';
import { INT4_MAX } from './integers.ts';
import { PLANNING_STRATEGIES, PLANNING_USE_CASES, type PlanningStrategy } from './planning.ts';

/**
 * The planner's analyses (docs/PLANNING.md#analyses): a request runs as a job and is polled by its
 * id until it is `success` or `failed`.
 */
export const PLANNING_ANALYSIS_API = {
  /** POST: run an action over a selection; answers `{id, status}`. */
  list: '/api/planning/analyses',
  /** GET: the analysis, its status, message and response. */
  one: apiPath('/api/planning/analyses/:id'),
  /** GET: a geo report's file (csv). */
  download: apiPath('/api/planning/analyses/:id/download'),
} as const;

export const PLANNING_ACTIONS = [
  'analyze_pois',
  'analyze_geo',
  'analyze_pos',
  'calculate_reach',
  'save_pois',
  'geo_fencing',
  'geo_report',
] as const;
export type PlanningAction = (typeof PLANNING_ACTIONS)[number];

export const PLANNING_ANALYSIS_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;
export type PlanningAnalysisStatus = (typeof PLANNING_ANALYSIS_STATUSES)[number];

/** Limits of an analysis (spec §9). */
export const PLANNING_ANALYSIS_LIMITS = {
  /** Places of one analysis (public POIs, OOH sites, private places or POS stores together). */
  maxPois: 200_000,
  /** Places an analysis answers with their coordinates (what the map shows); counts cover them all. */
  maxListed: 30_000,
  /** Private layers in one selection. */
  maxLayers: 100,
  /** Reach radius in metres: 25 to 250 in steps of 25, 25 by default. */
  radiusMin: 25,
  radiusMax: 250,
  radiusStep: 25,
  radiusDefault: 25,
  /**
   * H3 resolution of a reach's cells: 5 (about 250 km² a cell) to 9 (0.1 km²), 8 (0.7 km²) by
   * default; and the most cells answered.
   */
  cellResolutionMin: 5,
  cellResolutionMax: 9,
  cellResolutionDefault: 8,
  maxReachCells: 10_000,
  /** Rows of a geo report's file (spec §9: the geography report's row limit). */
  maxReportRows: 30_000,
  /** Longest date range of a reach, in days. */
  maxDays: 93,
  /** A geo-fencing list's radius in km. */
  radiusMinKm: CUSTOM_LIST_LIMITS.radiusMinKm,
  radiusMaxKm: CUSTOM_LIST_LIMITS.radiusMaxKm,
} as const;

/** How often the console polls an analysis (spec §9: 1 s for a POI count, 3 s for the rest). */
export const PLANNING_POLL_MS = { count: 1_000, reach: 3_000 } as const;

/**
 * Messages of a finished analysis (translation keys, spec §8). `tooManyPois` reads
 * "number of POIs cannot exceed {maxPois}", `maxPois` being `PLANNING_ANALYSIS_LIMITS.maxPois`.
 */
export const PLANNING_ANALYSIS_MESSAGES = {
  tooManyPois: 'planning.analysis.too_many_pois',
  noPois: 'planning.analysis.no_pois',
  noAudience: 'planning.analysis.no_audience',
  failed: 'planning.analysis.failed',
  unavailable: 'errors.analytics_unavailable',
  saved: 'planning.analysis.saved',
  notDownloadable: 'planning.analysis.not_downloadable',
} as const;

/**
 * Time-of-day presets (spec §3.15), on the hours of the pings in the country's local time: mornings 6–11, afternoons
 * 12–17, nights 18–5, working days Monday–Friday, weekends Saturday–Sunday; `custom` takes days
 * (1 = Monday … 7 = Sunday) and hours (0–23).
 */
export const PLANNING_FREQUENCIES = [
  'all_days',
  'mornings',
  'afternoons',
  'nights',
  'working_days',
  'weekends',
  'custom',
] as const;
export type PlanningFrequency = (typeof PLANNING_FREQUENCIES)[number];

/**
 * One selected value of a filter level: the value (its id in the option list), a select-all code
 * (spec §9, e.g. -2000: every POI category) or a like-names entry `{all: true, term}` (every value
 * containing the term, case and accents ignored).
 */
export const planningSelectionSchema = z.union([
  z.string().trim().min(1).max(255),
  z.number().int(),
  z.object({ all: z.literal(true), term: z.string().trim().min(1).max(255) }).strict(),
]);
export type PlanningSelection = z.infer<typeof planningSelectionSchema>;

const level = z.array(planningSelectionSchema).min(1).max(100_000).optional();
const geoLevels = { codigo_estado: level, codigo_ciudad: level, codigo_barrio: level };
const placeLevels = { categoria: level, subcategoria: level, marca: level, nombre: level };
const quintile = z.number().int().min(0, 'validation.min').max(5, 'validation.max').optional();

/** The selection of each tab of the planner, under the option lists' keys (docs/PLANNING.md). */
export const planningAnalysisFiltersSchema = z
  .object({
    geo: z.object(geoLevels).strict().optional(),
    pois: z.object(placeLevels).strict().optional(),
    ooh: z.object(placeLevels).strict().optional(),
    pos: z
      .object({
        ...geoLevels,
        macro_categoria: level,
        categoria: level,
        empresa: level,
        marca: level,
        nombre: level,
        tipo_tienda: level,
        quintile_min: quintile,
        quintile_max: quintile,
      })
      .strict()
      .optional(),
  })
  .strict();
export type PlanningAnalysisFilters = z.infer<typeof planningAnalysisFiltersSchema>;

const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'validation.date');

/** What `calculate_reach` takes besides the selection. */
export const planningReachSchema = z
  .object({
    radius: z
      .number()
      .int()
      .min(PLANNING_ANALYSIS_LIMITS.radiusMin, 'validation.min')
      .max(PLANNING_ANALYSIS_LIMITS.radiusMax, 'validation.max')
      .refine((v) => v % PLANNING_ANALYSIS_LIMITS.radiusStep === 0, 'planning.analysis.radius_step')
      .default(PLANNING_ANALYSIS_LIMITS.radiusDefault),
    /** First and last day (the country's local days), both included. */
    start_date: dateSchema,
    end_date: dateSchema,
    frequency: z.enum(PLANNING_FREQUENCIES).default('all_days'),
    /** H3 resolution of the cells the reach is answered by as well. */
    cell_resolution: z
      .number()
      .int()
      .min(PLANNING_ANALYSIS_LIMITS.cellResolutionMin, 'validation.min')
      .max(PLANNING_ANALYSIS_LIMITS.cellResolutionMax, 'validation.max')
      .default(PLANNING_ANALYSIS_LIMITS.cellResolutionDefault),
    /** With `custom`: the weekdays (1 = Monday) and hours (0–23) kept. */
    days: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
    hours: z.array(z.number().int().min(0).max(23)).min(1).max(24).optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    const days = (Date.parse(r.end_date) - Date.parse(r.start_date)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.date_order' });
    if (days >= PLANNING_ANALYSIS_LIMITS.maxDays)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'planning.analysis.range_too_long' });
    if (r.frequency === 'custom' && !r.days && !r.hours)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'validation.required' });
  });
export type PlanningReachInput = z.input<typeof planningReachSchema>;

const useCaseCodes = PLANNING_USE_CASES.map((u) => u.code) as [
  (typeof PLANNING_USE_CASES)[number]['code'],
  ...(typeof PLANNING_USE_CASES)[number]['code'][],
];

/** `POST /api/planning/analyses`. */
export const planningAnalysisRequestSchema = z
  .object({
    /** ISO 3166-1 numeric id of a country of the world. */
    country_code: z.number().int().min(1, 'validation.min').max(999, 'validation.max'),
    strategy: z.enum(PLANNING_STRATEGIES.map((s) => s.code) as [PlanningStrategy, ...PlanningStrategy[]]),
    use_case: z.enum(useCaseCodes),
    action: z.enum(PLANNING_ACTIONS),
    filters: planningAnalysisFiltersSchema.default({}),
    /** Private POI layers of the account (ids). */
    layers: z
      .array(z.number().int().min(1).max(INT4_MAX))
      .max(PLANNING_ANALYSIS_LIMITS.maxLayers)
      .default([]),
    /** `calculate_reach` and `geo_report`. */
    reach: planningReachSchema.optional(),
    /** `save_pois`: the new private layer's name; `geo_fencing`: the new custom list's name. */
    name: z.string().trim().min(1, 'validation.required').max(255).optional(),
    /** `geo_fencing`: the radius of every place of the list, 0.001–50 km. */
    radius_km: z
      .number()
      .min(PLANNING_ANALYSIS_LIMITS.radiusMinKm, 'validation.min')
      .max(PLANNING_ANALYSIS_LIMITS.radiusMaxKm, 'validation.max')
      .optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if ((r.action === 'calculate_reach' || r.action === 'geo_report') && !r.reach)
      ctx.addIssue({ code: 'custom', path: ['reach'], message: 'validation.required' });
    if ((r.action === 'save_pois' || r.action === 'geo_fencing') && !r.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'validation.required' });
    if (r.action === 'geo_fencing' && r.radius_km === undefined)
      ctx.addIssue({ code: 'custom', path: ['radius_km'], message: 'validation.required' });
  });
export type PlanningAnalysisRequest = z.input<typeof planningAnalysisRequestSchema>;
export type PlanningAnalysisInput = z.output<typeof planningAnalysisRequestSchema>;

/**
 * A count of devices, withheld under the privacy floor (`devices` null, `below_floor` true).
 * `estimated`: counted on a sample of the devices (docs/PLANNING.md#reach), not exactly.
 */
export const planningDeviceCountSchema = z.object({
  devices: z.number().int().nullable(),
  below_floor: z.boolean(),
  // Results stored before counts could be estimated were all exact.
  estimated: z.boolean().default(false),
});
export type PlanningDeviceCount = z.infer<typeof planningDeviceCountSchema>;

/** One analysed place: a public POI, an OOH site, a private place, a POS store or a geo area. */
export const planningPlaceSchema = z.object({
  source: z.enum(['public', 'private', 'ooh', 'pos', 'geo']),
  id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  brand: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  /** Devices living in a geo area (only `geo`). */
  devices: z.number().int().nullable(),
});
export type PlanningPlace = z.infer<typeof planningPlaceSchema>;

/** A row of a breakdown: the value (and its parent, shown in parentheses) with its count. */
const breakdownRowSchema = z.object({ key: z.string(), key2: z.string().nullable(), value: z.number() });

/** What the analyze actions answer. */
export const planningPlacesResultSchema = z.object({
  total: z.number().int(),
  public: z.number().int(),
  private: z.number().int(),
  ooh: z.number().int(),
  pos: z.number().int(),
  geo: z.number().int(),
  /** Places by category (or state for geo areas and POS stores), most first. */
  by_category: z.array(breakdownRowSchema),
  /** The first `maxListed` places, with `truncated` when there are more. */
  places: z.array(planningPlaceSchema),
  truncated: z.boolean(),
});
export type PlanningPlacesResult = z.infer<typeof planningPlacesResultSchema>;

/** What `calculate_reach` answers: unique devices near the places, by part and in total. */
export const planningReachResultSchema = z.object({
  radius: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  frequency: z.enum(PLANNING_FREQUENCIES),
  /** The IANA time zone the days and hours were read in: the country's. */
  time_zone: z.string(),
  places: z.number().int(),
  /** Public POIs (or POS stores); each part is null when the selection has none of its places. */
  public: planningDeviceCountSchema.nullable(),
  private: planningDeviceCountSchema.nullable(),
  ooh: planningDeviceCountSchema.nullable(),
  /** Every place together (for geography: devices seen in the areas). */
  total: planningDeviceCountSchema,
  /** The privacy floor the counts were held to. */
  floor: z.number().int(),
  /**
   * One device in how many the estimated counts (`estimated`) were counted on, 1 when every count
   * is exact. The cells come from the total's pass: estimates when `total.estimated`.
   */
  sampled_one_in: z.number().int().default(1),
  /**
   * Devices reached by H3 cell of `cell_resolution` (hexadecimal index), most first, at most
   * `maxReachCells`: only cells whose count clears the floor; `cells_below_floor` counts the others.
   */
  cell_resolution: z.number().int(),
  cells: z.array(z.object({ h3: z.string(), devices: z.number().int() })),
  cells_below_floor: z.number().int(),
});
export type PlanningReachResult = z.infer<typeof planningReachResultSchema>;

/**
 * What `geo_report` answers: the devices reached (as a reach counts them) by the state, city and
 * neighbourhood they were seen in, as a file (`download`); here its facts. Areas under the floor
 * are left out of the file, `rows_below_floor` counts them.
 */
export const planningGeoReportResultSchema = z.object({
  report: z.literal('geo'),
  radius: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  frequency: z.enum(PLANNING_FREQUENCIES),
  time_zone: z.string(),
  /** The latest ping recorded for the country (ISO 8601), null without any. */
  data_complete_through: z.string().nullable(),
  places: z.number().int(),
  floor: z.number().int(),
  /** Rows of the file, at most `maxReportRows` (`truncated` when more areas cleared the floor). */
  rows: z.number().int(),
  rows_below_floor: z.number().int(),
  truncated: z.boolean(),
});
export type PlanningGeoReportResult = z.infer<typeof planningGeoReportResultSchema>;

/** What `save_pois` and `geo_fencing` answer: the layer or the list made. */
export const planningSavedResultSchema = z.object({
  kind: z.enum(['private_poi_layer', 'custom_list']),
  id: z.number().int(),
  name: z.string(),
  places: z.number().int(),
});
export type PlanningSavedResult = z.infer<typeof planningSavedResultSchema>;

export const planningAnalysisAcceptedSchema = z.object({
  id: z.number().int(),
  status: z.enum(PLANNING_ANALYSIS_STATUSES),
});

/**
 * An analysis as the console polls it. `success` is true once it ended well with a non-empty
 * response (spec §4.6); `message` is a translation key (`PLANNING_ANALYSIS_MESSAGES`) or null.
 */
export const planningAnalysisSchema = z.object({
  id: z.number().int(),
  action: z.enum(PLANNING_ACTIONS),
  status: z.enum(PLANNING_ANALYSIS_STATUSES),
  success: z.boolean(),
  message: z.string().nullable(),
  response: z
    .union([
      planningPlacesResultSchema,
      planningReachResultSchema,
      planningGeoReportResultSchema,
      planningSavedResultSchema,
    ])
    .nullable(),
  /** The request as sent (its defaults filled). */
  request: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PlanningAnalysis = z.infer<typeof planningAnalysisSchema>;
