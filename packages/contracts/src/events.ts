import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { timestampFields } from './record-fields.ts';
import { bigIdSchema, idSchema, optionalIdSchema, requiredId, requiredText } from './validation.ts';

/**
 * Conversion events: a tag on the advertiser's pages or app fires, the fire is a conversion,
 * and attribution credits it to a line item that reached the device before (docs/EVENTS.md).
 */
export const EVENT_API = {
  list: '/api/events',
  one: apiPath('/api/events/:id'),
  /** The console sends the edit form here, with the id in the path and in the body. */
  update: apiPath('/api/events/update/:id'),
  /**
   * `PUT` with state `1` or `0`. Both state calls share one pattern (and parameter name), so the
   * API document holds one path with two methods.
   */
  setActive: apiPath('/api/events/:id/set/:state'),
  /** `PATCH` with state `archived` or `unarchived`. */
  setArchived: apiPath('/api/events/:id/set/:state'),
  /** The pixel or script of an event (`event_id`, `event_tag_type_id`). */
  generateTag: '/api/events/generate_tag',
  /** Replace the event's whitelisted campaigns or line items. */
  campaigns: apiPath('/api/events/:id/campaigns'),
  lineItems: apiPath('/api/events/:id/line_items'),
  types: '/api/events/types',
  attributions: '/api/events/attributions',
  tagTypes: '/api/events/tag_types',
  /** The events a campaign or a line item is whitelisted for (read and replace). */
  ofCampaign: apiPath('/api/campaigns/:id/events'),
  ofLineItem: apiPath('/api/line_items/:id/events'),
  /** Public collection endpoint the tags call: `{token}.gif` or `{token}.js`. */
  collect: apiPath('/collect/event/:file'),
} as const;

/** Longest click and view windows (docs/REQUIREMENTS.md#events); also the default. */
export const EVENT_WINDOW_MAX_DAYS = 30;
export const EVENT_WINDOW_DEFAULT_DAYS = 30;

/**
 * Whitelist: only the campaigns and line items chosen for the event get credit; all: every line
 * item of the event's advertiser whose campaign allows events.
 */
export const EVENT_ELIGIBILITY_MODES = ['all', 'whitelist'] as const;
export type EventEligibilityMode = (typeof EVENT_ELIGIBILITY_MODES)[number];

/**
 * Codes (`extra.code` of the attribution lookup) of the attribution models that credit line
 * items. Only an event with one of these is `eligible`: it has campaigns and line items to choose
 * and an eligible-objects tab; the others count fires without crediting anything.
 */
export const ELIGIBLE_ATTRIBUTION_CODES = ['last_touch', 'last_click', 'last_view'] as const;

/** How a tag fires: an image pixel or a script (`event_tag_types` lookup ids). */
export const EVENT_TAG_TYPES = { image: 1, javascript: 2 } as const;

/**
 * Health of an event's tag, from its fires: `never_fired`, `firing` (a fire within the last 24
 * hours) or `quiet` (fired before, nothing in the last 24 hours).
 */
export const EVENT_TAG_STATUSES = ['never_fired', 'firing', 'quiet'] as const;
export type EventTagStatus = (typeof EVENT_TAG_STATUSES)[number];

const windowDays = z.coerce
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .min(0, 'events.validation.window')
  .max(EVENT_WINDOW_MAX_DAYS, 'events.validation.window')
  .default(EVENT_WINDOW_DEFAULT_DAYS);

/** US dollars with at most two decimals; 0 when empty. */
const eventValue = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : v),
  z.coerce
    .number({ error: 'validation.number' })
    .min(0, 'events.validation.value')
    .max(1_000_000_000, 'validation.max')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'events.validation.value_decimals'),
);

export const eventRequestSchema = z
  .object({
    /** The edit form repeats the id of the path; when present it must match it. */
    id: idSchema.optional(),
    name: requiredText(),
    advertiser_id: requiredId,
    event_attribution_id: optionalIdSchema,
    event_type_id: optionalIdSchema,
    /** Segments have bigint ids. */
    segment_id: bigIdSchema.nullable().optional().default(null),
    event_tag_type_id: optionalIdSchema,
    value: eventValue,
    click_window_days: windowDays,
    view_window_days: windowDays,
    eligibility_mode: z.enum(EVENT_ELIGIBILITY_MODES).default('all'),
    active: z.boolean().default(true),
  })
  .meta({ id: 'EventRequest' });
export type EventRequest = z.input<typeof eventRequestSchema>;
export type EventInput = z.output<typeof eventRequestSchema>;

/** A campaign or line item whitelisted for an event, with its line-item or creative count. */
export const eventEligibleObjectSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    external_id: z.number().int(),
    active: z.boolean(),
    /** Line items of a campaign; creative associations of a line item. */
    associated: z.number().int(),
  })
  .meta({ id: 'EventEligibleObject' });
export type EventEligibleObject = z.infer<typeof eventEligibleObjectSchema>;

/**
 * Fires recorded for the event (conversions counted once per order id), by the account's days.
 * Null when the analytics store cannot be read: the event still answers.
 */
export const eventFiredCountsSchema = z.object({
  events_fired_today: z.number().int().nullable(),
  events_fired_yesterday: z.number().int().nullable(),
  /** Mean fires a day over the 7 days before today. */
  events_fired_past_7_days_avg: z.number().nullable(),
  /** Fires over the 30 days before today. */
  events_fired_past_30_days_look_back: z.number().int().nullable(),
});
export type EventFiredCounts = z.infer<typeof eventFiredCountsSchema>;

export const eventSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    external_id: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    archived: z.boolean(),
    advertiser_id: z.number().int(),
    advertiser_name: z.string(),
    event_attribution_id: z.number().int().nullable(),
    event_attribution: z.string().nullable(),
    event_type_id: z.number().int().nullable(),
    event_type: z.string().nullable(),
    event_tag_type_id: z.number().int().nullable(),
    /** The tag type's code (`image`, `javascript`). */
    generate_type: z.string().nullable(),
    segment_id: z.number().int().nullable(),
    segment_name: z.string().nullable(),
    segment: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** US dollars credited for a fire that carries no value. */
    value: z.number(),
    click_window_days: z.number().int(),
    view_window_days: z.number().int(),
    eligibility_mode: z.enum(EVENT_ELIGIBILITY_MODES),
    /** The attribution credits line items, so campaigns and line items can be chosen. */
    eligible: z.boolean(),
    /** Null, like the counters, when the analytics store cannot be read. */
    status: z.enum(EVENT_TAG_STATUSES).nullable(),
    ...eventFiredCountsSchema.shape,
    /** Whitelisted line items (with those of whitelisted campaigns) and their creative associations. */
    line_items_count: z.number().int(),
    creative_associations_count: z.number().int(),
    campaigns: z.array(eventEligibleObjectSchema),
    line_items: z.array(eventEligibleObjectSchema),
    created_by: z.number().int().nullable(),
    updated_by: z.number().int().nullable(),
    deleted_by: z.number().int().nullable(),
    ...timestampFields,
    deleted_at: z.string().nullable(),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

/** An event in the list: the event without its whitelisted campaigns and line items (see `one`). */
export const eventRowSchema = eventSchema
  .omit({ campaigns: true, line_items: true })
  .meta({ id: 'EventRow' });
export type EventRow = z.infer<typeof eventRowSchema>;

/** A lookup row: event types, attributions and tag types (`description` is "-" when empty). */
export const eventLookupSchema = z
  .object({
    id: z.number().int(),
    description: z.string(),
    extra: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'EventLookup' });
export type EventLookup = z.infer<typeof eventLookupSchema>;

export const eventActiveParamSchema = z.object({
  id: idSchema,
  state: z.enum(['0', '1']).transform((v) => v === '1'),
});
export const eventArchivedParamSchema = z.object({
  id: idSchema,
  state: z.enum(['archived', 'unarchived']),
});

const idList = z.array(idSchema).max(5000, 'validation.too_many');

/** Replaces the event's whitelisted campaigns. */
export const eventCampaignsRequestSchema = z
  .object({ campaign_ids: idList })
  .meta({ id: 'EventCampaignsRequest' });
/** Replaces the event's whitelisted line items. */
export const eventLineItemsRequestSchema = z
  .object({ line_item_ids: idList })
  .meta({ id: 'EventLineItemsRequest' });
/** Replaces the events a campaign or a line item is whitelisted for. */
export const eventAssociationRequestSchema = z
  .object({ event_ids: idList })
  .meta({ id: 'EventAssociationRequest' });

/** An event of the object's advertiser as the campaign or line item sees it. */
export const objectEventSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    eligibility_mode: z.enum(EVENT_ELIGIBILITY_MODES),
    eligible: z.boolean(),
    /** Chosen for this object itself (whitelist). */
    associated: z.boolean(),
    /** Gets credit for this object: `all` mode, or whitelisted here or through the campaign. */
    credited: z.boolean(),
  })
  .meta({ id: 'ObjectEvent' });
export type ObjectEvent = z.infer<typeof objectEventSchema>;

export const generateTagRequestSchema = z
  .object({
    event_id: requiredId,
    event_tag_type_id: requiredId,
  })
  .meta({ id: 'GenerateTagRequest' });

export const eventTagSchema = z
  .object({
    event_id: z.number().int(),
    event_tag_type_id: z.number().int(),
    generate_type: z.string(),
    /** The collection URL the tag calls. */
    url: z.string(),
    /** The snippet to paste in the page. */
    tag: z.string(),
  })
  .meta({ id: 'EventTag' });
export type EventTag = z.infer<typeof eventTagSchema>;

/**
 * Query of a fire: the device (a mobile ad id or hashed id from an app macro; without one the
 * first-party cookie), the value in US dollars (else the event's), and an order id: a second fire
 * of the same order id is not counted again.
 */
export const eventCollectQuerySchema = z.object({
  device_id: z.string().min(1).max(128).optional(),
  device_id_type: z.enum(['maid', 'hashed']).optional(),
  value: z.coerce.number().min(0).max(1_000_000_000).optional(),
  order_id: z.string().max(128).optional(),
  /** Cache-buster the script adds; ignored. */
  cb: z.string().max(64).optional(),
});

/** Columns of the events grid (docs/REQUIREMENTS.md#events). */
export const EVENT_COLUMNS = {
  fixed: ['id', 'external_id', 'name', 'active'],
  dimensions: [
    'id',
    'external_id',
    'name',
    'advertiser_name',
    'event_type',
    'events_fired_today',
    'events_fired_yesterday',
    'events_fired_past_7_days_avg',
    'events_fired_past_30_days_look_back',
    'status',
    'active',
  ],
  optional: [
    'event_attribution',
    'segment_name',
    'value',
    'click_window_days',
    'view_window_days',
    'eligibility_mode',
    'line_items_count',
    'archived',
    'updated_at',
  ],
  download: [
    'id',
    'external_id',
    'name',
    'advertiser_name',
    'event_type',
    'event_attribution',
    'value',
    'click_window_days',
    'view_window_days',
    'events_fired_today',
    'events_fired_yesterday',
    'events_fired_past_7_days_avg',
    'events_fired_past_30_days_look_back',
    'active',
    'archived',
  ],
  defaultSort: 'external_id',
} as const;
