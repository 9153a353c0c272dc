import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOOKUP_LISTS } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import {
  campaignTerms,
  continents,
  countries,
  currencies,
  lookupValues,
  makers,
  timezones,
  tradeMarks,
} from '../schema.ts';
import { CAMPAIGN_TERMS } from './campaign-terms.ts';
import { CONTINENTS, countryRows, currencyRows, regionRows, timezoneNames } from './geography.ts';
import { LOOKUP_SEED } from './lookups.ts';
import { MAKER_SEED } from './makers.ts';
import { seedSegmentCatalogue } from './segment-catalogue-seed.ts';

/** Any key: serialises concurrent first starts of several processes on one database. */
const SEED_LOCK = 4_817_301;

type CityRow = [number, number, string | null, string, number, number, number];

const citiesFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cities.json');

/**
 * The reference lists in docs/REQUIREMENTS.md#reference-lists: continents, countries, regions, cities, currencies, time zones,
 * the coded lists, makers and trade marks, and the campaign terms. Every row is inserted only
 * when missing, so operators' edits to existing rows stay; running it again changes nothing.
 */
export async function seedReferenceData(db: Executor) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);

    await tx
      .insert(continents)
      .values(CONTINENTS.map((c) => ({ ...c, name: c.names.en, sortOrder: c.id })))
      .onConflictDoNothing();

    const countryList = countryRows();
    await tx.insert(countries).values(countryList).onConflictDoNothing();
    const countryIdOf = new Map(countryList.map((c) => [c.alpha2, c.id]));

    // Regions and cities go in as one JSON parameter each: thousands of rows in one statement.
    const regionList = regionRows(countryIdOf).map((r) => ({
      country_id: r.countryId,
      code: r.code,
      name: r.name,
    }));
    await tx.execute(sql`
      insert into regions (country_id, code, name)
      select x.country_id, x.code, x.name
      from jsonb_to_recordset(${JSON.stringify(regionList)}::jsonb) as x(country_id integer, code text, name text)
      on conflict do nothing`);

    const file = JSON.parse(readFileSync(citiesFile, 'utf8')) as { cities: CityRow[] };
    await tx.execute(sql`
      insert into cities (source_id, country_id, region_id, name, latitude, longitude, population)
      select x->>0, (x->>1)::integer, r.id, x->>3, (x->>4)::double precision, (x->>5)::double precision,
             (x->>6)::integer
      from jsonb_array_elements(${JSON.stringify(file.cities)}::jsonb) as x
      left join regions r on r.country_id = (x->>1)::integer and r.code = x->>2
      on conflict do nothing`);

    await tx.insert(currencies).values(currencyRows()).onConflictDoNothing();
    await tx
      .insert(timezones)
      .values(timezoneNames().map((name) => ({ name })))
      .onConflictDoNothing();

    await tx
      .insert(lookupValues)
      .values(
        LOOKUP_LISTS.flatMap((list) =>
          LOOKUP_SEED[list].map((value, i) => ({
            list,
            id: value.id,
            code: value.code,
            name: value.names.en,
            names: value.names,
            sortOrder: i + 1,
            active: value.active ?? true,
            extra: value.extra ?? {},
          })),
        ),
      )
      .onConflictDoNothing();

    await seedMakers(tx);

    await tx.insert(campaignTerms).values(CAMPAIGN_TERMS).onConflictDoNothing();

    await seedSegmentCatalogue(tx);
  });
}

/**
 * Makers and their trade marks, seeded once while the table is empty: neither table has a natural
 * unique key, and an operator's renames or removals must not bring a seeded row back.
 */
async function seedMakers(tx: Executor) {
  const [any] = await tx.select({ id: makers.id }).from(makers).limit(1);
  if (any) return;
  const inserted = await tx
    .insert(makers)
    .values(MAKER_SEED.map((m) => ({ name: m.name, countryId: m.countryId })))
    .returning({ id: makers.id, name: makers.name });
  const idOf = new Map(inserted.map((m) => [m.name, m.id]));
  await tx
    .insert(tradeMarks)
    .values(MAKER_SEED.flatMap((m) => m.tradeMarks.map((name) => ({ makerId: idOf.get(m.name)!, name }))));
}
