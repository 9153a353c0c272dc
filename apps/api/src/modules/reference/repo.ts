import type { Language, LookupList } from '@beacon/contracts';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  accountUsers,
  cities,
  continents,
  countries,
  currencies,
  lookupValues,
  makers,
  regions,
  roles,
  timezones,
  tradeMarks,
  users,
} from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';

/** The name of a row in the language asked, the English one where a translation is missing. */
const nameIn = (language: Language, names: SQL | unknown, name: unknown) =>
  sql<string>`coalesce(${names}->>${language}, ${name})`;

const collators = new Map<string, Intl.Collator>();
/** Sorts by name as a reader of that language expects (the database's collation may differ). */
function byName<T extends { name: string }>(rows: T[], language: Language) {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base' });
    collators.set(language, collator);
  }
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

export const listContinents = (db: Executor, language: Language) =>
  db
    .select({
      id: continents.id,
      code: continents.code,
      name: nameIn(language, continents.names, continents.name),
      sort_order: continents.sortOrder,
    })
    .from(continents)
    .orderBy(asc(continents.sortOrder), asc(continents.id));

/** Countries in continent order (docs/REQUIREMENTS.md#reference-lists), then by name. */
export async function listCountries(db: Executor, language: Language, continentId?: number) {
  const rows = await db
    .select({
      id: countries.id,
      alpha2: countries.alpha2,
      alpha3: countries.alpha3,
      name: nameIn(language, countries.names, countries.name),
      continent_id: countries.continentId,
      continent_name: nameIn(language, continents.names, continents.name),
      currency: countries.currency,
      sortOrder: continents.sortOrder,
    })
    .from(countries)
    .innerJoin(continents, eq(continents.id, countries.continentId))
    .where(continentId === undefined ? undefined : eq(countries.continentId, continentId));
  return byName(rows, language)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ sortOrder: _, ...country }) => country);
}

export async function listRegions(db: Executor, countryId: number) {
  const rows = await db
    .select({ id: regions.id, country_id: regions.countryId, code: regions.code, name: regions.name })
    .from(regions)
    .where(eq(regions.countryId, countryId));
  return byName(rows, 'en');
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Cities by name (trigram index), most populous first. */
export function searchCities(
  db: Executor,
  query: { term?: string; countryId?: number; regionId?: number; limit: number },
) {
  return db
    .select({
      id: cities.id,
      country_id: cities.countryId,
      region_id: cities.regionId,
      region_name: regions.name,
      name: cities.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
      population: cities.population,
    })
    .from(cities)
    .leftJoin(regions, eq(regions.id, cities.regionId))
    .where(
      and(
        query.term ? sql`${cities.name} ilike ${`%${escapeLike(query.term)}%`}` : undefined,
        query.countryId === undefined ? undefined : eq(cities.countryId, query.countryId),
        query.regionId === undefined ? undefined : eq(cities.regionId, query.regionId),
      ),
    )
    .orderBy(desc(cities.population), asc(cities.name), asc(cities.id))
    .limit(query.limit);
}

export const listCurrencies = (db: Executor, language: Language) =>
  db
    .select({
      code: currencies.code,
      name: nameIn(language, currencies.names, currencies.name),
      // 60000, not 60000.00000000: the scale is trimmed, the value is exact.
      budget_max: sql<string | null>`trim_scale(${currencies.budgetMax})::text`,
    })
    .from(currencies)
    .where(eq(currencies.active, true))
    .orderBy(asc(currencies.code));

export const listTimezones = (db: Executor) =>
  db.select({ id: timezones.id, name: timezones.name }).from(timezones).orderBy(asc(timezones.name));

/** The offset from UTC of a time zone at `at`, as `-05:00`. */
export function utcOffset(timeZone: string, at: Date) {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace(/^GMT/, '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

export const listLookup = (db: Executor, list: LookupList, language: Language) =>
  db
    .select({
      id: lookupValues.id,
      code: lookupValues.code,
      name: nameIn(language, lookupValues.names, lookupValues.name),
    })
    .from(lookupValues)
    .where(and(eq(lookupValues.list, list), eq(lookupValues.active, true)))
    .orderBy(asc(lookupValues.sortOrder), asc(lookupValues.id));

/** Makers of a country together with the global ones (no country), or one maker. */
export async function listMakers(db: Executor, filter: { countryId?: number; makerId?: number }) {
  const rows = await db
    .select({ id: makers.id, name: makers.name, country_id: makers.countryId })
    .from(makers)
    .where(
      and(
        filter.makerId === undefined ? undefined : eq(makers.id, filter.makerId),
        filter.countryId === undefined
          ? undefined
          : or(eq(makers.countryId, filter.countryId), isNull(makers.countryId)),
      ),
    );
  return byName(rows, 'en');
}

export async function listTradeMarks(db: Executor, makerId?: number) {
  const rows = await db
    .select({ id: tradeMarks.id, name: tradeMarks.name, maker_id: tradeMarks.makerId })
    .from(tradeMarks)
    .where(makerId === undefined ? undefined : eq(tradeMarks.makerId, makerId));
  return byName(rows, 'en');
}

/**
 * Active members of one account, optionally only those whose role in it holds a permission
 * (traffickers: `Campaign:update`).
 */
export async function listPeople(db: Executor, accountId: number, permission?: string) {
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`${users.name} || ' ' || ${users.lastName}`,
      email: users.email,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .innerJoin(roles, eq(roles.id, accountUsers.roleId))
    .where(
      and(
        eq(accountUsers.accountId, accountId),
        eq(accountUsers.active, true),
        permission === undefined ? undefined : sql`${permission} = any(${roles.permissions})`,
      ),
    );
  return byName(rows, 'en');
}
