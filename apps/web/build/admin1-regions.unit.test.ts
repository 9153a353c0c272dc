import { feature, mesh } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import { sameCountry } from '../src/ui/map/region-borders.ts';
import {
  type Admin1Feature,
  admin1Topology,
  type NaturalEarthAdmin1,
  regionCodeOf,
} from './admin1-regions.ts';

const division = (over: Partial<NaturalEarthAdmin1>): NaturalEarthAdmin1 => ({
  iso_a2: 'CL',
  adm1_code: 'CHL-0',
  iso_3166_2: 'CL-RM',
  region_cod: '',
  ...over,
});

/** A square feature one degree wide whose south-west corner is at (lon, lat). */
const square = (
  lon: number,
  lat: number,
  over: Partial<NaturalEarthAdmin1>,
  ring?: number[][],
): Admin1Feature => ({
  type: 'Feature',
  properties: division(over),
  geometry: {
    type: 'Polygon',
    coordinates: [
      ring ?? [
        [lon, lat],
        [lon + 1, lat],
        [lon + 1, lat + 1],
        [lon, lat + 1],
        [lon, lat],
      ],
    ],
  },
});

const regions = new Map([
  ['ES-AN', 'Andalucía'],
  ['ES-EX', 'Extremadura'],
  ['PT-02', 'Beja'],
  ['CO-DC', 'Distrito Capital de Bogotá'],
]);
const options = {
  countries: ['ES', 'PT', 'CO'],
  regions,
  minIslandArea: 0,
  minVertexWeight: 0,
  minOuterVertexWeight: 0,
  quantization: 1e4,
};

describe('regionCodeOf', () => {
  it("takes Natural Earth's ISO 3166-2 code", () => {
    expect(regionCodeOf(division({ iso_3166_2: 'CL-VS' }))).toBe('CL-VS');
  });

  it('puts a Spanish province in its autonomous community', () => {
    expect(regionCodeOf(division({ iso_a2: 'ES', iso_3166_2: 'ES-PM', region_cod: 'ES.PM' }))).toBe('ES-IB');
    expect(regionCodeOf(division({ iso_a2: 'ES', iso_3166_2: 'ES-SE', region_cod: 'ES.AN' }))).toBe('ES-AN');
  });

  it('corrects the codes Natural Earth records wrongly', () => {
    expect(regionCodeOf(division({ iso_a2: 'CO', adm1_code: 'COL-1399', iso_3166_2: 'CO-CUN' }))).toBe(
      'CO-DC',
    );
    expect(regionCodeOf(division({ iso_a2: 'ES', adm1_code: 'ESP-5835', region_cod: 'ES.CE' }))).toBe(
      'ES-ML',
    );
  });
});

describe('admin1Topology', () => {
  // Two provinces of Andalucía side by side, Extremadura north of them, Portugal's Beja west.
  const features = [
    square(0, 0, { iso_a2: 'ES', adm1_code: 'ESP-1', region_cod: 'ES.AN' }),
    square(1, 0, { iso_a2: 'ES', adm1_code: 'ESP-2', region_cod: 'ES.AN' }),
    square(0, 1, { iso_a2: 'ES', adm1_code: 'ESP-3', region_cod: 'ES.EX' }),
    square(-1, 0, { iso_a2: 'PT', adm1_code: 'PRT-1', iso_3166_2: 'PT-02' }),
    square(5, 5, { iso_a2: 'CO', adm1_code: 'COL+99?', iso_3166_2: 'CO-X01~' }),
    square(9, 9, { iso_a2: 'BR', adm1_code: 'BRA-1', iso_3166_2: 'BR-SP' }),
  ];

  it('keeps one geometry per ISO subdivision of the chosen countries, named as ISO names it', () => {
    const { topology, dropped } = admin1Topology(features, options);
    const geometries = topology.objects.regions.geometries;
    expect(geometries.map((g) => [g.id, (g.properties as { name: string }).name])).toEqual([
      ['ES-AN', 'Andalucía'],
      ['ES-EX', 'Extremadura'],
      ['PT-02', 'Beja'],
    ]);
    expect(dropped).toEqual(['COL+99? (CO-X01~)']);
    // The two provinces are one shape: its outline is the rectangle they cover.
    const andalucia = (feature(topology, geometries[0]!) as GeoJSON.Feature<GeoJSON.MultiPolygon>).geometry;
    expect(andalucia.coordinates).toHaveLength(1);
    const lons = andalucia.coordinates[0]![0]!.map(([lon]) => lon!);
    expect(Math.min(...lons)).toBeCloseTo(0, 6);
    expect(Math.max(...lons)).toBeCloseTo(2, 6);
  });

  it('quantizes the coordinates', () => {
    const { topology } = admin1Topology(features, options);
    expect(topology.transform).toBeDefined();
    expect(topology.arcs.flat(2).every(Number.isInteger)).toBe(true);
  });

  it('gives the borders within a country, not the one between provinces merged or between countries', () => {
    const { topology } = admin1Topology(features, options);
    const borders = mesh(topology, topology.objects.regions, sameCountry);
    // Only Andalucía–Extremadura: latitude 1 from longitude 0 to 1.
    const points = borders.coordinates.flat();
    expect(points.every(([, lat]) => Math.abs(lat! - 1) < 1e-3)).toBe(true);
    expect(Math.min(...points.map(([lon]) => lon!))).toBeCloseTo(0, 3);
    expect(Math.max(...points.map(([lon]) => lon!))).toBeCloseTo(1, 3);
  });

  it('simplifies the borders within a country by their own threshold', () => {
    // Extremadura's southern edge bends a little at (0.5, 1.001); Andalucía follows it.
    const bent = [
      [0, 1],
      [0.5, 1.001],
      [1, 1],
    ];
    const andalucia = square(0, 0, { iso_a2: 'ES', adm1_code: 'ESP-1', region_cod: 'ES.AN' }, [
      [0, 0],
      [1, 0],
      ...bent.slice().reverse(),
      [0, 0],
    ]);
    const extremadura = square(0, 1, { iso_a2: 'ES', adm1_code: 'ESP-3', region_cod: 'ES.EX' }, [
      ...bent,
      [1, 2],
      [0, 2],
      [0, 1],
    ]);
    const bendPoints = (minVertexWeight: number) => {
      const { topology } = admin1Topology([andalucia, extremadura], {
        ...options,
        minVertexWeight,
        minOuterVertexWeight: 1,
      });
      return mesh(topology, topology.objects.regions, sameCountry).coordinates.flat().length;
    };
    // The bend's triangle is about 0.0005 square degrees, 1.5e-7 steradians.
    expect(bendPoints(1e-8)).toBe(3);
    expect(bendPoints(1e-6)).toBe(2);
  });
});
