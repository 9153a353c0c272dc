import { PRIVATE_POI_ERRORS, PRIVATE_POI_LIMITS, type PrivatePoiFileKind } from '@beacon/contracts';
import { cellToLatLng, getResolution, isValidCell, latLngToCell } from 'h3-js';

/** Where each known column sits in a file's header (docs/PLANNING.md#file-format). */
export type PoiHeader = {
  kind: PrivatePoiFileKind;
  name: number;
  lat: number;
  lon: number;
  polygon: number;
  res: number;
  category: number;
  subcategory: number;
};

/** A valid line as the items table keeps it (`h3` is the 64-bit index). */
export type PoiItem = {
  name: string;
  lat: number;
  lon: number;
  h3: bigint;
  res: number;
  polygon: [number, number][] | null;
  radiusKm: number | null;
  category: string | null;
  subcategory: string | null;
};

export type LineProblem = { field: string; code: string };

/**
 * The header's shape: (name, lat, lon) first, then (name, polygon), then (name, res); names are
 * compared trimmed and case-insensitively, other columns are ignored. Null when none fits.
 */
export function readHeader(cells: string[]): PoiHeader | null {
  const names = cells.map((c) => c.trim().toLowerCase());
  const at = (name: string) => names.indexOf(name);
  const header = {
    name: at('name'),
    lat: at('lat'),
    lon: at('lon'),
    polygon: at('polygon'),
    res: at('res'),
    category: at('category'),
    subcategory: at('subcategory'),
  };
  if (header.name < 0) return null;
  if (header.lat >= 0 && header.lon >= 0) return { kind: 'point', ...header };
  if (header.polygon >= 0) return { kind: 'polygon', ...header };
  if (header.res >= 0) return { kind: 'cell', ...header };
  return null;
}

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A decimal number in a range, or null. */
function decimalIn(raw: string, min: number, max: number): number | null {
  const text = raw.trim();
  if (!DECIMAL.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

/** The H3 index of a point at the points' resolution. */
export const pointCell = (lat: number, lon: number) =>
  BigInt(`0x${latLngToCell(lat, lon, PRIVATE_POI_LIMITS.pointResolution)}`);

/** The hexadecimal form of a stored index (what h3-js and the map read). */
export const cellHex = (h3: bigint | string | number) => BigInt(h3).toString(16);

/**
 * A polygon's ring from its text: `POLYGON((lon lat, lon lat, ...))` (WKT), a JSON array of
 * [lon, lat] pairs, or bare `lon lat, lon lat, ...` pairs. Answers the pairs, or an error key:
 * unreadable or out of range is `polygon`, a ring whose first and last pairs differ `polygon_open`.
 */
export function parsePolygon(raw: string): [number, number][] | string {
  const text = raw.trim();
  let pairs: unknown[][];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed) || !parsed.every(Array.isArray)) return PRIVATE_POI_ERRORS.polygon;
      pairs = (parsed as unknown[][]).map((p) => p.map(String));
    } catch {
      return PRIVATE_POI_ERRORS.polygon;
    }
  } else {
    const wkt = /^polygon\s*\(\(([^()]*)\)\)$/i.exec(text);
    const body = wkt ? wkt[1]! : text;
    pairs = body.split(',').map((pair) => pair.trim().split(/\s+/));
  }
  if (pairs.length > PRIVATE_POI_LIMITS.maxPolygonPoints + 1) return PRIVATE_POI_ERRORS.polygon;
  const ring: [number, number][] = [];
  for (const pair of pairs) {
    if (pair.length !== 2) return PRIVATE_POI_ERRORS.polygon;
    const lon = decimalIn(String(pair[0]), -180, 180);
    const lat = decimalIn(String(pair[1]), -90, 90);
    if (lon === null || lat === null) return PRIVATE_POI_ERRORS.polygon;
    ring.push([lon, lat]);
  }
  // A closed triangle is the smallest ring: three corners and the first one again.
  if (ring.length < 4) return PRIVATE_POI_ERRORS.polygon;
  const [first, last] = [ring[0]!, ring[ring.length - 1]!];
  if (first[0] !== last[0] || first[1] !== last[1]) return PRIVATE_POI_ERRORS.polygonOpen;
  return ring;
}

/** A cell index from a `res` column: 15–16 hexadecimal digits, or the 64-bit number in decimal. */
function parseCell(raw: string): string | null {
  const text = raw.trim().toLowerCase();
  let hex: string | null = null;
  if (/^[0-9a-f]{15,16}$/.test(text)) hex = text.replace(/^0/, '');
  else if (/^\d{17,20}$/.test(text)) hex = BigInt(text).toString(16);
  return hex && isValidCell(hex) ? hex : null;
}

const cell = (record: string[], index: number) => (index >= 0 ? (record[index] ?? '') : '');

/** An optional text column: empty is null, longer than the limit is an error. */
function optionalText(raw: string): string | null | undefined {
  const text = raw.trim();
  if (!text) return null;
  return text.length > PRIVATE_POI_LIMITS.textMax ? undefined : text;
}

/** Checks one line of a file against its header: the item, or every problem found. */
export function readLine(
  header: PoiHeader,
  record: string[],
): { item: PoiItem; problems?: never } | { item?: never; problems: LineProblem[] } {
  const problems: LineProblem[] = [];
  const name = cell(record, header.name).trim();
  if (!name || name.length > PRIVATE_POI_LIMITS.textMax)
    problems.push({ field: 'name', code: PRIVATE_POI_ERRORS.name });
  const category = optionalText(cell(record, header.category));
  if (category === undefined) problems.push({ field: 'category', code: PRIVATE_POI_ERRORS.text });
  const subcategory = optionalText(cell(record, header.subcategory));
  if (subcategory === undefined) problems.push({ field: 'subcategory', code: PRIVATE_POI_ERRORS.text });

  let place: Pick<PoiItem, 'lat' | 'lon' | 'h3' | 'res' | 'polygon'> | null = null;
  if (header.kind === 'point') {
    const lat = decimalIn(cell(record, header.lat), -90, 90);
    const lon = decimalIn(cell(record, header.lon), -180, 180);
    if (lat === null) problems.push({ field: 'lat', code: PRIVATE_POI_ERRORS.lat });
    if (lon === null) problems.push({ field: 'lon', code: PRIVATE_POI_ERRORS.lon });
    if (lat !== null && lon !== null)
      place = { lat, lon, h3: pointCell(lat, lon), res: PRIVATE_POI_LIMITS.pointResolution, polygon: null };
  } else if (header.kind === 'polygon') {
    const ring = parsePolygon(cell(record, header.polygon));
    if (typeof ring === 'string') problems.push({ field: 'polygon', code: ring });
    else {
      // The centre is the mean of the corners (the closing pair counted once).
      const corners = ring.slice(0, -1);
      const lon = corners.reduce((sum, p) => sum + p[0], 0) / corners.length;
      const lat = corners.reduce((sum, p) => sum + p[1], 0) / corners.length;
      place = { lat, lon, h3: pointCell(lat, lon), res: PRIVATE_POI_LIMITS.pointResolution, polygon: ring };
    }
  } else {
    const hex = parseCell(cell(record, header.res));
    if (hex === null) problems.push({ field: 'res', code: PRIVATE_POI_ERRORS.res });
    else {
      const [lat, lon] = cellToLatLng(hex);
      place = { lat, lon, h3: BigInt(`0x${hex}`), res: getResolution(hex), polygon: null };
    }
  }
  if (problems.length || !place) return { problems };
  return {
    item: { name, ...place, radiusKm: null, category: category ?? null, subcategory: subcategory ?? null },
  };
}
