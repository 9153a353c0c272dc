import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

/** A city's name as the IANA database writes it in a zone's name: no accents, `_` for spaces. */
const asZoneCity = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();

/**
 * The time zone a country's reach presets and days are read in (docs/PLANNING.md#reach): of the
 * country's IANA zones (the tz database's, through `Intl.Locale`), the one named after its most
 * populous city that names one (São Paulo → America/Sao_Paulo), else its first zone; UTC for a
 * country with none.
 */
export function countryTimeZone(alpha2: string, citiesByPopulation: readonly string[]): string {
  const locale = new Intl.Locale(`und-${alpha2}`) as Intl.Locale & { getTimeZones?: () => string[] };
  const zones = locale.getTimeZones?.() ?? [];
  if (zones.length <= 1) return zones[0] ?? 'UTC';
  const byCity = new Map(zones.map((z) => [asZoneCity(z.slice(z.lastIndexOf('/') + 1)), z]));
  for (const city of citiesByPopulation) {
    const zone = byCity.get(asZoneCity(city));
    if (zone) return zone;
  }
  return zones[0]!;
}

const known = new Map<number, string>();

/** `countryTimeZone` of a country of the reference lists (ISO numeric id), kept once found. */
export async function timeZoneOfCountry(db: Executor, countryId: number): Promise<string> {
  const kept = known.get(countryId);
  if (kept) return kept;
  const rows = await rowsOf<{ alpha2: string; city: string | null }>(
    db,
    sql`select c.alpha2, ci.name as city from countries c
        left join lateral (select name from cities where country_id = c.id order by population desc limit 50) ci on true
        where c.id = ${countryId}`,
  );
  if (!rows[0]) return 'UTC';
  const zone = countryTimeZone(
    rows[0].alpha2,
    rows.flatMap((r) => (r.city ? [r.city] : [])),
  );
  known.set(countryId, zone);
  return zone;
}
