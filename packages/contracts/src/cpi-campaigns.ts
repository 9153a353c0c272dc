import { z } from 'zod';
import { APP_BUNDLE_PATTERN } from './advertisers.ts';
import { apiPath } from './api-path.ts';
import { isValidUrl } from './creative-fields.ts';
import type { FieldErrors } from './envelope.ts';
import { compareMoney, money } from './money.ts';
import { timestampFields } from './record-fields.ts';
import { idSchema, optionalIdSchema, requiredId, requiredText } from './validation.ts';

/**
 * External app-install (CPI) campaign requests (docs/CPI_CAMPAIGNS.md): a request the account sends
 * to an app-install provider, with notes, creatives of three kinds and an e-mail send.
 */
export const CPI_CAMPAIGN_API = {
  list: '/api/cpi_campaigns',
  create: '/api/cpi_campaigns/create',
  update: apiPath('/api/cpi_campaigns/update/:id'),
  show: apiPath('/api/cpi_campaigns/show/:id'),
  sendEmail: apiPath('/api/cpi_campaigns/send-email/:id'),
  notes: '/api/cpi_campaigns/notes',
  creative: '/api/cpi_campaigns/creative',
  creativeUpdate: apiPath('/api/cpi_campaigns/creative/:id'),
  creatives: '/api/cpi_campaigns/creatives',
} as const;

/** The coded lists of the request form, served at `/api/list/{name}` (owners: `/api/list/campaign_owners`). */
export const CPI_LOOKUP_LISTS = {
  types: 'cpi_campaign_types',
  providers: 'cpi_providers',
  buyModels: 'cpi_buy_models',
  mmps: 'cpi_mmps',
  statuses: 'cpi_statuses',
  creativeSizes: 'cpi_creative_sizes',
  aspectRatios: 'cpi_aspect_ratios',
  creativeKinds: 'cpi_creative_kinds',
  creativeTypes: 'cpi_creative_types',
} as const;

/** The three kinds of creative a request carries (codes of `cpi_creative_kinds`). */
export const CPI_CREATIVE_KINDS = ['display', 'native', 'video'] as const;
export type CpiCreativeKind = (typeof CPI_CREATIVE_KINDS)[number];

/** What a native creative's files must be (docs/REQUIREMENTS.md#notifications-and-requests). */
export const CPI_NATIVE_ASSETS = {
  image: { width: 1200, height: 627 },
  icon: { width: 180, height: 180 },
} as const;
/** Largest image or icon; a video may be larger. */
export const CPI_IMAGE_MAX_BYTES = 2_000_000;
export const CPI_VIDEO_MAX_BYTES = 50_000_000;
/** File fields of the creative form: up to this many of each. */
export const CPI_FILES_PER_FIELD = 3;
export const CPI_FILE_FIELDS = ['images', 'icons', 'videos'] as const;
export type CpiFileField = (typeof CPI_FILE_FIELDS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(DATE, 'validation.date')
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return DATE.test(v) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
  }, 'validation.date');

/**
 * The app a store address names: Google Play's `id` parameter, or the numeric App Store id
 * (`id123456789` in the path). Null when the address names no app.
 */
export function appOfStoreUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (host === 'play.google.com') {
    const id = url.searchParams.get('id');
    return id && APP_BUNDLE_PATTERN.test(id) && !/^(id)?\d+$/.test(id) ? id : null;
  }
  if (host === 'apps.apple.com' || host === 'itunes.apple.com') {
    const m = /\/id(\d{5,12})(?:$|[/?])/.exec(`${url.pathname}/`);
    return m ? `id${m[1]}` : null;
  }
  return null;
}

const urlField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(2000, 'validation.max_length')
  .refine(isValidUrl, 'validation.url');

export const cpiCampaignRequestSchema = z
  .object({
    /** The edit form repeats the id of the path; when present it must match it. */
    id: idSchema.optional(),
    name: requiredText(),
    brand: requiredText(),
    type_id: requiredId,
    owner_id: optionalIdSchema,
    provider_id: requiredId,
    buy_model_id: requiredId,
    mmp_id: requiredId,
    status_id: requiredId,
    currency: z
      .string({ error: 'validation.required' })
      .trim()
      .regex(/^[A-Z]{3}$/, 'validation.exists'),
    budget: money({ positive: true }),
    kpi: requiredText(1),
    start_date: dateSchema,
    end_date: dateSchema,
    mmp_traking_link: urlField,
    url_google_play: urlField.refine(
      (v) => !isValidUrl(v) || appOfStoreUrl(v) !== null,
      'validation.store_url',
    ),
  })
  .meta({ id: 'CpiCampaignRequest' });
export type CpiCampaignRequest = z.input<typeof cpiCampaignRequestSchema>;
export type CpiCampaignInput = z.output<typeof cpiCampaignRequestSchema>;

/** Days of the flight, both ends included. */
export function cpiDuration(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The rules that read more than one field; the form and the server call the same function, the
 * server supplies the currency's budget ceiling.
 */
export function cpiCampaignRuleErrors(
  input: Pick<CpiCampaignInput, 'budget' | 'start_date' | 'end_date'>,
  context: { budgetMax: string | null },
): FieldErrors {
  const errors: FieldErrors = {};
  if (context.budgetMax !== null && compareMoney(input.budget, context.budgetMax) > 0) {
    errors.budget = ['validation.budget_max'];
  }
  if (input.end_date <= input.start_date) errors.end_date = ['validation.end_after_start'];
  return errors;
}

export const cpiCampaignSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    name: z.string(),
    brand: z.string(),
    type_id: z.number().int(),
    type: z.string().nullable(),
    owner_id: z.number().int().nullable(),
    owner_name: z.string().nullable(),
    provider_id: z.number().int(),
    provider: z.string().nullable(),
    buy_model_id: z.number().int(),
    buy_model: z.string().nullable(),
    mmp_id: z.number().int(),
    mmp: z.string().nullable(),
    status_id: z.number().int(),
    status: z.string().nullable(),
    currency: z.string(),
    budget: z.string(),
    kpi: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    duration: z.number().int(),
    mmp_traking_link: z.string(),
    url_google_play: z.string(),
    app_bundle: z.string(),
    notes_count: z.number().int(),
    creatives_count: z.number().int(),
    last_sent_at: z.string().nullable(),
    ...timestampFields,
  })
  .meta({ id: 'CpiCampaign' });
export type CpiCampaign = z.infer<typeof cpiCampaignSchema>;

/** The grid of requests (docs/REQUIREMENTS.md#console): its default columns and the optional ones. */
export const CPI_CAMPAIGN_COLUMNS = {
  fixed: ['id', 'name'],
  dimensions: ['id', 'name', 'type', 'start_date', 'end_date', 'status', 'budget', 'kpi', 'brand'],
  optional: [
    'provider',
    'buy_model',
    'mmp',
    'owner_name',
    'currency',
    'duration',
    'app_bundle',
    'updated_at',
  ],
  download: [
    'id',
    'name',
    'brand',
    'type',
    'provider',
    'buy_model',
    'mmp',
    'status',
    'owner_name',
    'currency',
    'budget',
    'kpi',
    'start_date',
    'end_date',
    'duration',
    'app_bundle',
    'url_google_play',
    'mmp_traking_link',
  ],
  defaultSort: 'id',
} as const;

export const cpiNoteRequestSchema = z
  .object({
    ext_camp_id: requiredId,
    note: requiredText(1, 5000),
  })
  .meta({ id: 'CpiNoteRequest' });
export type CpiNoteRequest = z.input<typeof cpiNoteRequestSchema>;

export const cpiNoteSchema = z
  .object({
    id: z.number().int(),
    ext_camp_id: z.number().int(),
    note: z.string(),
    user_id: z.number().int().nullable(),
    user_name: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'CpiNote' });
export type CpiNote = z.infer<typeof cpiNoteSchema>;

/** The text fields of a creative, sent as multipart form fields beside its files. */
export const cpiCreativeFieldsSchema = z
  .object({
    campaign_id: requiredId,
    name: requiredText(),
    type_creative: z.enum(CPI_CREATIVE_KINDS, { error: 'validation.required' }),
    creative_type_id: optionalIdSchema,
    size_id: optionalIdSchema,
    aspect_ratio_id: optionalIdSchema,
    title_text: z.string().trim().max(255, 'validation.max_length').default(''),
    body_text: z.string().trim().max(2000, 'validation.max_length').default(''),
    call_to_action: z.string().trim().max(255, 'validation.max_length').default(''),
  })
  .meta({ id: 'CpiCreativeFields' });
export type CpiCreativeFields = z.output<typeof cpiCreativeFieldsSchema>;

export const cpiCreativeFileSchema = z
  .object({
    id: z.number().int(),
    field: z.enum(CPI_FILE_FIELDS),
    file_name: z.string(),
    mime: z.string(),
    bytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Signed address, valid for a while. */
    url: z.string(),
  })
  .meta({ id: 'CpiCreativeFile' });
export type CpiCreativeFile = z.infer<typeof cpiCreativeFileSchema>;

export const cpiCreativeSchema = z
  .object({
    id: z.number().int(),
    campaign_id: z.number().int(),
    name: z.string(),
    type_creative: z.enum(CPI_CREATIVE_KINDS),
    creative_type_id: z.number().int().nullable(),
    creative_type: z.string().nullable(),
    size_id: z.number().int().nullable(),
    size: z.string().nullable(),
    aspect_ratio_id: z.number().int().nullable(),
    aspect_ratio: z.string().nullable(),
    title_text: z.string(),
    body_text: z.string(),
    call_to_action: z.string(),
    images: z.array(cpiCreativeFileSchema),
    icons: z.array(cpiCreativeFileSchema),
    videos: z.array(cpiCreativeFileSchema),
    ...timestampFields,
  })
  .meta({ id: 'CpiCreative' });
export type CpiCreative = z.infer<typeof cpiCreativeSchema>;

/** What `send-email/{id}` answers: the outbox message written. */
export const cpiSendEmailSchema = z
  .object({ outbox_id: z.number().int(), to: z.string(), sent_at: z.string() })
  .meta({ id: 'CpiSendEmail' });
export type CpiSendEmail = z.infer<typeof cpiSendEmailSchema>;
