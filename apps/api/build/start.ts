/**
 * `npm start` (the server) and `npm run worker`: builds only what is missing or older than its
 * sources (the console with Vite, the server with `server.ts`), then runs the compiled server
 * with `node` (ARCHITECTURE.md "Production build and operations").
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverDist, serverEntries } from './server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const at = (...parts: string[]) => parts.map((part) => path.join(repoRoot, part));

/** The newest modification time of the files under `paths`, tests, builds and packages aside. */
async function newestSource(paths: string[]): Promise<number> {
  let newest = 0;
  for (const entry of paths) {
    const info = await stat(entry).catch(() => null);
    if (!info) continue;
    if (info.isFile()) {
      if (!entry.endsWith('.test.ts')) newest = Math.max(newest, info.mtimeMs);
      continue;
    }
    const names = await readdir(entry);
    const folders = names.filter((name) => name !== 'node_modules' && name !== 'dist');
    newest = Math.max(newest, await newestSource(folders.map((name) => path.join(entry, name))));
  }
  return newest;
}

/** When the oldest of `outputs` was written; 0 when one is missing. */
async function builtAt(outputs: string[]): Promise<number> {
  const times = await Promise.all(
    outputs.map((file) =>
      stat(file).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  return Math.min(...times);
}

const isStale = async (outputs: string[], sources: string[]) =>
  (await builtAt(outputs)) < (await newestSource(sources));

const entry = process.argv[2] === 'worker' ? 'worker' : 'main';

if (entry === 'main') {
  const built = at('apps/web/dist/index.html');
  const sources = [
    ...at(
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
    ),
    ...at('apps/web/package.json', 'packages/contracts/src'),
  ];
  if (await isStale(built, sources)) {
    const vite = spawnSync('npm', ['run', 'build', '--workspace', '@beacon/web'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (vite.status !== 0) process.exit(vite.status ?? 1);
  }
}

const outputs = Object.keys(serverEntries).map((name) => path.join(serverDist, `${name}.js`));
const serverSources = at('apps/api/src', 'apps/api/build', 'packages');
if (await isStale(outputs, serverSources)) {
  process.stdout.write('Compiling the server…\n');
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverDist, `${entry}.js`)], {
  stdio: 'inherit',
});
// The server stops gracefully on these; this process waits for it and ends as it did.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1)));
