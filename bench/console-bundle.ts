/**
 * What the console downloads first on a route, from the build's manifest: the JavaScript (raw and
 * gzip, as served) and CSS of index.html's entry, the English catalogues and the route's screen,
 * with the goal of the sign-in and list screens. Build first. Exits 1 when a route is over its
 * budget: `npm run test:e2e` runs it after building, so CI holds the budgets.
 *
 *   npm run build --workspace @beacon/web && npm run bench:bundle
 *
 * `-- --sources` also lists, per route, the packages and folders its gzip JavaScript comes from
 * (from the source maps), largest first.
 */
import path from 'node:path';
import { MEASURED_ROUTES, readManifest, routeLoadSize } from '../apps/web/build/bundle-size.ts';
import { gzipBySource } from '../apps/web/build/bundle-sources.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = readManifest(dist);
if (!manifest) {
  console.error('No build manifest: run `npm run build --workspace @beacon/web` first.');
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('| route | files | JS raw | JS gzip | CSS gzip | budget (test) | goal |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
let over = false;
for (const route of MEASURED_ROUTES) {
  const size = routeLoadSize(dist, manifest, route);
  const within = route.goalKb === undefined || size.jsGzipBytes <= route.goalKb * 1024;
  if (size.jsGzipBytes > route.budgetKb * 1024) {
    over = true;
    console.error(
      `${route.name}: ${kb(size.jsGzipBytes)} of gzip JavaScript, over its ${route.budgetKb} KB budget`,
    );
  }
  const goal = route.goalKb === undefined ? '' : `≤ ${route.goalKb} KB ${within ? 'met' : 'not met'}`;
  console.log(
    `| ${route.name} | ${size.files} | ${kb(size.jsBytes)} | ${kb(size.jsGzipBytes)} | ${kb(size.cssGzipBytes)} | ≤ ${route.budgetKb} KB | ${goal} |`,
  );
}
if (process.argv.includes('--sources')) {
  for (const route of MEASURED_ROUTES) {
    console.log(`\n${route.name}, gzip KB by source:`);
    const parts = gzipBySource(dist, routeLoadSize(dist, manifest, route).fileNames);
    for (const [source, bytes] of parts.slice(0, 25)) console.log(`${kb(bytes).padStart(10)}  ${source}`);
  }
}
if (over) process.exitCode = 1;
