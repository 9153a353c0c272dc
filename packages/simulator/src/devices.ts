import type { DeviceIdType } from '@beacon/targeting';
import { type City, countryFacts, type Neighbourhood, neighbourhoodsOf, worldCities } from './geography.ts';
import { pointIn } from './places.ts';
import { derive, type Rng, WeightedPicker } from './random.ts';
import type { Scale } from './scale.ts';
import {
  AGE_BANDS,
  AGE_WEIGHTS,
  ANDROID_MAKES,
  APPS,
  type CountryFacts,
  GENDERS,
  IAB_CATEGORIES,
  SITES,
} from './taxonomy.ts';

/** The world's geography with the pickers devices are placed with. */
export interface Geo {
  cities: City[];
  neighbourhoods: Map<number, Neighbourhood[]>;
  /** Cities by population: where devices live. */
  cityPicker: WeightedPicker<City>;
  homePickers: Map<number, WeightedPicker<Neighbourhood>>;
  workPickers: Map<number, WeightedPicker<Neighbourhood>>;
}

export function buildGeo(seed: number, scale: Scale): Geo {
  const cities = worldCities(scale.citiesPerCountry);
  const neighbourhoods = new Map(cities.map((city) => [city.id, neighbourhoodsOf(seed, city)]));
  const homePickers = new Map<number, WeightedPicker<Neighbourhood>>();
  const workPickers = new Map<number, WeightedPicker<Neighbourhood>>();
  for (const [id, nbs] of neighbourhoods) {
    homePickers.set(
      id,
      new WeightedPicker(
        nbs,
        nbs.map((nb) => nb.weight),
      ),
    );
    workPickers.set(
      id,
      new WeightedPicker(
        nbs,
        nbs.map((nb) => nb.jobWeight),
      ),
    );
  }
  return {
    cities,
    neighbourhoods,
    cityPicker: new WeightedPicker(
      cities,
      cities.map((c) => c.population),
    ),
    homePickers,
    workPickers,
  };
}

export interface Device {
  index: number;
  id: string;
  idType: DeviceIdType;
  country: CountryFacts;
  city: City;
  gender: (typeof GENDERS)[number];
  ageBand: (typeof AGE_BANDS)[number];
  socioLevel: number;
  home: Neighbourhood;
  homeLat: number;
  homeLon: number;
  work: Neighbourhood | null;
  workLat: number;
  workLon: number;
  deviceType: string;
  make: string;
  os: string;
  browser: string;
  carrier: string;
  connectionType: string;
  language: string;
  iab: string[];
  apps: string[];
  sites: string[];
  /** Chance of reporting any location on a given day. */
  activity: number;
}

const ID_TYPES: DeviceIdType[] = ['maid', 'cookie', 'hashed'];
const ID_WEIGHTS = [60, 25, 15];
const EMPLOYMENT: Record<(typeof AGE_BANDS)[number], number> = {
  '18-24': 0.55,
  '25-34': 0.8,
  '35-44': 0.8,
  '45-54': 0.75,
  '55+': 0.4,
};

function uuid(rng: Rng): string {
  const h = rng.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[rng.int(4)]}${h.slice(17, 20)}-${h.slice(20)}`;
}

function weightedBy<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  return rng.weighted(
    items,
    items.map((i) => i.weight),
  );
}

/** Interest tilts by gender and age, so demographics and interests correlate a little. */
function interestWeight(code: string, gender: Device['gender'], age: Device['ageBand']): number {
  let w = 1;
  if (code === 'IAB17' || code === 'IAB2') w *= gender === 'male' ? 1.8 : 0.6;
  if (code === 'IAB18' || code === 'IAB6') w *= gender === 'female' ? 1.8 : 0.6;
  if (code === 'IAB5' || code === 'IAB4') w *= age === '18-24' ? 2 : 1;
  if (code === 'IAB6') w *= age === '25-34' || age === '35-44' ? 1.8 : 0.7;
  if (code === 'IAB13' || code === 'IAB21') w *= age === '18-24' ? 0.5 : 1.3;
  return w;
}

/**
 * Device number `index` of a world: every attribute comes from `derive(seed, 'device', index)`, so a
 * device can be regenerated alone (pings and extensions do) without holding the universe in memory.
 */
export function deviceAt(seed: number, geo: Geo, index: number): Device {
  const rng = derive(seed, 'device', index);
  const city = geo.cityPicker.pick(rng);
  const country = countryFacts(city.countryCode);
  const home = geo.homePickers.get(city.id)!.pick(rng);
  const [homeLat, homeLon] = pointIn(rng, home);

  const idType = rng.weighted(ID_TYPES, ID_WEIGHTS);
  const gender = rng.weighted(GENDERS, [48, 48, 4]);
  const ageBand = rng.weighted(AGE_BANDS, AGE_WEIGHTS);
  const socioLevel = Math.min(6, Math.max(1, home.socioLevel + Math.round(rng.normal(0, 0.6))));

  let work: Neighbourhood | null = null;
  let workLat = 0;
  let workLon = 0;
  if (rng.chance(EMPLOYMENT[ageBand])) {
    work = geo.workPickers.get(city.id)!.pick(rng);
    [workLat, workLon] = pointIn(rng, work);
  }

  // Identifier type decides the kind of device: advertising ids are phones (and a few TVs), cookies
  // are browsers, hashed e-mails are either.
  const deviceType =
    idType === 'maid'
      ? rng.weighted(['smartphone', 'tablet', 'connected tv'], [90, 8, 2])
      : idType === 'cookie'
        ? rng.weighted(['desktop', 'smartphone', 'tablet'], [45, 45, 10])
        : rng.weighted(['smartphone', 'desktop'], [70, 30]);
  let os: string;
  let make: string;
  let browser: string;
  if (deviceType === 'desktop') {
    os = rng.weighted(['Windows', 'macOS', 'Linux'], [75, 20, 5]);
    make = os === 'macOS' ? 'Apple' : rng.pick(['Dell', 'HP', 'Lenovo', 'Asus', 'Acer']);
    browser =
      os === 'macOS'
        ? rng.weighted(['Safari', 'Chrome', 'Firefox'], [50, 45, 5])
        : rng.weighted(['Chrome', 'Edge', 'Firefox', 'Opera'], [68, 18, 9, 5]);
  } else if (deviceType === 'connected tv') {
    make = rng.weighted(['Samsung', 'LG', 'TCL', 'Xiaomi'], [40, 30, 15, 15]);
    os = make === 'Samsung' ? 'Tizen' : make === 'LG' ? 'webOS' : 'Android TV';
    browser = 'Other';
  } else {
    const ios = rng.chance(deviceType === 'tablet' ? country.iosShare * 1.8 : country.iosShare);
    os = ios ? 'iOS' : 'Android';
    make = ios ? 'Apple' : weightedBy(rng, ANDROID_MAKES).make;
    browser = ios
      ? rng.weighted(['Safari', 'Chrome'], [85, 15])
      : make === 'Samsung'
        ? rng.weighted(['Chrome', 'Samsung Internet', 'Opera'], [70, 25, 5])
        : rng.weighted(['Chrome', 'Opera', 'Firefox'], [88, 8, 4]);
  }
  const mobile = deviceType === 'smartphone' || deviceType === 'tablet';
  const carrier = mobile ? weightedBy(rng, country.carriers).name : '';
  const connectionType = mobile && rng.chance(deviceType === 'tablet' ? 0.15 : 0.55) ? 'cellular' : 'wifi';
  const language = weightedBy(rng, country.languages).code;

  const iab = rng
    .sample(IAB_CATEGORIES, 6)
    .map((c) => ({ c, w: c.weight * interestWeight(c.code, gender, ageBand) * rng.next() }))
    .sort((a, b) => b.w - a.w)
    .slice(0, rng.range(2, 5))
    .map(({ c }) => c.code);
  const appPool = APPS.filter((a) => iab.includes(a.iab));
  const sitePool = SITES.filter((s) => iab.includes(s.iab));
  const apps =
    idType === 'cookie' || deviceType === 'desktop'
      ? []
      : [...rng.sample(appPool, rng.range(1, 4)), ...rng.sample(APPS, rng.range(0, 2))].map((a) => a.bundle);
  const sites = [...rng.sample(sitePool, rng.range(1, 3)), ...rng.sample(SITES, rng.range(0, 2))].map(
    (s) => s.domain,
  );

  const id =
    idType === 'maid'
      ? os === 'iOS'
        ? uuid(rng).toUpperCase()
        : uuid(rng)
      : idType === 'cookie'
        ? rng.hex(32)
        : rng.hex(64);

  return {
    index,
    id,
    idType,
    country,
    city,
    gender,
    ageBand,
    socioLevel,
    home,
    homeLat,
    homeLon,
    work,
    workLat,
    workLon,
    deviceType,
    make,
    os,
    browser,
    carrier,
    connectionType,
    language,
    iab,
    apps: [...new Set(apps)],
    sites: [...new Set(sites)],
    activity: Math.round((0.25 + 0.7 * rng.next() ** 0.7) * 1000) / 1000,
  };
}
