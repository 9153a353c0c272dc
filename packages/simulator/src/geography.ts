import { readFileSync } from 'node:fs';
import { EARTH_RADIUS_M } from '@beacon/targeting';
import { iso31662 } from 'iso-3166';
import { derive } from './random.ts';
import { COUNTRIES, type CountryFacts } from './taxonomy.ts';

/**
 * The world's geography: the GeoNames cities the API seeds into the reference lists (read from the
 * same committed file, so ids match: `city_id` here is the city's GeoNames id, `source_id` there), the
 * ISO 3166-2 regions they belong to, and neighbourhoods generated inside each city.
 */

const citiesFile = new URL('../../../apps/api/src/db/reference-data/cities.json', import.meta.url);

type CityTuple = [number, number, string | null, string, number, number, number];

export interface City {
  /** GeoNames id (the reference list's `cities.source_id`). */
  id: number;
  countryId: number;
  countryCode: string;
  /** ISO 3166-2 code, e.g. `CO-DC` (the reference list's `regions.code`); '' when GeoNames has none. */
  regionCode: string;
  regionName: string;
  name: string;
  lat: number;
  lon: number;
  population: number;
  /** Radius of the built-up area the world places things in, metres. */
  radiusM: number;
}

export interface Neighbourhood {
  /** `city id * 1000 + index`: unique, stable for a city. */
  id: number;
  cityId: number;
  name: string;
  lat: number;
  lon: number;
  radiusM: number;
  /** Share of the city's inhabitants (sums to ~1 over a city). */
  weight: number;
  /** Share of the city's workplaces: central neighbourhoods hold more. */
  jobWeight: number;
  /** Socio-economic level, 1 (lowest) to 6. */
  socioLevel: number;
}

let allCities: City[] | undefined;

/** Every city of the committed file, most populous first (the file's order). */
export function loadCities(): City[] {
  if (allCities) return allCities;
  const file = JSON.parse(readFileSync(citiesFile, 'utf8')) as { cities: CityTuple[] };
  const regionNames = new Map(iso31662.map((r) => [r.code, r.name]));
  const countryOf = new Map(COUNTRIES.map((c) => [c.id, c]));
  allCities = file.cities.map(([id, countryId, regionCode, name, lat, lon, population]) => ({
    id,
    countryId,
    countryCode: countryOf.get(countryId)?.code ?? '',
    regionCode: regionCode ?? '',
    regionName: (regionCode && regionNames.get(regionCode)) || '',
    name,
    lat,
    lon,
    population,
    radiusM: cityRadiusM(population),
  }));
  return allCities;
}

/** A built-up radius that grows with the square root of population: 1.5 km for a town, ~17 km for Bogotá. */
export function cityRadiusM(population: number): number {
  return Math.round(Math.min(25_000, Math.max(1_500, 600 * Math.sqrt(population / 10_000))));
}

/** The `perCountry` most populous cities of each marketplace country. */
export function worldCities(perCountry: number): City[] {
  const count = new Map<number, number>();
  return loadCities().filter((city) => {
    const n = count.get(city.countryId) ?? 0;
    if (n >= perCountry || !city.countryCode) return false;
    count.set(city.countryId, n + 1);
    return true;
  });
}

/** How many neighbourhoods a city has: 4 for a town, up to 60 for a metropolis. */
export function neighbourhoodCount(population: number): number {
  return Math.min(60, Math.max(4, Math.round(Math.sqrt(population / 2_000))));
}

const RAD = Math.PI / 180;

/** The point `distance` metres from (lat, lon) towards `bearing` radians (flat approximation, < 50 km). */
export function offsetPoint(lat: number, lon: number, distance: number, bearing: number): [number, number] {
  const dLat = (distance * Math.cos(bearing)) / EARTH_RADIUS_M / RAD;
  const dLon = (distance * Math.sin(bearing)) / (EARTH_RADIUS_M * Math.cos(lat * RAD)) / RAD;
  return [round6(lat + dLat), round6(lon + dLon)];
}

/** Coordinates are kept to 6 decimals (~0.1 m), so rows print the same everywhere. */
export function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/**
 * Neighbourhoods of a city, generated from the seed: centroids spread over the city's disc (denser
 * towards the centre), names from the country's word lists, socio-economic levels that are higher in
 * a few clusters, and workplaces concentrated in the centre.
 */
export function neighbourhoodsOf(seed: number, city: City): Neighbourhood[] {
  const rng = derive(seed, 'neighbourhoods', city.id);
  const country = countryFacts(city.countryCode);
  const n = neighbourhoodCount(city.population);
  // Each neighbourhood covers about its share of the city's area.
  const radiusM = Math.round(city.radiusM / Math.sqrt(n)) + 200;
  const affluentBearing = rng.uniform(0, 2 * Math.PI);
  const used = new Set<string>();
  const out: Neighbourhood[] = [];
  for (let i = 0; i < n; i++) {
    // The first neighbourhood is the centre; the others fall inside the city radius less their own.
    const r = i === 0 ? 0 : Math.sqrt(rng.next()) * Math.max(0, city.radiusM - radiusM);
    const bearing = rng.uniform(0, 2 * Math.PI);
    const [lat, lon] = offsetPoint(city.lat, city.lon, r, bearing);
    const centrality = 1 - r / city.radiusM;
    const towardsAffluent = Math.cos(bearing - affluentBearing);
    const socio = Math.round(3 + 1.6 * towardsAffluent * (r / city.radiusM + 0.3) + rng.normal(0, 0.9));
    let name = i === 0 ? country.centreName : neighbourhoodName(rng, country);
    for (let tries = 0; used.has(name) && tries < 5; tries++) name = neighbourhoodName(rng, country);
    // Small name lists run out in big cities: number the repeats (as "Las Flores II" would be).
    for (let k = 2; used.has(name); k++) name = `${name.replace(/ \d+$/, '')} ${k}`;
    used.add(name);
    out.push({
      id: city.id * 1000 + i,
      cityId: city.id,
      name,
      lat,
      lon,
      radiusM,
      weight: rng.uniform(0.5, 1.5) * (0.6 + 0.4 * centrality),
      jobWeight: 0.2 + 3 * centrality ** 3,
      socioLevel: Math.min(6, Math.max(1, socio)),
    });
  }
  const total = out.reduce((sum, nb) => sum + nb.weight, 0);
  for (const nb of out) nb.weight = Math.round((nb.weight / total) * 1e6) / 1e6;
  return out;
}

function neighbourhoodName(rng: ReturnType<typeof derive>, country: CountryFacts): string {
  return `${rng.pick(country.neighbourhoodPrefixes)} ${rng.pick(country.neighbourhoodNames)}`.trim();
}

export function countryFacts(code: string): CountryFacts {
  const facts = COUNTRIES.find((c) => c.code === code);
  if (!facts) throw new Error(`Not a marketplace country: ${code}`);
  return facts;
}
