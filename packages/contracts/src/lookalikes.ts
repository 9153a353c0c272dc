import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { ENTITY_FIXED_COLUMNS, framedByFixed } from './grid.ts';
import { INT4_MAX } from './integers.ts';
import { timestampFields } from './record-fields.ts';
import { requiredText } from './validation.ts';

/** Paths of lookalike audiences (docs/REQUIREMENTS.md#lookalikes). */
export const LOOKALIKE_API = {
  list: '/api/lookalikes',
  one: apiPath('/api/lookalikes/:id'),
  /** Activates the lookalike's segment; the body is the lookalike as listed. */
  activate: apiPath('/api/lookalikes/activate/:id'),
  /** Segments that can seed a lookalike, with their sizes; `?term=`. */
  seeds: '/api/lookalikes/seeds',
  /** Countries of the synthetic world with their devices. */
  countries: '/api/lookalikes/countries',
  /** Candidates and the audience size of every degree: `?country_id=&seed_segment_id=`. */
  estimate: '/api/lookalikes/estimate',
} as const;

/**
 * Degree of similarity: the lookalike takes the best-scoring `degree` % of the country's devices
 * outside the seed (1 = the closest 1 %, 10 = the closest 10 %). See docs/LOOKALIKES.md.
 */
export const LOOKALIKE_DEGREE_MIN = 1;
export const LOOKALIKE_DEGREE_MAX = 10;
export const LOOKALIKE_DEFAULT_DEGREE = 5;
export const LOOKALIKE_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;
export type LookalikeStatus = (typeof LOOKALIKE_STATUSES)[number];
/** Statuses during which the console keeps polling. */
export const LOOKALIKE_BUSY: readonly LookalikeStatus[] = ['pending', 'processing'];

const id = (required = 'validation.required') =>
  z.coerce.number({ error: required }).int(required).positive(required);

export const lookalikeRequestSchema = z
  .object({
    /** Optional (docs/REQUIREMENTS.md#lookalikes): the campaign the audience is built for. */
    campaign_id: z.coerce
      .number()
      .int()
      .max(INT4_MAX, 'validation.max')
      .positive()
      .nullable()
      .optional()
      .default(null),
    country_id: id().max(INT4_MAX, 'validation.max'),
    name: requiredText(),
    seed_segment_id: id(),
    degree: z.coerce
      .number({ error: 'validation.required' })
      .int('validation.integer')
      .min(LOOKALIKE_DEGREE_MIN, 'validation.between')
      .max(LOOKALIKE_DEGREE_MAX, 'validation.between'),
  })
  .meta({ id: 'LookalikeRequest' });
export type LookalikeRequest = z.input<typeof lookalikeRequestSchema>;
export type LookalikeInput = z.output<typeof lookalikeRequestSchema>;

/** One of the seed's most distinctive features (family:value), with its share in seed and country. */
export const lookalikeTraitSchema = z.object({
  family: z.string(),
  value: z.string(),
  /** A readable value (city name, interest name) when the value is a code. */
  label: z.string(),
  seed_share: z.number(),
  country_share: z.number(),
  lift: z.number(),
});
export type LookalikeTrait = z.infer<typeof lookalikeTraitSchema>;

export const lookalikeSchema = z
  .object({
    id: z.number().int(),
    /** The lookalike segment's external id, name and active flag (fixed list columns). */
    external_id: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    campaign_id: z.number().int().nullable(),
    campaign_name: z.string().nullable(),
    advertiser_id: z.number().int().nullable(),
    advertiser_name: z.string().nullable(),
    country_id: z.number().int(),
    country_name: z.string().nullable(),
    seed_segment_id: z.number().int().nullable(),
    seed_segment_name: z.string().nullable(),
    segment_id: z.number().int(),
    segment_name: z.string(),
    degree: z.number().int(),
    status: z.enum(LOOKALIKE_STATUSES),
    /** Devices in the lookalike segment. */
    size: z.number().int(),
    /** Devices of the country considered (outside the seed). */
    total_users: z.number().int(),
    /** Why the build failed (a translation key), when it did. */
    error: z.string().nullable(),
    traits: z.array(lookalikeTraitSchema),
    created_by: z.number().int().nullable(),
    created_by_name: z.string().nullable(),
    ...timestampFields,
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'Lookalike' });
export type Lookalike = z.infer<typeof lookalikeSchema>;

/**
 * Body of `PUT activate/{segment id}`: the lookalike entity as the list gives it
 * (docs/REQUIREMENTS.md#lookalikes). Only its id is read, and it must be the lookalike of that segment; other
 * fields are ignored.
 */
export const lookalikeActivateSchema = z
  .object({ id: z.coerce.number().int().positive().optional() })
  .loose()
  .nullish()
  .transform((body) => body ?? {})
  .meta({ id: 'LookalikeActivate' });

export const lookalikeSeedSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    advertiser_name: z.string().nullable(),
    /** Distinct member devices. */
    size: z.number().int(),
  })
  .meta({ id: 'LookalikeSeed' });
export type LookalikeSeed = z.infer<typeof lookalikeSeedSchema>;
export const lookalikeSeedQuerySchema = z.object({
  term: z.string().trim().max(255).optional(),
  /** Include this segment even when the term does not match it (the form's current choice). */
  id: z.coerce.number().int().positive().optional(),
});

export const lookalikeCountrySchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string(), devices: z.number().int() })
  .meta({ id: 'LookalikeCountry' });
export type LookalikeCountry = z.infer<typeof lookalikeCountrySchema>;

export const lookalikeEstimateQuerySchema = z.object({
  country_id: id(),
  seed_segment_id: id(),
});
export const lookalikeEstimateSchema = z
  .object({
    country_devices: z.number().int(),
    seed_members: z.number().int(),
    /** Seed members found among the world's devices (the ones with a profile). */
    seed_known: z.number().int(),
    seed_in_country: z.number().int(),
    /** Devices that may join: the country's devices outside the seed (the lookalike's total users). */
    total_users: z.number().int(),
    /** Audience size for degrees 1 … 10 (index 0 = degree 1). */
    sizes: z.array(z.number().int()),
  })
  .meta({ id: 'LookalikeEstimate' });
export type LookalikeEstimate = z.infer<typeof lookalikeEstimateSchema>;

/** Columns of the lookalikes grid (docs/REQUIREMENTS.md#lookalikes). */
export const LOOKALIKE_COLUMNS = {
  fixed: ENTITY_FIXED_COLUMNS,
  dimensions: framedByFixed(
    'campaign_id',
    'campaign_name',
    'country_name',
    'segment_name',
    'size',
    'total_users',
  ),
  optional: [
    'seed_segment_name',
    'degree',
    'status',
    'advertiser_name',
    'created_by_name',
    'created_at',
    'updated_at',
  ],
  filters: [
    'id',
    'name',
    'campaign_id',
    'country_id',
    'seed_segment_id',
    'segment_id',
    'status',
    'active',
    'created_at',
  ],
  defaultSort: 'external_id',
} as const;
