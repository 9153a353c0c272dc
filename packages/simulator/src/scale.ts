/** How big a world is. `small` is what `npm start` builds on an empty store. */
export const SCALES = {
  /** For tests: two cities per country, a few hundred devices. */
  tiny: {
    citiesPerCountry: 2,
    devices: 600,
    peoplePerPoi: 100_000,
    peoplePerOoh: 500_000,
    peoplePerPos: 250_000,
    skusPerStore: 4,
    defaultDays: 2,
  },
  small: {
    /** The most populous cities of each country that the world uses. */
    citiesPerCountry: 8,
    devices: 20_000,
    /** One POI per this many inhabitants of the world's cities. */
    peoplePerPoi: 30_000,
    peoplePerOoh: 120_000,
    peoplePerPos: 60_000,
    /** SKUs each POS store reports. */
    skusPerStore: 6,
    defaultDays: 7,
  },
  medium: {
    citiesPerCountry: 60,
    devices: 250_000,
    peoplePerPoi: 4_000,
    peoplePerOoh: 20_000,
    peoplePerPos: 8_000,
    skusPerStore: 10,
    defaultDays: 7,
  },
  large: {
    citiesPerCountry: 10_000,
    devices: 1_500_000,
    peoplePerPoi: 1_000,
    peoplePerOoh: 5_000,
    peoplePerPos: 2_000,
    skusPerStore: 12,
    defaultDays: 14,
  },
} as const;

export type ScaleName = keyof typeof SCALES;
export type Scale = (typeof SCALES)[ScaleName];
export const scaleNames = Object.keys(SCALES) as ScaleName[];

export function isScaleName(value: string): value is ScaleName {
  return value in SCALES;
}
