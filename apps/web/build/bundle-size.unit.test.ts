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
    const texts = Object.entries(manifest)
      .filter(([key]) => key.startsWith('src/i18n/') && key !== 'src/i18n/bundles/en-core.ts')
      .filter(([key]) => /\/locales\/|-core\.ts$/.test(key));
    expect(texts.length).toBeGreaterThan(50);
    for (const [key, chunk] of texts) expect(files, key).not.toContain(chunk.file);
    expect(files.some((file) => /echarts|map-engine|maplibre/.test(file))).toBe(false);
  });

  it('loads a list with the texts its screen declares and no other screen catalogue', () => {
    if (!manifest) return;
    const users = MEASURED_ROUTES.find((route) => route.name.startsWith('users list'));
    if (!users) throw new Error('no users list route');
    const files = routeLoadSize(dist, manifest, users).fileNames;
    const loaded = Object.keys(manifest)
      .filter((key) => key.startsWith('src/i18n/locales/') && files.includes(manifest[key]?.file ?? ''))
      .sort();
    expect(loaded).toEqual(['src/i18n/locales/en/grid.json', 'src/i18n/locales/en/users.json']);
  });
});
