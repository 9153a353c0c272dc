import {
  CUSTOM_LIST_LIMITS,
  type CustomListTypeKey,
  checkLatitude,
  checkListValue,
  checkLongitude,
  checkRadius,
  customListTypeByKey,
  ITEM_ERRORS,
  locationValue,
} from './custom-list-values.ts';

/** An item as a form or a caller gives it; which fields count depends on the list's model. */
export type CustomListItemFields = {
  value?: string | null;
  name?: string | null;
  active?: boolean;
  latitude?: number | string | null;
  longitude?: number | string | null;
  radius_km?: number | string | null;
  prefix?: number | string | null;
};

/** An item as it is stored: the value normalised, location and prefix set only for their models. */
export type NormalisedItem = {
  value: string;
  name: string | null;
  active: boolean;
  latitude: number | null;
  longitude: number | null;
  radius_km: number | null;
  prefix: number | null;
};

export type ItemCheck =
  | { item: NormalisedItem; errors: null }
  | { item: null; errors: Record<string, string> };

export type ItemCheckContext = {
  /** The list's radius, used when a location item gives none. */
  defaultRadiusKm: number | null;
  /** Known exchange ids; when given, a prefix outside it is refused. */
  exchangeIds?: ReadonlySet<number>;
};

const NUL_ERROR = 'validation.invalid_characters';
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * The one rule of an item of a list type, run by the item editor and by the server (form, single
 * item calls, `with_items` and file lines alike): answers the stored shape or field → error key.
 */
export function checkCustomListItem(
  typeKey: CustomListTypeKey,
  input: CustomListItemFields,
  context: ItemCheckContext,
): ItemCheck {
  const type = customListTypeByKey(typeKey);
  const errors: Record<string, string> = {};
  const name = blank(input.name) ? null : String(input.name).trim();
  if (name && name.length > CUSTOM_LIST_LIMITS.valueMax) errors.name = ITEM_ERRORS.tooLong;
  // A NUL character cannot be stored: a file line holding one is an error of that line.
  if (name?.includes('\u0000')) errors.name = NUL_ERROR;
  const item: NormalisedItem = {
    value: '',
    name,
    active: input.active ?? true,
    latitude: null,
    longitude: null,
    radius_km: null,
    prefix: null,
  };
  if (type?.model === 'two') {
    const lat = checkLatitude(input.latitude);
    const long = checkLongitude(input.longitude);
    const radius = blank(input.radius_km)
      ? (context.defaultRadiusKm ?? CUSTOM_LIST_LIMITS.defaultRadiusKm)
      : checkRadius(input.radius_km);
    if (typeof lat === 'number') item.latitude = lat;
    else errors.latitude = lat.error;
    if (typeof long === 'number') item.longitude = long;
    else errors.longitude = long.error;
    if (typeof radius === 'number') item.radius_km = radius;
    else errors.radius_km = radius.error;
    if (typeof lat === 'number' && typeof long === 'number') item.value = locationValue(lat, long);
  } else {
    const checked = checkListValue(typeKey, input.value);
    if (String(input.value ?? '').includes('\u0000')) errors.value = NUL_ERROR;
    else if ('value' in checked) item.value = checked.value;
    else errors.value = checked.error;
    if (type?.model === 'three') {
      const prefix = blank(input.prefix) ? Number.NaN : Number(input.prefix);
      if (
        !Number.isInteger(prefix) ||
        prefix <= 0 ||
        (context.exchangeIds && !context.exchangeIds.has(prefix))
      )
        errors.prefix = ITEM_ERRORS.prefix;
      else item.prefix = prefix;
    }
  }
  return Object.keys(errors).length ? { item: null, errors } : { item, errors: null };
}

/** Where a model-three item shows its exchange: `APN/com.brand.app`. */
export const PREFIX_SEPARATOR = '/';

/**
 * One line of an upload file (docs/REQUIREMENTS.md#custom-lists: semicolon-delimited), by model:
 * one `value[;name]`; two `latitude;longitude[;radius_km[;name]]`; three `exchange/value[;name]`
 * where the exchange is its abbreviation (any case) or its id.
 */
export function lineToItem(
  typeKey: CustomListTypeKey,
  cells: string[],
  exchangeByCode: ReadonlyMap<string, number>,
): CustomListItemFields {
  const model = customListTypeByKey(typeKey)?.model;
  // Plain reads, no closure: this runs once per line of a 200,000-line file.
  const c0 = cells[0]?.trim() ?? '';
  const c1 = cells[1]?.trim() ?? '';
  if (model === 'two') {
    return { latitude: c0, longitude: c1, radius_km: cells[2]?.trim() ?? '', name: cells[3]?.trim() ?? '' };
  }
  if (model === 'three') {
    const at = c0.indexOf(PREFIX_SEPARATOR);
    const code = at < 0 ? '' : c0.slice(0, at).trim();
    const prefix = /^\d+$/.test(code) ? Number(code) : (exchangeByCode.get(code.toUpperCase()) ?? null);
    return { prefix: code ? (prefix ?? -1) : null, value: at < 0 ? c0 : c0.slice(at + 1), name: c1 };
  }
  return { value: c0, name: c1 };
}

/** First cells that mark a header line (skipped when it is the file's first line). */
const HEADER_WORDS = new Set([
  'value',
  'values',
  'item',
  'list_item',
  'zip',
  'zip_code',
  'zipcode',
  'postal_code',
  'postcode',
  'domain',
  'lat',
  'latitude',
  'exchange',
  'prefix',
  'app_bundle',
  'bundle',
  'app_id',
  'deal_id',
  'ip',
  'ip_address',
  'placement_id',
  'publisher_id',
  'site_id',
]);

export const isHeaderLine = (cells: string[]) => {
  const first = (cells[0] ?? '').trim().toLowerCase().replace(/\s+/g, '_');
  return HEADER_WORDS.has(first.split('/')[0] ?? first);
};
