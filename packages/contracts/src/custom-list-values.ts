import ipaddr from 'ipaddr.js';
import { APP_BUNDLE_PATTERN, DOMAIN_PATTERN } from './advertisers.ts';

/**
 * The ten custom list types (docs/REQUIREMENTS.md#custom-lists) with their stable ids and item models:
 * `one` a single value, `two` a location (latitude, longitude, radius in km), `three` an
 * exchange prefix and a value (written `prefix/value`).
 */
export const CUSTOM_LIST_TYPES = [
  { id: 10, key: 'zip_code', model: 'one' },
  { id: 4, key: 'domain', model: 'one' },
  { id: 6, key: 'lat_long', model: 'two' },
  { id: 1, key: 'app_bundle', model: 'three' },
  { id: 2, key: 'app_id', model: 'three' },
  { id: 3, key: 'deal_id', model: 'three' },
  { id: 5, key: 'ip_address', model: 'three' },
  { id: 7, key: 'placement_id', model: 'three' },
  { id: 8, key: 'publisher_id', model: 'three' },
  { id: 9, key: 'site_id', model: 'three' },
] as const;
export type CustomListTypeKey = (typeof CUSTOM_LIST_TYPES)[number]['key'];
export type CustomListModel = (typeof CUSTOM_LIST_TYPES)[number]['model'];
export type CustomListType = { id: number; key: CustomListTypeKey; model: CustomListModel };
export const CUSTOM_LIST_TYPE_KEYS = CUSTOM_LIST_TYPES.map((t) => t.key) as CustomListTypeKey[];

export const customListTypeById = (id: number | null | undefined): CustomListType | undefined =>
  CUSTOM_LIST_TYPES.find((t) => t.id === id);
export const customListTypeByKey = (key: string | null | undefined): CustomListType | undefined =>
  CUSTOM_LIST_TYPES.find((t) => t.key === key);

/** Limits (docs/REQUIREMENTS.md#custom-lists), and the choices made where none was given. */
export const CUSTOM_LIST_LIMITS = {
  /** Items a list may hold, and so a file may carry. */
  maxItems: 200_000,
  /** An upload of 200,000 lines of up to ~100 bytes each; refused at the first byte over. */
  uploadMaxBytes: 20_000_000,
  radiusMinKm: 0.001,
  radiusMaxKm: 50,
  /** The radius a new lat/long list starts with. */
  defaultRadiusKm: 1,
  /** Per-line errors kept on a list after a failed upload (the total is kept too). */
  maxErrorsKept: 100,
  /** Longest value or item name. */
  valueMax: 255,
  /** Items one `with_items` call may create, edit or delete (each array). */
  maxBatch: 5_000,
} as const;

/** Error keys of item values; texts live in the console's `custom_lists` catalogue. */
export const ITEM_ERRORS = {
  required: 'custom_lists.item.required',
  tooLong: 'custom_lists.item.too_long',
  zipCode: 'custom_lists.item.zip_code',
  domain: 'custom_lists.item.domain',
  latitude: 'custom_lists.item.latitude',
  longitude: 'custom_lists.item.longitude',
  radius: 'custom_lists.item.radius',
  appBundle: 'custom_lists.item.app_bundle',
  identifier: 'custom_lists.item.identifier',
  ipAddress: 'custom_lists.item.ip_address',
  prefix: 'custom_lists.item.prefix',
} as const;

type Check = { value: string } | { error: string };

/**
 * Postal codes of the marketplace countries and most others: 3–12 letters or digits with at most
 * one inner space or hyphen, and at least one digit (`110111`, `01310-100`, `1000-001`,
 * `28013`, `SW1A 1AA`). Stored upper-case.
 */
const ZIP_CODE = /^(?=[^\d]*\d)[A-Z0-9]{1,10}(?:[ -][A-Z0-9]{1,8})?$/;
/** Exchange-side ids (app, deal, placement, publisher, site): letters, digits and `._:-`. */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

function zipCode(raw: string): Check {
  const value = raw.toUpperCase();
  if (value.length < 3 || value.length > 12 || !ZIP_CODE.test(value)) return { error: ITEM_ERRORS.zipCode };
  return { value };
}

function domain(raw: string): Check {
  const value = raw.toLowerCase();
  return DOMAIN_PATTERN.test(value) ? { value } : { error: ITEM_ERRORS.domain };
}

function appBundle(raw: string): Check {
  return APP_BUNDLE_PATTERN.test(raw) ? { value: raw } : { error: ITEM_ERRORS.appBundle };
}

function identifier(raw: string): Check {
  return IDENTIFIER.test(raw) ? { value: raw } : { error: ITEM_ERRORS.identifier };
}

/** The shortest prefix a range may have: a wider one would target a good part of the internet. */
const MIN_PREFIX = { ipv4: 8, ipv6: 16 } as const;

/**
 * An IPv4 address in dotted decimal, an IPv6 address, or a range of either in CIDR notation.
 * Stored in canonical form (IPv6 compressed per RFC 5952, a range as its network address).
 */
export function ipAddress(raw: string): Check {
  const text = raw.toLowerCase();
  if (text.includes('%')) return { error: ITEM_ERRORS.ipAddress };
  const slash = text.indexOf('/');
  const address = slash < 0 ? text : text.slice(0, slash);
  const v4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!v4 && !(address.includes(':') && ipaddr.IPv6.isValid(address)))
    return { error: ITEM_ERRORS.ipAddress };
  const canonical = (ip: ipaddr.IPv4 | ipaddr.IPv6) =>
    ip.kind() === 'ipv6' ? (ip as ipaddr.IPv6).toRFC5952String() : ip.toString();
  if (slash < 0) return { value: canonical(ipaddr.parse(address)) };
  const bits = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(bits)) return { error: ITEM_ERRORS.ipAddress };
  const prefix = Number(bits);
  const kind = v4 ? 'ipv4' : 'ipv6';
  if (prefix < MIN_PREFIX[kind] || prefix > (v4 ? 32 : 128)) return { error: ITEM_ERRORS.ipAddress };
  const network = v4
    ? ipaddr.IPv4.networkAddressFromCIDR(`${address}/${prefix}`)
    : ipaddr.IPv6.networkAddressFromCIDR(`${address}/${prefix}`);
  return { value: `${canonical(network)}/${prefix}` };
}

const VALUE_CHECKS: Record<Exclude<CustomListTypeKey, 'lat_long'>, (raw: string) => Check> = {
  zip_code: zipCode,
  domain,
  app_bundle: appBundle,
  app_id: identifier,
  deal_id: identifier,
  ip_address: ipAddress,
  placement_id: identifier,
  publisher_id: identifier,
  site_id: identifier,
};

/** Checks and normalises the value of a model-one or model-three item. */
export function checkListValue(type: CustomListTypeKey, raw: string | null | undefined): Check {
  const text = (raw ?? '').trim();
  if (!text) return { error: ITEM_ERRORS.required };
  if (text.length > CUSTOM_LIST_LIMITS.valueMax) return { error: ITEM_ERRORS.tooLong };
  if (type === 'lat_long') return { error: ITEM_ERRORS.required };
  return VALUE_CHECKS[type](text);
}

/** A decimal in the text of a file or a form (`4.7110`, `-74,0721` with a decimal comma too). */
export function parseDecimal(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim().replace(',', '.');
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Latitude −90…90, stored with 7 decimals (about 1 cm). */
export function checkLatitude(raw: unknown): number | { error: string } {
  const n = parseDecimal(raw);
  return n === null || n < -90 || n > 90 ? { error: ITEM_ERRORS.latitude } : round(n, 7);
}

/** Longitude −180…180, stored with 7 decimals. */
export function checkLongitude(raw: unknown): number | { error: string } {
  const n = parseDecimal(raw);
  return n === null || n < -180 || n > 180 ? { error: ITEM_ERRORS.longitude } : round(n, 7);
}

/**
 * A radius of 0.001–50 km (docs/REQUIREMENTS.md#custom-lists), stored to the metre. The range is
 * checked on the value as given, before rounding: 0.0009 km is refused, not rounded up to 0.001.
 */
export function checkRadius(raw: unknown): number | { error: string } {
  const n = parseDecimal(raw);
  if (n === null || n < CUSTOM_LIST_LIMITS.radiusMinKm || n > CUSTOM_LIST_LIMITS.radiusMaxKm)
    return { error: ITEM_ERRORS.radius };
  return round(n, 3);
}

/** The value a location item is stored and compared under. */
export const locationValue = (latitude: number, longitude: number) => `${latitude},${longitude}`;
