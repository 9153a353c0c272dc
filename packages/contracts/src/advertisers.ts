import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { ENTITY_FIXED_COLUMNS, framedByFixed } from './grid.ts';
import { INT4_MAX } from './integers.ts';
import { timestampFields } from './record-fields.ts';
import { idSchema, optionalIdSchema, requiredText } from './validation.ts';

/** Paths of advertisers and their users. */
export const ADVERTISER_API = {
  list: '/api/advertisers',
  one: apiPath('/api/advertisers/:id'),
  setActive: apiPath('/api/advertisers/:id/set/:active'),
  users: apiPath('/api/advertisers/:id/users'),
} as const;

/**
 * A bare domain (`brand.com`, `shop.brand.co`): no scheme, path or trailing slash
 * (docs/REQUIREMENTS.md#advertisers).
 */
export const DOMAIN_PATTERN = /^(?=.{4,253}$)(?!-)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** An Android package (`com.brand.app`) or an App Store id (`389801252`, `id389801252`). */
export const APP_BUNDLE_PATTERN = /^(?:[a-zA-Z][a-zA-Z0-9_]*(?:\.[a-zA-Z0-9_]+)+|(?:id)?\d{6,12})$/;

export const domainSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .regex(DOMAIN_PATTERN, 'validation.domain');

export const advertiserRequestSchema = z
  .object({
    name: requiredText(),
    category_id: z.coerce
      .number({ error: 'validation.required' })
      .int()
      .max(INT4_MAX, 'validation.max')
      .positive('validation.required'),
    domain: domainSchema,
    app_bundle: z
      .string()
      .trim()
      .nullable()
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || APP_BUNDLE_PATTERN.test(v), 'validation.app_bundle'),
    currency: z
      .string({ error: 'validation.required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'validation.required'),
    country_id: optionalIdSchema,
    maker_id: optionalIdSchema,
    trade_mark_id: optionalIdSchema,
    active: z.boolean().default(true),
  })
  .meta({ id: 'AdvertiserRequest' });
export type AdvertiserRequest = z.input<typeof advertiserRequestSchema>;
export type AdvertiserInput = z.output<typeof advertiserRequestSchema>;
/** The fields of an advertiser request, in order: where a 422 may name an error, what the activity log follows. */
export const ADVERTISER_REQUEST_FIELDS = advertiserRequestSchema.keyof().options;

export const advertiserSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    external_id: z.number().int(),
    name: z.string(),
    category_id: z.number().int(),
    category_name: z.string().nullable(),
    domain: z.string(),
    app_bundle: z.string().nullable(),
    currency: z.string(),
    country_id: z.number().int().nullable(),
    country_name: z.string().nullable(),
    maker_id: z.number().int().nullable(),
    maker_name: z.string().nullable(),
    trade_mark_id: z.number().int().nullable(),
    trade_mark_name: z.string().nullable(),
    active: z.boolean(),
    associated_campaigns_count: z.number().int(),
    ...timestampFields,
  })
  .meta({ id: 'Advertiser' });
export type Advertiser = z.infer<typeof advertiserSchema>;

/**
 * Columns of the advertisers grid (docs/REQUIREMENTS.md#advertisers). Metrics arrive with the analytics
 * store.
 */
export const ADVERTISER_COLUMNS = {
  fixed: ENTITY_FIXED_COLUMNS,
  dimensions: framedByFixed(
    'associated_campaigns_count',
    'domain',
    'app_bundle',
    'category_name',
    'currency',
  ),
  optional: ['country_name', 'maker_name', 'trade_mark_name', 'created_at', 'updated_at'],
  metrics: [] as string[],
  filters: ['id', 'external_id', 'name', 'category_id', 'domain', 'active', 'currency', 'country_id'],
  defaultSort: 'external_id',
} as const;

/** Users assigned to an advertiser: they see only their advertisers (and those advertisers' objects). */
export const advertiserUsersSchema = z
  .object({ user_ids: z.array(idSchema).max(1000) })
  .meta({ id: 'AdvertiserUsers' });
export type AdvertiserUsers = z.infer<typeof advertiserUsersSchema>;
