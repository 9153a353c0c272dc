import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

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
    // Each segment: [generated column, source index?, …]; it runs to the next segment or the line's end.
    decode(map.mappings).forEach((segments, row) => {
      const length = lines[row]?.length ?? 0;
      segments.forEach(([start, source], index) => {
        const end = segments[index + 1]?.[0] ?? length;
        count(source === undefined ? file : (groups[source] ?? file), end - start);
      });
    });
    const all = [...chars.values()].reduce((sum, n) => sum + n, 0) || 1;
    for (const [group, n] of chars) add(group, (gzip * n) / all);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
