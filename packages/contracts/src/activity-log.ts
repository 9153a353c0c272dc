import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { idSchema } from './validation.ts';

/**
 * Paths of the activity log of one kind of object (advertiser, campaign, line_item, creative):
 * `list` of all of them (`filters[id]` narrows it to one object too) or `one` of one object.
 */
export const ACTIVITY_LOG_API = {
  list: apiPath('/api/activity_log/:entity'),
  one: apiPath('/api/activity_log/:entity/:id'),
} as const;

/** Objects with an activity log (docs/REQUIREMENTS.md#activity-log). */
export const ACTIVITY_ENTITIES = [
  'advertiser',
  'campaign',
  'line_item',
  'creative',
  'segment',
  'custom_list',
  'event',
  'private_poi',
  'report',
  'report_schedule',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

export const ACTIVITY_EVENTS = [
  'created',
  'updated',
  'activated',
  'deactivated',
  'cloned',
  'deleted',
  /** A report's file was sent by e-mail (docs/REPORTS.md#e-mail). */
  'emailed',
  /** A campaign's PDF report was written (docs/REPORTS.md#pdf); logged on the campaign. */
  'pdf_generated',
] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

export const activityChangeSchema = z.object({
  field: z.string(),
  old: z.unknown(),
  new: z.unknown(),
});
export type ActivityChange = z.infer<typeof activityChangeSchema>;

export const activityEntrySchema = z
  .object({
    id: z.number().int(),
    entity: z.enum(ACTIVITY_ENTITIES),
    entity_id: z.number().int(),
    entity_name: z.string(),
    advertiser_id: z.number().int().nullable(),
    event: z.enum(ACTIVITY_EVENTS),
    user_id: z.number().int().nullable(),
    user_name: z.string(),
    /** Field-by-field diff; for `cloned`, `{ field: 'source_id' | 'clone_id', ... }` names the pair. */
    changes: z.array(activityChangeSchema),
    created_at: z.string(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** The spec's camel-case names of the same objects (`/api/activity_log/lineItem`), read as the snake-case ones. */
const ACTIVITY_ENTITY_ALIASES = {
  lineItem: 'line_item',
  customList: 'custom_list',
  privatePoi: 'private_poi',
} as const satisfies Record<string, ActivityEntity>;
type ActivityEntityAlias = keyof typeof ACTIVITY_ENTITY_ALIASES;

export const activityEntityParamsSchema = z.object({
  entity: z
    .enum([...ACTIVITY_ENTITIES, ...(Object.keys(ACTIVITY_ENTITY_ALIASES) as ActivityEntityAlias[])])
    .transform(
      (v): ActivityEntity => ACTIVITY_ENTITY_ALIASES[v as ActivityEntityAlias] ?? (v as ActivityEntity),
    ),
});
export const activityParamsSchema = activityEntityParamsSchema.extend({
  id: idSchema,
});

/**
 * Filters of docs/REQUIREMENTS.md#activity-log: `id` is the object's id. An entry is never edited, so
 * `updated_date` reads the same time as `created_date`.
 */
export const ACTIVITY_FILTERS = ['id', 'event', 'created_date', 'updated_date', 'user_name'] as const;
