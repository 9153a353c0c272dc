import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { listQuerySchema } from './list-query.ts';
import { idSchema } from './validation.ts';

/**
 * Notifications (`001` §3.9, §7; docs/NOTIFICATIONS.md): raised for each user by the rules over
 * the delivery of their account's campaigns, shown in the console and, by choice, e-mailed.
 */
export const NOTIFICATION_API = {
  /** GET the caller's notifications in the active account, newest first, 10 per page. */
  list: '/api/notifications',
  /** GET how many of them are unread (the header bell). */
  unread: '/api/notifications/unread',
  /** POST `{ notifications: [ids] }`: removes them for the caller. */
  dismiss: '/api/notifications/dismiss',
  /** POST `{ notifications: [ids] }`: marks them read. */
  markRead: '/api/notifications/mark_read',
  /** GET the kinds of notification with the caller's choices. */
  settings: '/api/notifications/settings',
  /** POST `{ code, platform_notification_active, email_notification_active }`. */
  setActive: '/api/notifications/settings/set-active',
} as const;

/** Page size of the list (`001` §9). */
export const NOTIFICATION_PAGE_SIZE = 10;
/** Notifications one dismiss or mark-read call may name. */
export const NOTIFICATION_BATCH_MAX = 100;

/** The rules (`001` §9), each a kind of notification a user may switch. */
export const NOTIFICATION_CODES = [
  'ctr_critical',
  'ctr_middle',
  'duration_long',
  'duration_short',
  'budget_deviation',
  'click_deviation',
  'video_deviation',
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

/** Thresholds of the rules (`001` §9), in percent and days. */
export const NOTIFICATION_THRESHOLDS = {
  /** CTR (rounded to one decimal) from 0 to 0.4 % is critical, from 0.5 to 0.8 % middle. */
  ctrCriticalMax: 0.4,
  ctrMiddleMin: 0.5,
  ctrMiddleMax: 0.8,
  /** Impressions a campaign needs before its CTR means anything. */
  ctrMinImpressions: 1000,
  /** A campaign running longer than this many months, or shorter than this many days. */
  durationMaxMonths: 6,
  durationMinDays: 6,
  /** Deviation from the plan, in percent, from which budget, clicks and video are reported. */
  deviationMin: 40,
} as const;

const textsSchema = z.object({ title: z.string(), description: z.string() });

export const notificationSchema = z
  .object({
    id: z.number().int(),
    code: z.enum(NOTIFICATION_CODES),
    campaign_id: z.number().int(),
    created_at: z.string(),
    read: z.boolean(),
    /** Title and description in the caller's language. */
    title: z.string(),
    description: z.string(),
    /** The same in every language of the console (`es`, `en`, `pt`). */
    texts: z.object(
      Object.fromEntries(LANGUAGES.map((l) => [l, textsSchema])) as Record<
        (typeof LANGUAGES)[number],
        typeof textsSchema
      >,
    ),
    /** Where the notification leads in the console. */
    url: z.string().nullable(),
    file_path: z.string().nullable(),
    /** Shown in a dialog when opened rather than followed as a link. */
    modal_view: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationUnreadSchema = z
  .object({ unread: z.number().int() })
  .meta({ id: 'NotificationUnread' });

/** Dismiss or mark read. */
export const notificationIdsSchema = z
  .object({
    notifications: z
      .array(idSchema)
      .min(1, 'validation.required')
      .max(NOTIFICATION_BATCH_MAX, 'validation.too_many'),
  })
  .meta({ id: 'NotificationIds' });

export const notificationChangedSchema = z.object({ changed: z.number().int() });

/** A switch sent as a boolean or as 1/0 (`001` §4). */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

export const notificationSetActiveSchema = z
  .object({
    code: z.enum(NOTIFICATION_CODES),
    platform_notification_active: flag,
    email_notification_active: flag,
  })
  .meta({ id: 'NotificationSetActive' });

export const notificationSettingSchema = z
  .object({
    code: z.enum(NOTIFICATION_CODES),
    /** Name and description in the caller's language. */
    name: z.string(),
    description: z.string(),
    /** The object the rule looks at. */
    model: z.literal('campaign'),
    /** Whether the rule runs (every rule does; kept for the console's settings screen). */
    active: z.boolean(),
    platform_notification_active: z.boolean(),
    email_notification_active: z.boolean(),
  })
  .meta({ id: 'NotificationSetting' });
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

/** The list's query: the shared list parameters, 10 per page unless `limit` says otherwise. */
export const notificationListQuerySchema = listQuerySchema.extend({
  limit: listQuerySchema.shape.limit.unwrap().default(NOTIFICATION_PAGE_SIZE),
});
