import { z } from 'zod';

/** Unsigned 64-bit id: a bigint, a safe integer or a decimal string; always written as a string. */
export const uint64 = z
  .union([
    z.bigint().nonnegative(),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^\d{1,20}$/),
  ])
  .transform((value) => BigInt(value))
  .refine((value) => value <= 18_446_744_073_709_551_615n, 'exceeds UInt64')
  .transform((value) => value.toString());

/** Signed 64-bit amount (micros), written as a string. */
export const int64 = z
  .union([
    z.bigint(),
    z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^-?\d{1,19}$/),
  ])
  .transform((value) => BigInt(value))
  .refine((value) => value >= -(2n ** 63n) && value < 2n ** 63n, 'exceeds Int64')
  .transform((value) => value.toString());

const count = z.number().int().nonnegative().max(4_294_967_295);

/** A Date or an ISO-8601 string; written as `YYYY-MM-DD hh:mm:ss` in UTC (DateTime('UTC') columns). */
export const eventTime = z
  .union([z.date(), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value))
  .refine((value) => !Number.isNaN(value.getTime()), 'invalid time')
  .transform((value) => value.toISOString().slice(0, 19).replace('T', ' '));

export const deviceIdTypes = ['maid', 'cookie', 'hashed'] as const;
export const deviceIdType = z.enum(deviceIdTypes);

const device = {
  device_id: z.string().min(1).max(128),
  device_id_type: deviceIdType,
};

const placement = {
  exchange: z.string().max(64).default(''),
  app_bundle: z.string().max(256).default(''),
  site_domain: z.string().max(256).default(''),
  deal_id: z.string().max(128).default(''),
};

const ownership = {
  account_id: uint64,
  advertiser_id: uint64,
  campaign_id: uint64,
  line_item_id: uint64,
  creative_id: uint64,
};

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const deliveryEvent = z.object({
  event_time: eventTime,
  ...ownership,
  ...placement,
  ...device,
  country_code: z.string().max(3).default(''),
  region_code: z.string().max(16).default(''),
  city_code: z.string().max(32).default(''),
  lat: latitude.default(0),
  lon: longitude.default(0),
  h3_cell: uint64.default('0'),
  impressions: count.default(0),
  clicks: count.default(0),
  video_starts: count.default(0),
  video_first_quartiles: count.default(0),
  video_midpoints: count.default(0),
  video_third_quartiles: count.default(0),
  video_completes: count.default(0),
  spend_micros: uint64.default('0'),
});

export const bidEvent = z.object({
  event_time: eventTime,
  ...ownership,
  ...placement,
  auction_id: z.string().min(1).max(128),
  device_id: z.string().max(128).default(''),
  device_id_type: deviceIdType,
  country_code: z.string().max(3).default(''),
  bid_price_micros: uint64,
  won: z
    .boolean()
    .default(false)
    .transform((won) => (won ? 1 : 0)),
  clearing_price_micros: uint64.default('0'),
});

export const locationPing = z.object({
  event_time: eventTime,
  ...device,
  country_code: z.string().min(2).max(3),
  lat: latitude,
  lon: longitude,
  h3_cell: uint64.default('0'),
  place_id: uint64.default('0'),
  distance_m: z.number().nonnegative().default(0),
});

export const conversionEvent = z.object({
  event_time: eventTime,
  account_id: uint64,
  advertiser_id: uint64,
  conversion_event_id: uint64,
  ...device,
  value_micros: int64.default('0'),
  /** A second fire of the same event with the same non-empty order id is not counted again. */
  order_id: z.string().max(128).default(''),
  source: z.enum(['pixel', 'script', 'simulated']).default('pixel'),
});

export const eventSchemas = {
  delivery: deliveryEvent,
  bid: bidEvent,
  location_ping: locationPing,
  conversion: conversionEvent,
} as const;

/** The table each event kind is written to. */
export const eventTables = {
  delivery: 'delivery_events',
  bid: 'bid_events',
  location_ping: 'location_pings',
  conversion: 'conversions',
} as const satisfies Record<keyof typeof eventSchemas, string>;

export type EventKind = keyof typeof eventSchemas;
/** What a writer hands over (ids as bigint, number or string; times as Date or ISO strings). */
export type EventInput<K extends EventKind> = z.input<(typeof eventSchemas)[K]>;
/** The row as it is inserted (ids as strings, times as UTC `YYYY-MM-DD hh:mm:ss`). */
export type EventRow<K extends EventKind> = z.output<(typeof eventSchemas)[K]>;

export type DeliveryEvent = EventInput<'delivery'>;
export type BidEvent = EventInput<'bid'>;
export type LocationPing = EventInput<'location_ping'>;
export type ConversionEvent = EventInput<'conversion'>;

/** Validates and normalizes events of one kind; throws a ZodError naming the first bad row. */
export function toRows<K extends EventKind>(kind: K, events: readonly EventInput<K>[]): EventRow<K>[] {
  const schema = z.array(eventSchemas[kind]);
  return schema.parse(events) as EventRow<K>[];
}
