import { distanceM } from '@beacon/targeting';
import type { Device } from './devices.ts';
import { type Neighbourhood, offsetPoint, round6 } from './geography.ts';
import { h3Cell, type Located, type Places, type Poi, type PosStore } from './places.ts';
import { derive, type Rng, WeightedPicker } from './random.ts';
import { HOUR_PROFILES, POI_TAXONOMY } from './taxonomy.ts';

export type PlaceType = 'none' | 'home' | 'work' | 'poi' | 'pos';

/** A location ping before it is written: times are UTC seconds since the epoch. */
export interface Ping {
  time: number;
  lat: number;
  lon: number;
  placeType: PlaceType;
  placeId: number;
  /** Metres between the ping and the place it was at (0 when at no place). */
  distanceM: number;
  regionCode: string;
  cityId: number;
  neighbourhoodId: number;
}

/** Places by city, and by subcategory within a city, for picking visits near home or work. */
export interface PlaceIndex {
  poisByCity: Map<number, Map<string, Poi[]>>;
  allPoisByCity: Map<number, Poi[]>;
  posByCity: Map<number, PosStore[]>;
}

export function indexPlaces(places: Places): PlaceIndex {
  const poisByCity = new Map<number, Map<string, Poi[]>>();
  const allPoisByCity = new Map<number, Poi[]>();
  for (const poi of places.pois) {
    const bySub = entry(poisByCity, poi.city.id, () => new Map<string, Poi[]>());
    entry(bySub, poi.subcategory, () => []).push(poi);
    entry(allPoisByCity, poi.city.id, () => []).push(poi);
  }
  const posByCity = new Map<number, PosStore[]>();
  for (const store of places.pos) {
    entry(posByCity, store.city.id, () => []).push(store);
  }
  return { poisByCity, allPoisByCity, posByCity };
}

/** The value of `key`, created by `make` when missing. */
export function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

const SUBS = Object.values(POI_TAXONOMY).flat();
const weekdaySubs = new WeightedPicker(
  SUBS,
  SUBS.map((s) => s.weight),
);
const weekendSubs = new WeightedPicker(
  SUBS,
  SUBS.map((s) => s.weight * s.weekend),
);
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourPickers = Object.fromEntries(
  Object.entries(HOUR_PROFILES).map(([k, w]) => [k, new WeightedPicker(HOURS, w)]),
) as Record<keyof typeof HOUR_PROFILES, WeightedPicker<number>>;
/** Home pings: mostly nights, early mornings and evenings. */
const homeHours = new WeightedPicker(
  HOURS,
  [8, 7, 6, 6, 6, 7, 9, 8, 3, 1, 1, 1, 1, 1, 1, 1, 1, 2, 4, 7, 9, 10, 10, 9],
);
const weekendHomeHours = new WeightedPicker(
  HOURS,
  [8, 7, 6, 6, 6, 6, 6, 7, 8, 7, 5, 4, 3, 3, 3, 3, 4, 5, 6, 8, 9, 10, 10, 9],
);

/** Day of week of world day `day`: 0 = Sunday … 6 = Saturday. */
export function weekday(startUtcSeconds: number, day: number): number {
  return new Date((startUtcSeconds + day * 86_400) * 1000).getUTCDay();
}

export function isWeekend(dow: number): boolean {
  return dow === 0 || dow === 6;
}

/** Local hour of a UTC time in a country with a fixed offset. */
export function localHour(time: number, utcOffset: number): number {
  return Math.floor(((((time + utcOffset * 3600) % 86_400) + 86_400) % 86_400) / 3600);
}

/** A GPS fix near a point: a few tens of metres of error, sometimes more. */
function fix(rng: Rng, lat: number, lon: number): [number, number] {
  const error = Math.abs(rng.normal(0, rng.chance(0.1) ? 90 : 25));
  return offsetPoint(lat, lon, Math.min(error, 400), rng.uniform(0, 2 * Math.PI));
}

/** Picks a place of `list` near (lat, lon): a few candidates, weighted by exp(-distance / 1.5 km). */
function nearby<T extends Located>(rng: Rng, list: readonly T[], lat: number, lon: number): T {
  const candidates = list.length <= 8 ? list : Array.from({ length: 8 }, () => rng.pick(list));
  return rng.weighted(
    candidates,
    candidates.map((p) => Math.exp(-distanceM(lat, lon, p.lat, p.lon) / 1500) + 1e-9),
  );
}

/**
 * The pings of one device on one world day, in time order. Days are local days of the device's
 * country; `startUtcSeconds` is the world's start date at 00:00 UTC. A device that is not active that
 * day, or that does not report location (desktops, TVs), has none.
 *
 * - home: through the night, early morning and evening (more of the day on weekends);
 * - work: on weekdays between about 8:00 and 18:00 for employed devices (rarely on Saturdays);
 * - POI visits: ~1.3 a weekday and ~2.2 a weekend day; the kind of place by its weight (and its
 *   weekend factor), the hour by the kind's hour profile, the place near work during working hours and
 *   near home otherwise; one to a few pings during the visit;
 * - POS visits: stores near home, mostly shopping hours;
 * - commute: a point or two between home and work in the morning and evening rush.
 */
export function pingsFor(
  seed: number,
  device: Device,
  index: PlaceIndex,
  startUtcSeconds: number,
  day: number,
): Ping[] {
  if (device.deviceType === 'desktop' || device.deviceType === 'connected tv') return [];
  const rng = derive(seed, 'pings', device.index, day);
  if (!rng.chance(device.activity)) return [];
  const offset = device.country.utcOffset;
  const dayStart = startUtcSeconds + day * 86_400 - offset * 3600;
  const dow = weekday(startUtcSeconds, day);
  const weekend = isWeekend(dow);
  // Every ping stays inside its local day, so a day's pings can be told (and extended) apart.
  const at = (hour: number, minutes = rng.uniform(0, 60)) =>
    Math.min(dayStart + 86_399, dayStart + Math.floor(hour * 3600 + minutes * 60));
  const pings: Ping[] = [];
  const { city } = device;

  const push = (
    time: number,
    placeType: PlaceType,
    placeId: number,
    lat: number,
    lon: number,
    nb: Neighbourhood | null,
  ) => {
    const [pLat, pLon] = placeType === 'none' ? [lat, lon] : fix(rng, lat, lon);
    pings.push({
      time,
      lat: pLat,
      lon: pLon,
      placeType,
      placeId,
      distanceM: placeType === 'none' ? 0 : Math.round(distanceM(lat, lon, pLat, pLon) * 10) / 10,
      regionCode: city.regionCode,
      cityId: city.id,
      neighbourhoodId: nb?.id ?? 0,
    });
  };

  const homePicker = weekend ? weekendHomeHours : homeHours;
  for (let n = rng.poisson(weekend ? 4 : 3); n > 0; n--) {
    push(at(homePicker.pick(rng)), 'home', device.home.id, device.homeLat, device.homeLon, device.home);
  }

  const startWork = rng.uniform(7.5, 9.5);
  const endWork = startWork + rng.uniform(8, 9.5);
  const working = device.work !== null && (weekend ? dow === 6 && rng.chance(0.12) : rng.chance(0.9));
  if (working && device.work) {
    for (let n = rng.poisson(3); n > 0; n--) {
      const hours = rng.uniform(startWork, endWork);
      push(at(0, hours * 60), 'work', device.work.id, device.workLat, device.workLon, device.work);
    }
    const legs = [
      [device.homeLat, device.homeLon, device.workLat, device.workLon, startWork - 0.5],
      [device.workLat, device.workLon, device.homeLat, device.homeLon, endWork + 0.3],
    ] as const;
    for (const [aLat, aLon, bLat, bLon, hour] of legs) {
      if (!rng.chance(0.6)) continue;
      const t = rng.uniform(0.2, 0.8);
      push(
        at(0, hour * 60),
        'none',
        0,
        round6(aLat + (bLat - aLat) * t),
        round6(aLon + (bLon - aLon) * t),
        null,
      );
    }
  }

  const bySub = index.poisByCity.get(city.id);
  const all = index.allPoisByCity.get(city.id);
  if (bySub && all) {
    for (let n = rng.poisson(weekend ? 2.2 : 1.3); n > 0; n--) {
      const sub = (weekend ? weekendSubs : weekdaySubs).pick(rng);
      const hour = hourPickers[sub.hours].pick(rng);
      const nearWork = working && hour >= startWork && hour < endWork;
      const [aLat, aLon] = nearWork ? [device.workLat, device.workLon] : [device.homeLat, device.homeLon];
      const poi = nearby(rng, bySub.get(sub.name) ?? all, aLat, aLon);
      const arrive = rng.uniform(0, 50);
      for (let k = 1 + rng.poisson(1.2); k > 0; k--) {
        push(at(hour, arrive + rng.uniform(0, 40)), 'poi', poi.id, poi.lat, poi.lon, poi.neighbourhood);
      }
    }
  }

  const stores = index.posByCity.get(city.id);
  if (stores) {
    for (let n = rng.poisson(weekend ? 0.5 : 0.3); n > 0; n--) {
      const store = nearby(rng, stores, device.homeLat, device.homeLon);
      const hour = hourPickers.shopping.pick(rng);
      for (let k = 1 + rng.poisson(0.5); k > 0; k--) {
        push(at(hour), 'pos', store.id, store.lat, store.lon, store.neighbourhood);
      }
    }
  }

  pings.sort((a, b) => a.time - b.time);
  return pings;
}

/** The ping as a `location_pings` row (see `worldPing` in `@beacon/analytics`). */
export function pingRow(device: Device, ping: Ping) {
  return {
    event_time: new Date(ping.time * 1000).toISOString().slice(0, 19).replace('T', ' '),
    device_id: device.id,
    device_id_type: device.idType,
    country_code: device.country.code,
    lat: ping.lat,
    lon: ping.lon,
    h3_cell: h3Cell(ping.lat, ping.lon),
    place_id: String(ping.placeId),
    distance_m: ping.distanceM,
    place_type: ping.placeType,
    region_code: ping.regionCode,
    city_id: ping.cityId,
    neighbourhood_id: String(ping.neighbourhoodId),
  };
}
