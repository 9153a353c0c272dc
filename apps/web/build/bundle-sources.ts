import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The package a source belongs to (`@mantine/core`, `react-dom`), or the console's folder for its own code. */
function sourceGroup(source: string) {
  const inPackages = source.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const parts = source.slice(inPackages + 'node_modules/'.length).split('/');
    return parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join('/');
  }
  const own = /(?:^|\/)(src\/[^/]+|packages\/[^/]+)/.exec(source);
  return own?.[1] ?? '(other)';
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Each generated line's segments as [start column, source index or -1], from a map's `mappings`. */
function decodeMappings(mappings: string) {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length > 1) source += values[1] ?? 0;
      segments.push([column, values.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * What a route's gzip JavaScript is made of: each output character put down to the source its map
 * names, and each file's gzip bytes shared out in proportion (texts and runtime without a map count
 * as the file's name). Approximate, as gzip does not compress every part alike; enough to rank.
 */
export function gzipBySource(dist: string, files: string[]) {
  const totals = new Map<string, number>();
  const add = (group: string, bytes: number) => totals.set(group, (totals.get(group) ?? 0) + bytes);
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    let map: { sources: string[]; mappings: string };
    try {
      map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'));
    } catch {
      add(file, gzip);
      continue;
    }
    const groups = map.sources.map(sourceGroup);
    const chars = new Map<string, number>();
    const count = (group: string, n: number) => chars.set(group, (chars.get(group) ?? 0) + n);
    const lines = code.split('\n');
    decodeMappings(map.mappings).forEach((segments, row) => {
      const length = lines[row]?.length ?? 0;
      segments.forEach(([start, source], index) => {
        const end = segments[index + 1]?.[0] ?? length;
        count(source >= 0 ? (groups[source] ?? file) : file, end - start);
      });
    });
    const all = [...chars.values()].reduce((sum, n) => sum + n, 0) || 1;
    for (const [group, n] of chars) add(group, (gzip * n) / all);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
