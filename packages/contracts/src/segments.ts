import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { ENTITY_FIXED_COLUMNS, framedByFixed } from './grid.ts';
import { INT4_MAX } from './integers.ts';
import { timestampFields } from './record-fields.ts';
import { idSchema, optionalIdSchema, requiredText } from './validation.ts';

/**
 * Paths of segments, their categories, tags and the public collection endpoint
 * (docs/REQUIREMENTS.md#segments).
 */
export const SEGMENT_API = {
  list: '/api/segments',
  one: apiPath('/api/segments/:id'),
  setActive: apiPath('/api/segments/:id/set/:active'),
  /** Children of one node: `?parent_id=&segment_tree=category|segment&advertiser_id=&page=&limit=`. */
  tree: '/api/segments/tree',
  /** One provider's taxonomy: `?data_provider_key=&parent_id=&segment_tree=&page=&limit=`. */
  thirdPartyTree: '/api/segments/third_party_tree',
  providers: '/api/segments/providers',
  /** `?search=&page=&limit=&data_provider_key=` */
  search: '/api/segments/search',
  /** The generated tag of a segment for one tag type. */
  tag: apiPath('/api/segments/:id/tag/:tag_type_id'),
  categories: '/api/segment_categories',
  category: apiPath('/api/segment_categories/:id'),
  verbUsages: '/api/list/verb_usages',
  tagTypes: '/api/list/segment_tag_types',
  providerList: '/api/list/segment_providers',
  categoryList: '/api/list/segment_categories',
  /**
   * The public collection endpoint written into tags (no `/api`, no sign-in): `file` is the
   * segment's token with `.gif` (the pixel) or `.js` (the script).
   */
  collect: apiPath('/collect/segment/:file'),
} as const;

/**
 * Verb usages (what members did); 604 "used" is the value segments are created with
 * (docs/REQUIREMENTS.md#segments).
 */
export const VERB_USAGE_USED = 604;
/** Tag types of `segment_tag_types`. */
export const SEGMENT_TAG_TYPES = { image_pixel: 1, javascript: 2 } as const;
export const SEGMENT_TAG_TYPE_IDS = Object.values(SEGMENT_TAG_TYPES);
/** Membership window in days (null: a member never expires). */
export const SEGMENT_DAYS_MAX = 3650;
export const SEGMENT_DEFAULT_DAYS = 30;
/** A segment or category key: letters, digits, `_`, `-` and `.`, starting with a letter or digit. */
export const SEGMENT_KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9_.-]{1,63}$/;
export const SEGMENT_CATEGORIES_MAX = 20;
export const SEGMENT_REGION_COLUMNS = ['users_nam', 'users_emea', 'users_apac'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.max_length')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
/** Form inputs send '' for an empty number; numbers may arrive as text. */
const blankToNull = (v: unknown) =>
  v === '' || v === null
    ? null
    : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))
      ? Number(v)
      : v;
const keySchema = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || SEGMENT_KEY_PATTERN.test(v), 'segments.key_invalid');

/** Create and update body of a first-party segment. An empty key is derived from the name. */
export const segmentRequestSchema = z
  .object({
    name: requiredText(),
    key: keySchema,
    description: optionalText(1000),
    advertiser_id: optionalIdSchema,
    alternative_id: z.preprocess(
      blankToNull,
      z
        .number({ error: 'validation.integer' })
        .int('validation.integer')
        .min(-2147483648, 'validation.integer')
        .max(2147483647, 'validation.integer')
        .nullable()
        .optional()
        .default(null),
    ),
    active: z.boolean().default(true),
    verb_usage_id: z.coerce
      .number()
      .int()
      .max(INT4_MAX, 'validation.max')
      .positive()
      .default(VERB_USAGE_USED),
    // Left out: the default window; sent empty: members never expire.
    days: z.preprocess(
      blankToNull,
      z
        .number({ error: 'validation.integer' })
        .int('validation.integer')
        .min(1, 'validation.between')
        .max(SEGMENT_DAYS_MAX, 'validation.between')
        .nullable()
        .optional()
        .default(SEGMENT_DEFAULT_DAYS),
    ),
    parent_id: z.coerce.number().int().positive().nullable().optional().default(null),
    category_ids: z
      .array(z.coerce.number().int().positive())
      .max(SEGMENT_CATEGORIES_MAX, 'segments.too_many_categories')
      .default([])
      .transform((ids) => [...new Set(ids)]),
    tag_type_id: z.coerce
      .number()
      .int()
      .max(INT4_MAX, 'validation.max')
      .positive()
      .default(SEGMENT_TAG_TYPES.image_pixel),
  })
  .meta({ id: 'SegmentRequest' });
export type SegmentRequest = z.input<typeof segmentRequestSchema>;
export type SegmentInput = z.output<typeof segmentRequestSchema>;
/** The fields of a segment request, in order: where a 422 may name an error, what the activity log follows. */
export const SEGMENT_REQUEST_FIELDS = segmentRequestSchema.keyof().options;

const count = z.number().int().nullable();

/** Region user counts from the analytics store; null when the store cannot be read. */
const regionCounts = {
  users_nam: count,
  users_emea: count,
  users_apac: count,
  users_total: count,
};

export const segmentCategoryRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const segmentSchema = z
  .object({
    id: z.number().int(),
    external_id: z.number().int(),
    name: z.string(),
    key: z.string(),
    description: z.string().nullable(),
    active: z.boolean(),
    advertiser_id: z.number().int().nullable(),
    advertiser_name: z.string().nullable(),
    alternative_id: z.number().int().nullable(),
    verb_usage_id: z.number().int().nullable(),
    verb_usage_name: z.string().nullable(),
    days: z.number().int().nullable(),
    tag_type_id: z.number().int().nullable(),
    tag_type_name: z.string().nullable(),
    parent_id: z.number().int().nullable(),
    parent_name: z.string().nullable(),
    /** Set on third-party segments (the shared catalogue of a data provider). */
    data_provider_key: z.string().nullable(),
    data_provider_name: z.string().nullable(),
    categories: z.array(segmentCategoryRefSchema),
    category_names: z.string(),
    ...regionCounts,
    ...timestampFields,
  })
  .meta({ id: 'Segment' });
export type Segment = z.infer<typeof segmentSchema>;

/**
 * Columns of the segments grid (docs/REQUIREMENTS.md#segments): region counts come from the analytics store.
 */
export const SEGMENT_COLUMNS = {
  fixed: ENTITY_FIXED_COLUMNS,
  dimensions: [
    'external_id',
    'name',
    'key',
    'description',
    'advertiser_name',
    'created_at',
    'updated_at',
    'active',
  ],
  optional: ['id', 'alternative_id', 'parent_name', 'category_names', 'verb_usage_name', 'days'],
  counts: [...SEGMENT_REGION_COLUMNS, 'users_total'],
  defaultCounts: SEGMENT_REGION_COLUMNS,
  filters: [
    'id',
    'external_id',
    'name',
    'key',
    'advertiser_id',
    'parent_id',
    'active',
    'category_id',
    'created_at',
    'updated_at',
  ],
  defaultSort: 'external_id',
} as const;

// Tree and search

export const SEGMENT_TREE_NODES = ['provider', 'category', 'segment'] as const;
export type SegmentTreeNodeType = (typeof SEGMENT_TREE_NODES)[number];
export const SEGMENT_TREE_PAGE_SIZE = 50;

const page = z.coerce.number().int().max(INT4_MAX, 'validation.max').min(1, 'validation.page_min').default(1);
const limit = z.coerce
  .number()
  .int()
  .min(1, 'validation.limit_range')
  .max(200, 'validation.limit_range')
  .default(SEGMENT_TREE_PAGE_SIZE);
const providerKey = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_]+$/, 'validation.exists');

// Query schemas carry no component id: the OpenAPI generator cannot resolve a querystring `$ref`.

/**
 * Children of one tree node (docs/REQUIREMENTS.md#segments). `parent_id` names the node being opened and
 * `segment_tree` its kind: a category lists its sub-categories and the segments filed in it, a
 * segment lists its child segments. Without `parent_id` the roots are listed: top categories and
 * the segments in no category and under no parent.
 */
export const segmentTreeQuerySchema = z.object({
  parent_id: z.coerce.number().int().positive().optional(),
  segment_tree: z.enum(['category', 'segment']).default('segment'),
  advertiser_id: idSchema.optional(),
  page,
  limit,
});
export type SegmentTreeQuery = z.infer<typeof segmentTreeQuerySchema>;

export const thirdPartyTreeQuerySchema = segmentTreeQuerySchema
  .omit({ advertiser_id: true })
  .extend({ data_provider_key: providerKey });
export type ThirdPartyTreeQuery = z.infer<typeof thirdPartyTreeQuerySchema>;

export const segmentTreeNodeSchema = z
  .object({
    node_type: z.enum(SEGMENT_TREE_NODES),
    /** Segment or category id; providers have none (their key identifies them). */
    id: z.number().int().nullable(),
    key: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    active: z.boolean(),
    has_children: z.boolean(),
    data_provider_key: z.string().nullable(),
    advertiser_name: z.string().nullable(),
    /** Distinct devices of a segment node (null for categories or when the store is down). */
    users_total: count,
  })
  .meta({ id: 'SegmentTreeNode' });
export type SegmentTreeNode = z.infer<typeof segmentTreeNodeSchema>;

export const segmentTreePageSchema = z
  .object({
    data: z.array(segmentTreeNodeSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'SegmentTreePage' });
export type SegmentTreePage = z.infer<typeof segmentTreePageSchema>;

/**
 * Search of segments by name or key (docs/REQUIREMENTS.md#segments): the account's own segments, or with
 * `data_provider_key` one provider's catalogue.
 */
export const segmentSearchQuerySchema = z.object({
  search: z
    .string({ error: 'validation.required' })
    .trim()
    .min(2, 'validation.min_length')
    .max(100, 'validation.max_length'),
  page,
  limit: z.coerce
    .number()
    .int()
    .min(1, 'validation.limit_range')
    .max(100, 'validation.limit_range')
    .default(25),
  data_provider_key: providerKey.optional(),
});
export type SegmentSearchQuery = z.infer<typeof segmentSearchQuerySchema>;

export const segmentSearchHitSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    key: z.string(),
    description: z.string().nullable(),
    active: z.boolean(),
    data_provider_key: z.string().nullable(),
    data_provider_name: z.string().nullable(),
    /** Names from the root to the segment's parent (categories, then parent segments). */
    path: z.array(z.string()),
  })
  .meta({ id: 'SegmentSearchHit' });
export type SegmentSearchHit = z.infer<typeof segmentSearchHitSchema>;

export const segmentSearchPageSchema = z
  .object({
    data: z.array(segmentSearchHitSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'SegmentSearchPage' });

export const segmentProviderSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    description: z.string(),
    website: z.string().nullable(),
    segments_count: z.number().int(),
  })
  .meta({ id: 'SegmentProvider' });
export type SegmentProvider = z.infer<typeof segmentProviderSchema>;

// Tags

export const segmentTagParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  tag_type_id: idSchema,
});

export const segmentTagSchema = z
  .object({
    segment_id: z.number().int(),
    tag_type_id: z.number().int(),
    tag_type_name: z.string(),
    /** The collection URL the tag calls (absolute, from `PUBLIC_URL`). */
    url: z.string(),
    /** The snippet to paste into a page or an ad server. */
    tag: z.string(),
  })
  .meta({ id: 'SegmentTag' });
export type SegmentTag = z.infer<typeof segmentTagSchema>;

/** Query of the public collection endpoint: an explicit device id (e.g. from an app macro). */
export const collectQuerySchema = z.object({
  device_id: z.string().trim().min(1).max(128).optional(),
  device_id_type: z.enum(['maid', 'hashed']).optional(),
  /** ISO 3166-1 alpha-2 country of the device when the caller knows it (ad-server macro). */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase())
    .optional(),
  /** Cache buster; ignored. */
  cb: z.string().max(64).optional(),
});
export type CollectQuery = z.infer<typeof collectQuerySchema>;

// Categories

export const segmentCategoryRequestSchema = z
  .object({
    name: requiredText(),
    key: keySchema,
    advertiser_id: optionalIdSchema,
    parent_id: optionalIdSchema,
    active: z.boolean().default(true),
  })
  .meta({ id: 'SegmentCategoryRequest' });
export type SegmentCategoryRequest = z.input<typeof segmentCategoryRequestSchema>;
export type SegmentCategoryInput = z.output<typeof segmentCategoryRequestSchema>;

export const segmentCategorySchema = z
  .object({
    id: z.number().int(),
    external_id: z.number().int(),
    name: z.string(),
    key: z.string(),
    advertiser_id: z.number().int().nullable(),
    advertiser_name: z.string().nullable(),
    parent_id: z.number().int().nullable(),
    parent_name: z.string().nullable(),
    active: z.boolean(),
    segments_count: z.number().int(),
    ...timestampFields,
  })
  .meta({ id: 'SegmentCategory' });
export type SegmentCategory = z.infer<typeof segmentCategorySchema>;

export const SEGMENT_CATEGORY_COLUMNS = {
  fixed: ENTITY_FIXED_COLUMNS,
  dimensions: framedByFixed('key', 'parent_name', 'advertiser_name', 'segments_count'),
  filters: ['id', 'name', 'advertiser_id', 'key', 'parent_id', 'external_id', 'active'],
  defaultSort: 'external_id',
} as const;

/** An option of `/api/list/segment_providers`. */
export const segmentProviderOptionSchema = z
  .object({ key: z.string(), name: z.string() })
  .meta({ id: 'SegmentProviderOption' });

/** An option of `/api/list/segment_categories` (the account's active categories). */
export const segmentCategoryOptionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parent_id: z.number().int().nullable(),
    advertiser_id: z.number().int().nullable(),
  })
  .meta({ id: 'SegmentCategoryOption' });
export type SegmentCategoryOption = z.infer<typeof segmentCategoryOptionSchema>;
