import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type ScreenDeclaration, screenDeclarations } from './screen-texts.ts';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The first load of a route: index.html's entry, the English core texts, the route's screen module
 * and the catalogues its `lazyScreen` declares (each with every chunk it imports statically).
 * `screen` is a module of apps/web.
 */
export type RouteLoad = { name: string; screen: string };

const EN_CORE = 'src/i18n/bundles/en-core.ts';
const web = path.resolve(import.meta.dirname, '..');

let screens: ScreenDeclaration[] | undefined;
/** The modules a route loads before its screen shows, as keys of the build manifest. */
export function routeModules(route: RouteLoad): string[] {
  screens ??= screenDeclarations(path.join(web, 'src'));
  const screen = screens.find((declared) => declared.module === path.join(web, route.screen));
  if (!screen) throw new Error(`${route.screen} is not a screen declared with lazyScreen`);
  return [
    EN_CORE,
    ...screen.namespaces.map((namespace) => `src/i18n/locales/en/${namespace}.json`),
    route.screen,
  ];
}

/**
 * Routes measured by `npm run bench:bundle` (KB of gzip JavaScript). `goalKb`: where the sign-in and
 * list screens should be; `budgetKb`: the ceiling the bundle test holds today, so a change that
 * grows the first load fails (docs/BENCHMARKS.md "Console bundle").
 */
export const MEASURED_ROUTES: (RouteLoad & { goalKb?: number; budgetKb: number })[] = [
  {
    name: 'sign-in (/auth/login)',
    screen: 'src/features/auth/login/login-page.tsx',
    goalKb: 150,
    budgetKb: 313,
  },
  {
    name: 'campaigns list (/admin/campaigns)',
    screen: 'src/features/campaigns/pages/campaigns-index-page.tsx',
    goalKb: 250,
    budgetKb: 365,
  },
  {
    name: 'users list (/admin/users)',
    screen: 'src/features/users/pages/users-index-page.tsx',
    goalKb: 250,
    budgetKb: 357,
  },
  {
    name: 'dashboard (/admin/dashboard)',
    screen: 'src/features/dashboard/pages/dashboard-page.tsx',
    budgetKb: 321,
  },
];

export const manifestPath = (dist: string) => path.join(dist, '.vite', 'manifest.json');

export function readManifest(dist: string): Manifest | null {
  const file = manifestPath(dist);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The output files a module pulls in before it runs: its chunk and its static imports, transitively. */
function closure(manifest: Manifest, keys: string[]) {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const gzipBytes = (dist: string, file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Bytes (raw and gzip level 9, as served) of the JavaScript and CSS a route downloads first. */
export function routeLoadSize(dist: string, manifest: Manifest, route: RouteLoad) {
  const files = [...closure(manifest, ['index.html', ...routeModules(route)])];
  const sum = (ext: string, size: (file: string) => number) =>
    files.filter((file) => file.endsWith(ext)).reduce((total, file) => total + size(file), 0);
  const raw = (file: string) => readFileSync(path.join(dist, file)).length;
  return {
    files: files.length,
    fileNames: files,
    jsBytes: sum('.js', raw),
    jsGzipBytes: sum('.js', (file) => gzipBytes(dist, file)),
    cssGzipBytes: sum('.css', (file) => gzipBytes(dist, file)),
  };
}
