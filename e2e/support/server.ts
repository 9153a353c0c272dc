import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { seedFirstRun } from '../../apps/api/src/db/seed.ts';
import { bootstrap } from '../../apps/api/src/platform/bootstrap.ts';
import { testTemplate } from '../../apps/api/src/test/databases.ts';
import { copyPgliteTemplate } from '../../apps/api/src/test/templates.ts';

export const ADMIN_EMAIL = 'admin@example.com';
export const PASSWORD = 'Sup3r-secret!';

// E2E_WEB_DIST points at another build of the console (several builds side by side while developing).
const webDist =
  process.env.E2E_WEB_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * The whole product as `npm start` runs it (API + built console, embedded PGlite, seeded demo
 * data) on a free port, in a throwaway data folder.
 */
export async function startProduct(env: Record<string, string> = {}) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The console is not built: run `npm run build --workspace @beacon/web` first');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-e2e-'));
  // The run's migrated PGlite, copied: the product starts on it as on an existing data folder.
  const template = testTemplate('pglite');
  if (template) await copyPgliteTemplate(template, dataDir);
  // No live delivery loop: browser tests see only the data they create.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    SIMULATE_DELIVERY: 'false',
    ...env,
  });
  const { deps, close } = await bootstrap(config);
  await deps.jobs.work();
  await seedFirstRun(deps.db, { adminEmail: ADMIN_EMAIL, adminPassword: PASSWORD, demo: true });
  const app = await buildApp(deps, { webDist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  // Links in e-mails must point at this server.
  deps.config.publicUrl = baseUrl;
  return {
    baseUrl,
    deps,
    async close() {
      await app.close();
      await close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Product = Awaited<ReturnType<typeof startProduct>>;
