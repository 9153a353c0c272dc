import { z } from 'zod';
import { apiPath } from './api-path.ts';

/** Paths of the reference lists. */
export const LIST_API = {
  roles: '/api/list/roles',
  userPositions: '/api/list/user_positions',
  languages: '/api/list/languages',
  currencies: '/api/list/currencies',
  timezones: '/api/list/timezones',
  countries: '/api/list/countries',
  /** `?country_id=` */
  regions: '/api/list/regions',
  /** `?term=&country_id=&region_id=` */
  cities: '/api/list/cities',
  continents: '/api/list/continents',
  /** `?country_id=` or `?maker_id=` */
  makers: '/api/list/makers',
  /** `?maker_id=` */
  tradeMarks: '/api/list/advertiser_trade_marks',
  campaignOwners: '/api/list/campaign_owners',
  /** Active members of the account, for people pickers (e.g. an advertiser's users). */
  accountMembers: '/api/list/account_members',
  traffickers: '/api/list/traffickers',
  /** One of `LOOKUP_LISTS`: advertiser_categories, budget_types, campaign_pacing, ... */
  lookup: apiPath('/api/list/:list'),
} as const;

/**
 * Reference lists (`GET /api/list/...`, docs/REQUIREMENTS.md#reference-lists). Names come in the language
 * asked (`?language=`).
 */
export const lookupOptionSchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: 'LookupOption' });
export type LookupOption = z.infer<typeof lookupOptionSchema>;

export const continentSchema = lookupOptionSchema
  .extend({ sort_order: z.number().int() })
  .meta({ id: 'Continent' });
export type Continent = z.infer<typeof continentSchema>;

export const countrySchema = z
  .object({
    id: z.number().int(),
    alpha2: z.string(),
    alpha3: z.string(),
    name: z.string(),
    continent_id: z.number().int(),
    continent_name: z.string(),
    currency: z.string().nullable(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

export const regionSchema = z
  .object({ id: z.number().int(), country_id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: 'Region' });
export type Region = z.infer<typeof regionSchema>;

export const citySchema = z
  .object({
    id: z.number().int(),
    country_id: z.number().int(),
    region_id: z.number().int().nullable(),
    region_name: z.string().nullable(),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    population: z.number().int(),
  })
  .meta({ id: 'City' });
export type City = z.infer<typeof citySchema>;

export const currencySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    /**
     * Campaign budget ceiling (docs/REQUIREMENTS.md#validation), a decimal string; null where none is set.
     */
    budget_max: z.string().nullable(),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;

export const timezoneSchema = z
  .object({ id: z.number().int(), name: z.string(), utc_offset: z.string() })
  .meta({ id: 'Timezone' });
export type Timezone = z.infer<typeof timezoneSchema>;

export const makerSchema = z
  .object({ id: z.number().int(), name: z.string(), country_id: z.number().int().nullable() })
  .meta({ id: 'Maker' });
export type Maker = z.infer<typeof makerSchema>;

export const tradeMarkSchema = z
  .object({ id: z.number().int(), name: z.string(), maker_id: z.number().int() })
  .meta({ id: 'TradeMark' });
export type TradeMark = z.infer<typeof tradeMarkSchema>;

/** A person picked on a form (campaign owner, trafficker). */
export const personOptionSchema = z
  .object({ id: z.number().int(), name: z.string(), email: z.string() })
  .meta({ id: 'PersonOption' });
export type PersonOption = z.infer<typeof personOptionSchema>;

/** The coded lists kept in `lookup_values`, by the name used in their path. */
export const LOOKUP_LISTS = [
  'advertiser_categories',
  'budget_types',
  'campaign_pacing',
  'optimization_strategies',
  'kpis',
  'unit_times',
  'strategies',
  'delivery_types',
  'delivery_objectives',
  'frequency_cap_types',
  // line items (filled by reference-data/lookups-line-items.ts)
  'line_item_types',
  'line_budget_types',
  'bid_strategies',
  'bid_shadings',
  'line_pacing',
  'pacing_behaviors',
  'catchup_behaviors',
  'creative_methods',
  // creatives (filled by reference-data/lookups-creatives.ts)
  'creative_types',
  'creative_templates',
  'creative_sizes',
  'mime_types',
  'expandable_types',
  'expandable_directions',
  'inbanner_videos',
  'creative_vendors',
  'video_apis',
  'video_bit_rates',
  'audio_bit_rates',
  'asset_types',
  'creative_rules',
  'creative_bulk_templates',
  'audio_types',
  'model_types',
  // custom lists (filled by reference-data/lookups-custom-lists.ts)
  'custom_list_types',
  'custom_list_exchanges',
  // segments (filled by reference-data/lookups-segments.ts)
  'verb_usages',
  'segment_tag_types',
  // targeting options (filled by reference-data/lookups-targeting.ts)
  'device_types',
  'operating_systems',
  'operating_system_versions',
  'browsers',
  'browser_versions',
  'carriers',
  'device_makes',
  'device_models',
  'device_screen_sizes',
  'environment_types',
  'auction_types',
  'inventory_sources',
  'targeting_location_types',
  'content_languages',
  'ad_positions',
  'content_ratings',
  // conversion events (filled by reference-data/lookups-events.ts)
  'event_types',
  'event_attributions',
  'event_tag_types',
  // CPI campaign requests (filled by reference-data/lookups-cpi.ts)
  'cpi_campaign_types',
  'cpi_providers',
  'cpi_buy_models',
  'cpi_mmps',
  'cpi_statuses',
  'cpi_creative_sizes',
  'cpi_aspect_ratios',
  'cpi_creative_kinds',
  'cpi_creative_types',
  // IAB content taxonomy tiers 1 and 2 (filled by reference-data/lookups-content-categories.ts)
  'content_categories',
] as const;
export type LookupList = (typeof LOOKUP_LISTS)[number];

/**
 * Other names of coded lists, served from the same definition (docs/REQUIREMENTS.md#reference-lists):
 * `/api/list/devices` is `/api/list/device_types`.
 */
export const LOOKUP_LIST_ALIASES = { devices: 'device_types' } as const satisfies Record<string, LookupList>;

/** The coded list a path name reads, or undefined when it names none. */
export function lookupListOf(name: string): LookupList | undefined {
  if ((LOOKUP_LISTS as readonly string[]).includes(name)) return name as LookupList;
  return (LOOKUP_LIST_ALIASES as Record<string, LookupList>)[name];
}

/** Budget types of campaign forms (docs/REQUIREMENTS.md#reference-lists). */
export const BUDGET_TYPES = { new: 1, existing: 2 } as const;

export const languageQuerySchema = z.object({ language: z.enum(['en', 'es', 'pt']).default('en') });
