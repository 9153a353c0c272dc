/**
 * Compiles the server (`src/main.ts`, `src/worker.ts`) to JavaScript in `apps/api/dist`, so
 * production runs `node` without a TypeScript loader (ARCHITECTURE.md "Production build and
 * operations").
 * The workspace packages are TypeScript sources and are compiled in; every other package stays
 * an import of `node_modules`. Files the server reads at run time (SQL migrations, reference
 * data) are read where they are in the repository: each compiled module's `import.meta.url`
 * still names its source file, relative to the build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDist = path.join(apiRoot, 'dist');
export const serverEntries = { main: 'src/main.ts', worker: 'src/worker.ts' } as const;

/** Packages of node_modules stay imports; workspace packages (`@beacon/*`) are compiled in. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@beacon/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** A compiled module's `import.meta.url` is its source file's, so paths next to it still resolve. */
const sourceLocatedMeta: Plugin = {
  name: 'source-located-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (/\bimport\.meta\.(dirname|filename)\b/.test(source))
        throw new Error(`${args.path}: use import.meta.url (the build keeps it pointing at the source file)`);
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const relative = path.relative(serverDist, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll(/\bimport\.meta\.url\b/g, url), loader: 'ts' };
    });
  },
};

export async function buildServer() {
  await build({
    absWorkingDir: apiRoot,
    entryPoints: serverEntries,
    outdir: serverDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceLocatedMeta],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
