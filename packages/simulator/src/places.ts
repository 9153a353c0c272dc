import { latLngToCell } from 'h3-js';
import { type City, type Neighbourhood, offsetPoint } from './geography.ts';
import { derive, type Rng, WeightedPicker } from './random.ts';
import type { Scale } from './scale.ts';
import {
  OOH_FACINGS,
  OOH_FORMATS,
  OOH_OWNERS,
  POI_TAXONOMY,
  POS_CHAINS,
  POS_STORE_TYPES,
  POS_TAXONOMY,
  type PoiSubcategory,
} from './taxonomy.ts';

/** Where a place is: its city and neighbourhood and its coordinates. */
export interface Located {
  id: number;
  city: City;
  neighbourhood: Neighbourhood;
  name: string;
  lat: number;
  lon: number;
  /** res-9 H3 cell as a decimal string (UInt64). */
  h3: string;
}

export interface Poi extends Located {
  category: string;
  subcategory: string;
  brand: string;
}

export interface OohSite extends Located {
  category: string;
  subcategory: string;
  brand: string;
  digital: boolean;
  facing: string;
}

export interface PosSku {
  macroCategory: string;
  category: string;
  company: string;
  brand: string;
  sku: string;
  quintile: number;
}

export interface PosStore extends Located {
  chain: string;
  storeType: string;
  skus: PosSku[];
}

export interface Places {
  pois: Poi[];
  ooh: OohSite[];
  pos: PosStore[];
}

/** The res-9 H3 cell of a point as a decimal UInt64 string. */
export function h3Cell(lat: number, lon: number): string {
  return BigInt(`0x${latLngToCell(lat, lon, 9)}`).toString();
}

/** A uniformly random point inside a neighbourhood's disc. */
export function pointIn(rng: Rng, nb: Neighbourhood): [number, number] {
  return offsetPoint(nb.lat, nb.lon, Math.sqrt(rng.next()) * nb.radiusM, rng.uniform(0, 2 * Math.PI));
}

const SUBCATEGORIES: { category: string; sub: PoiSubcategory }[] = Object.entries(POI_TAXONOMY).flatMap(
  ([category, subs]) => subs.map((sub) => ({ category, sub })),
);
const subcategoryPicker = new WeightedPicker(
  SUBCATEGORIES,
  SUBCATEGORIES.map((s) => s.sub.weight),
);
const oohPicker = new WeightedPicker(
  OOH_FORMATS,
  OOH_FORMATS.map((f) => f.weight),
);
const storeTypePicker = new WeightedPicker(
  POS_STORE_TYPES.map((s) => s.name),
  POS_STORE_TYPES.map((s) => s.weight),
);
const SKUS: Omit<PosSku, 'quintile'>[] = Object.entries(POS_TAXONOMY).flatMap(([macroCategory, categories]) =>
  Object.entries(categories).flatMap(([category, companies]) =>
    companies.flatMap(({ company, brands }) =>
      brands.flatMap(({ brand, skus }) =>
        skus.map((sku) => ({ macroCategory, category, company, brand, sku })),
      ),
    ),
  ),
);

/** How many places of a kind a city gets: proportional to population, at least `min`. */
export function placeCount(population: number, peoplePer: number, min: number): number {
  return Math.max(min, Math.round(population / peoplePer));
}

/**
 * POIs, OOH sites and POS stores of every city, from the seed. Commerce leans to central
 * neighbourhoods (population + workplaces); ids are sequences per kind, in city order, starting at 1.
 */
export function generatePlaces(
  seed: number,
  scale: Scale,
  cities: readonly City[],
  neighbourhoods: ReadonlyMap<number, Neighbourhood[]>,
): Places {
  const pois: Poi[] = [];
  const ooh: OohSite[] = [];
  const pos: PosStore[] = [];
  for (const city of cities) {
    const nbs = neighbourhoods.get(city.id)!;
    const commerce = new WeightedPicker(
      nbs,
      nbs.map((nb) => nb.weight + nb.jobWeight / nbs.length),
    );

    let rng = derive(seed, 'pois', city.id);
    const names = new Map<string, number>();
    const unique = (name: string) => {
      const n = (names.get(name) ?? 0) + 1;
      names.set(name, n);
      return n === 1 ? name : `${name} ${n}`;
    };
    for (let i = placeCount(city.population, scale.peoplePerPoi, 4); i > 0; i--) {
      const { category, sub } = subcategoryPicker.pick(rng);
      const nb = commerce.pick(rng);
      const [lat, lon] = pointIn(rng, nb);
      const brand = rng.pick(sub.brands);
      pois.push({
        id: pois.length + 1,
        city,
        neighbourhood: nb,
        category,
        subcategory: sub.name,
        brand,
        name: unique(`${brand || sub.name} ${nb.name}`),
        lat,
        lon,
        h3: h3Cell(lat, lon),
      });
    }

    rng = derive(seed, 'ooh', city.id);
    for (let i = placeCount(city.population, scale.peoplePerOoh, 1); i > 0; i--) {
      const format = oohPicker.pick(rng);
      const nb = commerce.pick(rng);
      const [lat, lon] = pointIn(rng, nb);
      const owner = rng.pick(OOH_OWNERS);
      const id = ooh.length + 1;
      ooh.push({
        id,
        city,
        neighbourhood: nb,
        category: format.category,
        subcategory: format.subcategory,
        brand: owner,
        name: `${owner} ${format.subcategory} ${city.countryCode}-${String(id).padStart(5, '0')}`,
        digital: format.digital,
        facing: rng.pick(OOH_FACINGS),
        lat,
        lon,
        h3: h3Cell(lat, lon),
      });
    }

    rng = derive(seed, 'pos', city.id);
    // Stores follow where people live (neighbourhood shops), not only the centre.
    const homes = new WeightedPicker(
      nbs,
      nbs.map((nb) => nb.weight),
    );
    for (let i = placeCount(city.population, scale.peoplePerPos, 2); i > 0; i--) {
      const storeType = storeTypePicker.pick(rng);
      const nb = storeType === 'Neighbourhood shop' ? homes.pick(rng) : commerce.pick(rng);
      const [lat, lon] = pointIn(rng, nb);
      const chain = storeType === 'Neighbourhood shop' ? 'Independent' : rng.pick(POS_CHAINS);
      const skus = rng.sample(SKUS, scale.skusPerStore).map((sku) => ({
        ...sku,
        // Richer neighbourhoods and bigger formats sell more; 0 = carried, nothing sold.
        quintile: rng.chance(0.08)
          ? 0
          : Math.min(5, Math.max(1, Math.round(rng.normal(2.2 + nb.socioLevel * 0.25, 1.1)))),
      }));
      pos.push({
        id: pos.length + 1,
        city,
        neighbourhood: nb,
        name: unique(`${chain === 'Independent' ? storeType : chain} ${nb.name}`),
        chain,
        storeType,
        skus,
        lat,
        lon,
        h3: h3Cell(lat, lon),
      });
    }
  }
  return { pois, ooh, pos };
}
