import { randomBytes } from 'node:crypto';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../platform/deps.ts';

const unopened = (name: string) =>
  new Proxy(
    {},
    {
      get: (_target, property) => {
        if (property === 'then') return undefined;
        throw new Error(`The ${name} is not opened while the OpenAPI document is built`);
      },
    },
  );

/**
 * The API's OpenAPI document, as `/api/openapi.json` serves it. Building it declares every route
 * but serves no request, so no store is opened: a store touched while the routes are declared
 * throws instead.
 */
export async function openApiDocument() {
  // A key of its own, so the signing key is not read from the database.
  const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex') });
  const deps = {
    config,
    dbKind: 'postgres',
    db: unopened('database'),
    tokens: unopened('token service'),
    mailer: unopened('mailer'),
    storage: unopened('file storage'),
    // Start-up hooks schedule maintenance jobs; with no worker and no database, they are dropped.
    jobs: { send: async () => null },
    analytics: unopened('analytics store'),
  } as unknown as AppDeps;
  const app = await buildApp(deps, { webDist: null });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return document;
}
