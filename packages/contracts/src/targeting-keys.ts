/**
 * The targeting key registry (docs/REQUIREMENTS.md#targeting): eight modules, 35 keys with fixed ids, two
 * predicates. Shared by the targeting API, the targeting form and the bidding evaluator so all three agree on
 * what a key is and what its values look like.
 */
export const TARGETING_MODULES = [
  'app_site',
  'geo',
  'exchange',
  'environment',
  'platform',
  'time',
  'content',
  'user',
] as const;
export type TargetingModule = (typeof TARGETING_MODULES)[number];

/** id and code of the 35 targeting keys (docs/REQUIREMENTS.md#targeting) */
export const TARGETING_KEY_IDS = {
  app_bundle_list: 1,
  app_id_list: 2,
  app_name: 3,
  deal_id: 4,
  deal_id_list: 5,
  domain_list: 6,
  placement_list: 7,
  publisher_id: 8,
  publisher_id_list: 9,
  site: 10,
  site_list: 11,
  country: 12,
  city: 13,
  lat_long_list: 14,
  location_type: 15,
  region: 16,
  auction_type: 17,
  inventory_source: 18,
  environment_type: 19,
  topframe: 20,
  video_api: 21,
  browser: 22,
  browser_version: 23,
  carrier: 24,
  device_type: 25,
  device_make: 26,
  device_model: 27,
  device_screen_size: 28,
  operating_system: 29,
  operating_system_version: 30,
  user_time_of_week: 31,
  content_category: 32,
  language: 33,
  segment: 34,
  rewarded: 35,
} as const;
export type TargetingKeyCode = keyof typeof TARGETING_KEY_IDS;

export const TARGETING_PREDICATES = { include: 1, exclude: 2 } as const;
export type TargetingPredicateCode = keyof typeof TARGETING_PREDICATES;

export type TargetingValueKind = 'lookup' | 'custom_list' | 'segment' | 'text' | 'boolean' | 'hour_of_week';

export type TargetingKey = {
  id: number;
  code: TargetingKeyCode;
  module: TargetingModule;
  singleValued: boolean;
  /**
   * what a value is: a lookup id, a custom list id (of a list type), a segment id, free text, 'true'/'false',
   * an hour-of-week slot
   */
  valueKind: TargetingValueKind;
  /** for custom_list keys: the custom list type whose lists may be chosen */
  customListType?: string;
  /** keys matched by one of several attributes (app by name, id or bundle; site by id, name or placement) */
  byAttributes?: readonly string[];
};

const MODULE_OF: Record<TargetingKeyCode, TargetingModule> = {
  app_bundle_list: 'app_site',
  app_id_list: 'app_site',
  app_name: 'app_site',
  deal_id: 'app_site',
  deal_id_list: 'app_site',
  domain_list: 'app_site',
  placement_list: 'app_site',
  publisher_id: 'app_site',
  publisher_id_list: 'app_site',
  site: 'app_site',
  site_list: 'app_site',
  country: 'geo',
  city: 'geo',
  lat_long_list: 'geo',
  location_type: 'geo',
  region: 'geo',
  auction_type: 'exchange',
  inventory_source: 'exchange',
  environment_type: 'environment',
  topframe: 'environment',
  video_api: 'environment',
  rewarded: 'environment',
  browser: 'platform',
  browser_version: 'platform',
  carrier: 'platform',
  device_type: 'platform',
  device_make: 'platform',
  device_model: 'platform',
  device_screen_size: 'platform',
  operating_system: 'platform',
  operating_system_version: 'platform',
  user_time_of_week: 'time',
  content_category: 'content',
  language: 'content',
  segment: 'user',
};

/** How each key's values are expressed; custom-list keys name the list type they draw from. */
const VALUE_OF: Record<
  TargetingKeyCode,
  Pick<TargetingKey, 'valueKind' | 'customListType' | 'byAttributes'>
> = {
  app_bundle_list: { valueKind: 'custom_list', customListType: 'app_bundle' },
  app_id_list: { valueKind: 'custom_list', customListType: 'app_id' },
  app_name: { valueKind: 'text', byAttributes: ['name', 'id', 'bundle'] },
  deal_id: { valueKind: 'text' },
  deal_id_list: { valueKind: 'custom_list', customListType: 'deal_id' },
  domain_list: { valueKind: 'custom_list', customListType: 'domain' },
  placement_list: { valueKind: 'custom_list', customListType: 'placement_id' },
  publisher_id: { valueKind: 'text' },
  publisher_id_list: { valueKind: 'custom_list', customListType: 'publisher_id' },
  site: { valueKind: 'text', byAttributes: ['id', 'name', 'placement'] },
  site_list: { valueKind: 'custom_list', customListType: 'site_id' },
  country: { valueKind: 'lookup' },
  city: { valueKind: 'lookup' },
  lat_long_list: { valueKind: 'custom_list', customListType: 'lat_long' },
  location_type: { valueKind: 'lookup' },
  region: { valueKind: 'lookup' },
  auction_type: { valueKind: 'lookup' },
  inventory_source: { valueKind: 'lookup' },
  environment_type: { valueKind: 'lookup' },
  topframe: { valueKind: 'boolean' },
  video_api: { valueKind: 'lookup' },
  rewarded: { valueKind: 'boolean' },
  browser: { valueKind: 'lookup' },
  browser_version: { valueKind: 'lookup' },
  carrier: { valueKind: 'lookup' },
  device_type: { valueKind: 'lookup' },
  device_make: { valueKind: 'lookup' },
  device_model: { valueKind: 'lookup' },
  device_screen_size: { valueKind: 'lookup' },
  operating_system: { valueKind: 'lookup' },
  operating_system_version: { valueKind: 'lookup' },
  user_time_of_week: { valueKind: 'hour_of_week' },
  content_category: { valueKind: 'lookup' },
  language: { valueKind: 'lookup' },
  segment: { valueKind: 'segment' },
};

export const TARGETING_KEYS: readonly TargetingKey[] = (Object.keys(TARGETING_KEY_IDS) as TargetingKeyCode[])
  .map((code) => ({
    id: TARGETING_KEY_IDS[code],
    code,
    module: MODULE_OF[code],
    singleValued: MODULE_OF[code] === 'platform',
    ...VALUE_OF[code],
  }))
  .sort((a, b) => a.id - b.id);

const KEY_BY_ID = new Map(TARGETING_KEYS.map((k) => [k.id, k]));
export const targetingKeyById = (id: number): TargetingKey | undefined => KEY_BY_ID.get(id);

/** A stored term as the evaluator sees it. `value` is text (ids as decimal text; booleans 'true'/'false'). */
export type TargetingTermInput = {
  targeting_key_id: number;
  targeting_predicate_id: number;
  value: string;
  by_attribute?: string | null;
};

/** Hour-of-week slots: Monday 00h = 0 … Sunday 23h = 167, in the line item's time zone. */
export const HOURS_PER_WEEK = 168;
