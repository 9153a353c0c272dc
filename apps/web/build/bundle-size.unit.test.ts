import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEASURED_ROUTES, readManifest, routeLoadSize } from './bundle-size.ts';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = readManifest(dist);

// Needs a build (`npm run build --workspace @beacon/web`, as before the browser tests); without
// one there is nothing to measure. `npm run bench:bundle` prints the same figures.
describe.skipIf(!manifest)('first load of the built console', () => {
  for (const route of MEASURED_ROUTES) {
    it(`${route.name} stays within ${route.budgetKb} KB of gzip JavaScript`, () => {
      if (!manifest) return;
      const size = routeLoadSize(dist, manifest, route);
      expect(size.jsGzipBytes / 1024).toBeLessThanOrEqual(route.budgetKb);
    });
  }

  it('loads only the English core texts, and no chart or map code, on sign-in', () => {
    if (!manifest) return;
    const signIn = MEASURED_ROUTES[0];
    if (!signIn) throw new Error('no sign-in route');
    const files = routeLoadSize(dist, manifest, signIn).fileNames;
    const fileOf = (key: string) => manifest[key]?.file;
    for (const key of ['es-core', 'es-screens', 'pt-core', 'pt-screens', 'en-screens'].map(
      (name) => `src/i18n/bundles/${name}.ts`,
    )) {
      expect(files).not.toContain(fileOf(key));
    }
    expect(files.some((file) => /echarts|map-engine|maplibre/.test(file))).toBe(false);
  });
});
