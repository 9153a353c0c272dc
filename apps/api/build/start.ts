/**
 * `npm start` (the server) and `npm run worker`: builds only what is missing or older than its
 * sources (the console with Vite, the server with `server.ts`), then runs the compiled server
 * with `node` (ARCHITECTURE.md "Production build and operations").
 */
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverDist, serverEntries } from './server.ts';
import { isStale } from './stale.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const at = (...parts: string[]) => parts.map((part) => path.join(repoRoot, part));

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
    // The lock too: an upgraded dependency of the console changes what Vite bundles.
    ...at('apps/web/package.json', 'package-lock.json', 'packages/contracts/src'),
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
