import { CUSTOM_LIST_TYPES, type TargetingKey, type TargetingKeyCode } from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { customListScope } from '../custom-lists/list-spec.ts';
import { catalogueScope, ownSegmentScope } from '../segments/list-spec.ts';

/**
 * Where a lookup-valued key takes its options: a `lookup_values` list, or a geography table.
 * Content categories are the IAB taxonomy's tiers 1 and 2 (tier-1 ids are the advertiser form's).
 */
export const LOOKUP_LIST: Partial<Record<TargetingKeyCode, string>> = {
  location_type: 'targeting_location_types',
  auction_type: 'auction_types',
  inventory_source: 'inventory_sources',
  environment_type: 'environment_types',
  video_api: 'video_apis',
  browser: 'browsers',
  browser_version: 'browser_versions',
  carrier: 'carriers',
  device_type: 'device_types',
  device_make: 'device_makes',
  device_model: 'device_models',
  device_screen_size: 'device_screen_sizes',
  operating_system: 'operating_systems',
  operating_system_version: 'operating_system_versions',
  content_category: 'content_categories',
  language: 'content_languages',
};

const nameIn = (language: string, names: SQL, fallback: SQL) =>
  sql`coalesce(${names}->>${language}, ${fallback})`;

/**
 * The rows a key's values are ids of, as `select id, name from ... where <scope>`: the caller's
 * account (and advertiser restriction) for lists and segments; reference data otherwise. Null for
 * keys whose values are not ids (text, booleans, hour slots).
 */
export function idSource(
  key: TargetingKey,
  ctx: AuthContext,
  language = 'en',
): { from: SQL; name: SQL; id: SQL; where: SQL } | null {
  const list = LOOKUP_LIST[key.code];
  if (list)
    return {
      from: sql`lookup_values lv`,
      id: sql`lv.id`,
      name: nameIn(language, sql`lv.names`, sql`lv.name`),
      where: sql`lv.list = ${list} and lv.active`,
    };
  switch (key.code) {
    case 'country':
      return {
        from: sql`countries g`,
        id: sql`g.id`,
        name: nameIn(language, sql`g.names`, sql`g.name`),
        where: sql`true`,
      };
    case 'region':
      return {
        from: sql`regions g join countries c on c.id = g.country_id`,
        id: sql`g.id`,
        name: sql`g.name || ', ' || c.alpha2`,
        where: sql`true`,
      };
    case 'city':
      return {
        from: sql`cities g join countries c on c.id = g.country_id left join regions r on r.id = g.region_id`,
        id: sql`g.id`,
        name: sql`g.name || coalesce(', ' || r.name, '') || ', ' || c.alpha2`,
        where: sql`true`,
      };
    case 'segment':
      // Same-named segments are told apart by their provider (catalogue) or advertiser (own).
      return {
        from: sql`segments s
          left join segment_data_providers dp on dp.key = s.data_provider_key
          left join advertisers adv on adv.id = s.advertiser_id`,
        id: sql`s.id`,
        name: sql`s.name || coalesce(' · ' || dp.name, '') || coalesce(' · ' || adv.name, '')`,
        where: sql`((${ownSegmentScope(ctx)}) or (${catalogueScope()}))`,
      };
    default:
      break;
  }
  if (key.valueKind === 'custom_list') {
    const type = CUSTOM_LIST_TYPES.find((t) => t.key === key.customListType);
    return {
      from: sql`custom_lists cl`,
      id: sql`cl.id`,
      name: sql`cl.name`,
      where: sql`${customListScope(ctx)} and cl.custom_list_type_id = ${type?.id ?? -1} and cl.status = 'ready'`,
    };
  }
  return null;
}

/** Orders options: most populous cities first, the rest by name. */
export function optionOrder(key: TargetingKey): SQL {
  if (key.code === 'city') return sql`g.population desc, 2`;
  if (LOOKUP_LIST[key.code]) return sql`lv.sort_order, lv.id`;
  return sql`2, 1`;
}

const DAYS = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  es: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
  pt: ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo'],
} as const;
const YES_NO = { en: ['Yes', 'No'], es: ['Sí', 'No'], pt: ['Sim', 'Não'] } as const;

/** "Monday 08:00–09:00": an hour-of-week slot (Monday 00h = 0) in words. */
export function hourOfWeekName(slot: number, language: keyof typeof DAYS = 'en') {
  const hour = slot % 24;
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return `${DAYS[language][Math.floor(slot / 24)]} ${pad(hour)}–${pad((hour + 1) % 24)}`;
}

export const booleanName = (value: string, language: keyof typeof YES_NO = 'en') =>
  YES_NO[language][value === 'true' ? 0 : 1];
