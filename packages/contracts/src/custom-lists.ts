import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { checkCustomListItem } from './custom-list-items.ts';
import {
  CUSTOM_LIST_LIMITS,
  CUSTOM_LIST_TYPE_KEYS,
  checkRadius,
  customListTypeById,
} from './custom-list-values.ts';
import { ENTITY_FIXED_COLUMNS } from './grid.ts';
import { INT4_MAX } from './integers.ts';
import { auditFields, timestampFields } from './record-fields.ts';
import { idSchema, optionalIdSchema, requiredText } from './validation.ts';

export * from './custom-list-items.ts';
export * from './custom-list-values.ts';

/**
 * docs/REQUIREMENTS.md#custom-lists: a list is `processing` while a file loads, then `ready`, or `failed`
 * with per-line errors.
 */
export const CUSTOM_LIST_STATUSES = ['processing', 'ready', 'failed'] as const;
export type CustomListStatus = (typeof CUSTOM_LIST_STATUSES)[number];

/** Paths of custom lists and their items (docs/REQUIREMENTS.md#custom-lists). */
export const CUSTOM_LIST_API = {
  list: '/api/custom_lists',
  one: apiPath('/api/custom_lists/:id'),
  withItems: apiPath('/api/custom_lists/:id/with_items'),
  setActive: apiPath('/api/custom_lists/:id/set/:active'),
  clone: apiPath('/api/custom_lists/clone/:id'),
  /** The list's items as a semicolon-delimited file in the upload format. */
  download: apiPath('/api/custom_lists/:id/download'),
  /**
   * The account's active, ready lists of one type (for targeting pickers). The server registers
   * one static path per type, since `one` takes the parametric segment.
   */
  ofType: apiPath('/api/custom_lists/:type'),
  items: '/api/custom_list_items',
  item: apiPath('/api/custom_list_items/:id'),
  itemSetActive: apiPath('/api/custom_list_items/:id/set/:active'),
  upload: '/api/custom_list_items/upload',
  clear: apiPath('/api/custom_list_items/clear/:id'),
  types: '/api/list/custom_list_types',
  exchanges: '/api/list/custom_list_exchanges',
  lineItemTypes: '/api/list/line_items_types',
} as const;

const typeIdSchema = z.coerce
  .number({ error: 'validation.required' })
  .int('validation.required')
  .max(INT4_MAX, 'validation.max')
  .refine((id) => customListTypeById(id) !== undefined, 'custom_lists.validation.type');

/**
 * docs/REQUIREMENTS.md#custom-lists: 0.001–50 km; empty means the type's default (only lat/long lists keep
 * one).
 */
const radiusSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .union([z.number(), z.string()])
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const km = checkRadius(v);
      if (typeof km === 'number') return km;
      ctx.addIssue({ code: 'custom', message: 'custom_lists.item.radius' });
      return z.NEVER;
    }),
);

const listFields = {
  name: requiredText(),
  custom_list_type_id: typeIdSchema,
  default_radius_km: radiusSchema.optional(),
  /** Lists may belong to one advertiser; without one they are the whole account's. */
  advertiser_id: optionalIdSchema,
  active: z.boolean().default(true),
};

/** A lat/long list always has a radius (the default when none is given); other types none. */
function withRadius<T extends { custom_list_type_id: number; default_radius_km?: number | null }>(v: T) {
  const latLong = customListTypeById(v.custom_list_type_id)?.model === 'two';
  return {
    ...v,
    default_radius_km: latLong ? (v.default_radius_km ?? CUSTOM_LIST_LIMITS.defaultRadiusKm) : null,
  };
}

export const customListRequestSchema = z
  .object(listFields)
  .transform(withRadius)
  .meta({ id: 'CustomListRequest' });
export type CustomListRequest = z.input<typeof customListRequestSchema>;
export type CustomListInput = z.output<typeof customListRequestSchema>;

const nullableDecimal = z.union([z.number(), z.string()]).nullable().optional();

/** An item's fields; which ones count, and their rules, come from the list's type. */
export const customListItemInputSchema = z.object({
  value: z.string().max(1000).nullable().optional(),
  name: z.string().max(1000).nullable().optional(),
  active: z.boolean().default(true),
  latitude: nullableDecimal,
  longitude: nullableDecimal,
  radius_km: nullableDecimal,
  prefix: z.union([z.number(), z.string()]).nullable().optional(),
});
export type CustomListItemInput = z.input<typeof customListItemInputSchema>;

/**
 * `PUT {id}/with_items` (docs/REQUIREMENTS.md#custom-lists): the list's fields and three arrays applied in
 * one transaction. Every created and edited item is checked against the (new) type here, so an invalid one
 * refuses the whole call with its index and field (`created.3.latitude`).
 */
export const customListWithItemsSchema = z
  .object({
    ...listFields,
    edited: z
      .array(customListItemInputSchema.extend({ id: z.coerce.number().int().positive() }))
      .max(CUSTOM_LIST_LIMITS.maxBatch, 'validation.too_many')
      .default([]),
    deleted: z
      .array(z.coerce.number().int().positive())
      .max(CUSTOM_LIST_LIMITS.maxBatch, 'validation.too_many')
      .default([]),
    created: z
      .array(customListItemInputSchema)
      .max(CUSTOM_LIST_LIMITS.maxBatch, 'validation.too_many')
      .default([]),
  })
  .transform(withRadius)
  .superRefine((v, ctx) => {
    const type = customListTypeById(v.custom_list_type_id);
    if (!type) return;
    for (const field of ['created', 'edited'] as const) {
      v[field].forEach((item, index) => {
        const checked = checkCustomListItem(type.key, item, { defaultRadiusKm: v.default_radius_km });
        for (const [key, message] of Object.entries(checked.errors ?? {}))
          ctx.addIssue({ code: 'custom', path: [field, index, key], message });
      });
    }
  })
  .meta({ id: 'CustomListWithItems' });
export type CustomListWithItemsRequest = z.input<typeof customListWithItemsSchema>;
export type CustomListWithItemsInput = z.output<typeof customListWithItemsSchema>;

/** `POST /api/custom_list_items`: one item of a list; `customListType` (a type key) must match it. */
export const customListItemCreateSchema = customListItemInputSchema
  .extend({
    custom_list_id: z.coerce
      .number({ error: 'validation.required' })
      .int()
      .max(INT4_MAX, 'validation.max')
      .positive('validation.required'),
    customListType: z.enum(CUSTOM_LIST_TYPE_KEYS as [string, ...string[]]).optional(),
  })
  .meta({ id: 'CustomListItemCreate' });
export type CustomListItemCreate = z.input<typeof customListItemCreateSchema>;

/** A line of a failed upload: its number in the file, the field, the error key and the value read. */
export const customListLineErrorSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  code: z.string(),
  value: z.string(),
});
export type CustomListLineError = z.infer<typeof customListLineErrorSchema>;

export const customListSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    advertiser_id: z.number().int().nullable(),
    advertiser_name: z.string().nullable(),
    external_id: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    custom_list_type_id: z.number().int(),
    /** The type's key (`lat_long`, `domain`, ...). */
    custom_list_type: z.string(),
    default_radius_km: z.number().nullable(),
    status: z.enum(CUSTOM_LIST_STATUSES),
    /** The first per-line errors of the last failed upload (at most 100). */
    errors: z.array(customListLineErrorSchema),
    /** How many lines the last failed upload refused in all. */
    errors_count: z.number().int(),
    custom_list_items_count: z.number().int(),
    ...auditFields,
  })
  .meta({ id: 'CustomList' });
export type CustomList = z.infer<typeof customListSchema>;

export const customListItemSchema = z
  .object({
    id: z.number().int(),
    custom_list_id: z.number().int(),
    /** The item as written in a file: `value`, `latitude,longitude` or `EXCHANGE/value`. */
    list_item: z.string(),
    value: z.string(),
    name: z.string().nullable(),
    active: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    radius_km: z.number().nullable(),
    /** The exchange id of a model-three item, and its abbreviation. */
    prefix: z.number().int().nullable(),
    prefix_code: z.string().nullable(),
    ...timestampFields,
  })
  .meta({ id: 'CustomListItem' });
export type CustomListItem = z.infer<typeof customListItemSchema>;

/** A list of one type offered to targeting (`/api/custom_lists/{type}`). */
export const customListOptionSchema = z
  .object({
    id: z.number().int(),
    external_id: z.number().int(),
    name: z.string(),
    custom_list_items_count: z.number().int(),
  })
  .meta({ id: 'CustomListOption' });
export type CustomListOption = z.infer<typeof customListOptionSchema>;

/** Upload form fields: into an existing list, or a new list made from the file. */
export const customListUploadFieldsSchema = z
  .object({
    custom_list_id: idSchema.optional(),
    /** `append` adds the file's items (default); `replace` swaps the list's items for them. */
    mode: z.enum(['append', 'replace']).default('append'),
    name: z.string().optional(),
    custom_list_type_id: z.string().optional(),
    default_radius_km: z.string().optional(),
    advertiser_id: z.string().optional(),
    active: z.enum(['0', '1', 'true', 'false']).optional(),
  })
  .meta({ id: 'CustomListUploadFields' });
export type CustomListUploadFields = z.infer<typeof customListUploadFieldsSchema>;

/** What an upload did: the list afterwards and the counts of the file. */
export const customListUploadResultSchema = z
  .object({
    custom_list: customListSchema,
    lines: z.number().int(),
    added: z.number().int(),
    duplicates: z.number().int(),
    refused: z.number().int(),
  })
  .meta({ id: 'CustomListUploadResult' });
export type CustomListUploadResult = z.infer<typeof customListUploadResultSchema>;

/**
 * The answer (202) of an upload whose file is still loading when the request stops waiting
 * (`CUSTOM_LIST_UPLOAD_WAIT_SECONDS`): the list, `processing`. Its status, count and errors say
 * the outcome once the job ends (`GET /api/custom_lists/{id}`).
 */
export const customListUploadAcceptedSchema = z
  .object({ custom_list: customListSchema })
  .meta({ id: 'CustomListUploadAccepted' });
export type CustomListUploadAccepted = z.infer<typeof customListUploadAcceptedSchema>;

/** Columns of the custom lists grid (docs/REQUIREMENTS.md#custom-lists). */
export const CUSTOM_LIST_COLUMNS = {
  fixed: ENTITY_FIXED_COLUMNS,
  dimensions: ['id', 'external_id', 'name', 'custom_list_items_count', 'active', 'status', 'errors'],
  optional: ['custom_list_type', 'default_radius_km', 'advertiser_name', 'created_at', 'updated_at'],
  download: [
    'id',
    'external_id',
    'name',
    'custom_list_type',
    'custom_list_items_count',
    'active',
    'status',
    'errors_count',
  ],
  defaultSort: 'external_id',
} as const;

/** Page sizes of the item editor. */
export const CUSTOM_LIST_ITEM_PAGE_SIZE = 25;
