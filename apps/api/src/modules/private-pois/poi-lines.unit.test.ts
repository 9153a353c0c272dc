import { latLngToCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { parsePolygon, readHeader, readLine } from './poi-lines.ts';

describe('private POI file lines', () => {
  it('picks the header shape: points first, then polygons, then cells; name is required', () => {
    expect(readHeader(['name', 'polygon', 'lat', 'lon'])?.kind).toBe('point');
    expect(readHeader([' NAME', 'Res ', 'polygon'])?.kind).toBe('polygon');
    expect(readHeader(['res', 'name'])).toMatchObject({ kind: 'cell', name: 1, res: 0, category: -1 });
    expect(readHeader(['name', 'lat'])).toBeNull();
    expect(readHeader(['title', 'lat', 'lon'])).toBeNull();
  });

  it('reads a ring in WKT, bare pairs or JSON, and tells an open ring from an unreadable one', () => {
    const ring = [
      [1, 2],
      [3, 2],
      [3, 4],
      [1, 2],
    ];
    expect(parsePolygon('polygon (( 1 2, 3 2, 3 4, 1 2 ))')).toEqual(ring);
    expect(parsePolygon('1 2,3 2,3 4,1 2')).toEqual(ring);
    expect(parsePolygon('[[1,2],[3,2],[3,4],[1,2]]')).toEqual(ring);
    expect(parsePolygon('1 2, 3 2, 3 4, 1 3')).toBe('privatePois.line.polygon_open');
    expect(parsePolygon('1 2, 3 2, 1 2')).toBe('privatePois.line.polygon');
    expect(parsePolygon('1 2, 3 91, 3 4, 1 2')).toBe('privatePois.line.polygon');
    expect(parsePolygon('[[1,2],[3,2]')).toBe('privatePois.line.polygon');
    expect(parsePolygon('POLYGON((1 2, 3 2, 3 4, 1 2), (0 0, 1 0, 1 1, 0 0))')).toBe(
      'privatePois.line.polygon',
    );
  });

  it('reports every problem of a line and computes a point’s resolution-9 cell', () => {
    const header = readHeader(['name', 'lat', 'lon', 'category'])!;
    expect(readLine(header, ['', '95', 'x', 'c'.repeat(256)]).problems?.map((p) => p.field)).toEqual([
      'name',
      'category',
      'lat',
      'lon',
    ]);
    const { item } = readLine(header, ['Shop', '4.6', '-74.08', '']);
    expect(item).toMatchObject({ name: 'Shop', lat: 4.6, lon: -74.08, res: 9, category: null });
    expect(item!.h3.toString(16)).toBe(latLngToCell(4.6, -74.08, 9));
  });

  it('reads a cell in hexadecimal or decimal and refuses an invalid one', () => {
    const header = readHeader(['name', 'res'])!;
    const hex = latLngToCell(10, 10, 5);
    expect(readLine(header, ['A', hex.toUpperCase()]).item).toMatchObject({ res: 5 });
    expect(readLine(header, ['A', BigInt(`0x${hex}`).toString()]).item?.h3).toBe(BigInt(`0x${hex}`));
    expect(readLine(header, ['A', '8928308280fffffx']).problems).toEqual([
      { field: 'res', code: 'privatePois.line.res' },
    ]);
    expect(readLine(header, ['A', '123456789012345678']).problems?.[0]?.field).toBe('res');
  });
});
