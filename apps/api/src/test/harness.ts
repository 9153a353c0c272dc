import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedFirstRun } from '../db/seed.ts';
import { bootstrap } from '../platform/bootstrap.ts';
import { type DatabaseKind, freshDatabase } from './databases.ts';
import { watchServerDialect } from './server-dialect.ts';

export const ADMIN_EMAIL = 'admin@example.com';
export const PASSWORD = 'Sup3r-secret!';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * A real app on a real, freshly migrated and seeded database (master account 1 with the admin
 * and demo users; account 2 "Demo Retail Media" where trafficker@example.com is admin).
 * Requests go through the whole HTTP layer with `app.inject`.
 */
export async function startTestApp(kind: DatabaseKind, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-test-'));
  const fresh = await freshDatabase(kind);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://beacon.test',
    // No live delivery: tests simulate the windows they need.
    SIMULATE_DELIVERY: 'false',
    ...env,
  });
  const { deps, close } = await bootstrap(config, fresh.database);
  const dialect = watchServerDialect(deps.analytics);
  // JOBS_WORKER=false: jobs are sent and wait, as beside separate workers (a test may call `work()`).
  if (config.jobsWorker) await deps.jobs.work();
  await seedFirstRun(deps.db, { adminEmail: ADMIN_EMAIL, adminPassword: PASSWORD, demo: true });
  const app = await buildApp(deps, { webDist: null });
  await app.ready();

  type InjectOptions = {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    payload?: string | Buffer;
    ip?: string;
  };
  const request = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: InjectOptions = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.inject({
      method,
      url,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.body !== undefined
          ? { payload: options.body as object }
          : {}),
    });
    let json: any = null;
    try {
      json = response.json();
    } catch {
      json = null;
    }
    return { status: response.statusCode, json, headers: response.headers, body: response.rawPayload };
  };

  /** Signs in without a second factor and answers the bearer token. */
  const login = async (email: string, password = PASSWORD) => {
    const res = await request('POST', '/api/auth/login', { body: { email, password } });
    if (res.status !== 200 || !res.json?.data?.access_token) {
      throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.json)}`);
    }
    return res.json.data.access_token as string;
  };

  return {
    app,
    deps,
    request,
    login,
    close: async () => {
      await app.close();
      let problems: string[];
      try {
        // Checked before the store closes, with the engine that ran them.
        problems = await dialect.problems();
      } finally {
        await close();
        await fresh.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
      if (problems.length) {
        throw new Error(`Analytics SQL a ClickHouse server would not take:\n\n${problems.join('\n\n')}`);
      }
    },
  };
}
