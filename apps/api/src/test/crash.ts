/**
 * Crash tests: the real server (`apps/api/src/main.ts`) as a child process, stopped with SIGKILL
 * in the middle of its work and started again on the same data.
 *
 *   const server = await startServer(kind, env?)  // 'pglite' | 'postgres' (a fresh database of
 *                                                  // TEST_DATABASE_URL); a temporary DATA_DIR, a
 *                                                  // free PORT, SEED_DEMO=true, SIMULATE_DELIVERY=false
 *   await server.signIn(email?)                   // the token every later call carries
 *   await server.api(method, path, body?)         // → { status, json }, JSON body
 *   await server.upload(path, fields, file)       // multipart: fields first, then the file
 *   await server.waitFor(what, check, timeoutMs?) // polls `check` until it answers a value
 *   await server.waitForOutput(text, after?)      // until the server prints `text` (after `after` chars)
 *   await server.waitToSettle(what, read)         // polls `read` until its `status` is not busy
 *   await server.kill9()                          // SIGKILL, and waits for the exit
 *   await server.signal(signal)                   // sends it; answers the exit code once it exits
 *   await server.restart(env?)                    // the same DATA_DIR and database, started again
 *   server.incomingFiles()                        // names in DATA_DIR/files/.incoming
 *   await server.readDatabase(queries)            // rows of SQL queries, once the server is down
 *   await server.readAnalytics(queries)           // rows of ClickHouse queries, once it is down
 *   server.output()                               // what the server printed (for failures)
 *   await server.close()                          // stops it, removes its data and database
 *
 * `startServer(kind, env, beside)` starts one more process on the DATA_DIR and database of
 * `beside` (another server, which owns and removes them): many processes on one database.
 *
 * `CRASH_HOLD` in the env stops the server at a known point and prints `crash test: holding …`
 * (`crash-hold.ts`): `insert:<table>`, the first analytics insert into that table; `read:incoming`,
 * the first read of a received upload file after its first chunk.
 *
 * `startServer` resolves once the server answers HTTP; jobs run once its analytics store is
 * ready, so tests wait on the state of what they started, never on fixed sleeps. On PostgreSQL a
 * killed server's running jobs are found when their heartbeat lapses: JOB_HEARTBEAT_SECONDS=10.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAnalytics } from '@beacon/analytics';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../platform/db/client.ts';
import { rowsOf } from '../platform/list-query/run.ts';
import { type DatabaseKind, freshDatabase } from './databases.ts';
import { multipart } from './helpers.ts';

export const CRASH_ADMIN_EMAIL = 'admin@example.com';
export const CRASH_PASSWORD = 'Crash-test-1!';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mainScript = path.join(repoRoot, 'apps/api/src/main.ts');
/** Test-only preload of the server: stops it at a known point when `CRASH_HOLD` says where. */
const holdScript = path.join(repoRoot, 'apps/api/src/test/crash-hold.ts');

type Json = any;
export type CrashServer = Awaited<ReturnType<typeof startServer>>;

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A signed-in server that holds the first read of a received upload file after its first chunk,
 * without demo data (an upload needs none, and the jobs start without waiting for a world).
 */
export async function startUploadReadHold(kind: DatabaseKind) {
  const server = await startServer(kind, { SEED_DEMO: 'false', CRASH_HOLD: 'read:incoming' });
  await server.signIn();
  return server;
}

export async function startServer(
  kind: DatabaseKind,
  extraEnv: Record<string, string> = {},
  beside?: { dataDir: string; databaseUrl: string | undefined },
) {
  const dataDir = beside?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'beacon-crash-')));
  let databaseUrl = beside?.databaseUrl;
  let dropDatabase = async () => {};
  let removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (beside) removeDataDir = async () => {};
  else if (kind === 'postgres') {
    const fresh = await freshDatabase('postgres');
    // The child opens it; this process only creates and drops it.
    await fresh.database.close();
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    SEED_DEMO: 'true',
    SIMULATE_DELIVERY: 'false',
    ADMIN_PASSWORD: CRASH_PASSWORD,
    // Info: tests wait for start-up and job lines (JSON records, matched on their text).
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, JOB_HEARTBEAT_SECONDS: '10' } : {}),
    ...extraEnv,
  };
  let child: ChildProcess | null = null;
  let printed = '';
  let token: string | null = null;

  const launch = async (moreEnv: Record<string, string> = {}) => {
    const { DATABASE_URL: _inherited, ...inherited } = process.env;
    const started = spawn(process.execPath, ['--import', 'tsx', '--import', holdScript, mainScript], {
      cwd: repoRoot,
      env: { ...inherited, ...env, ...moreEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
    const ready = new Promise<void>((resolve) => {
      const read = (chunk: Buffer) => {
        printed += chunk.toString('utf8');
        if (printed.includes('Beacon is running at')) resolve();
      };
      started.stdout!.on('data', read);
      started.stderr!.on('data', read);
    });
    const code = await Promise.race([ready.then(() => 'ready' as const), exited]);
    if (code !== 'ready')
      throw new Error(`The server exited (${code}) before it was ready:\n${printed.slice(-4000)}`);
  };

  const api = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: Json = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, json };
  };

  const kill9 = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  const signal = (name: NodeJS.Signals) => {
    const running = child!;
    const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
    running.kill(name);
    return exited;
  };

  /** Polls `check` (every 50 ms) until it answers something other than undefined/null/false. */
  const waitFor = async <T>(
    what: string,
    check: () => Promise<T | null | undefined | false>,
    timeoutMs = 120_000,
  ) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined && value !== null && value !== false) return value as T;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}:\n${printed.slice(-4000)}`);
      await sleep(50);
    }
  };

  await launch();

  return {
    baseUrl,
    dataDir,
    databaseUrl,
    api,
    async signIn(email = CRASH_ADMIN_EMAIL, password = CRASH_PASSWORD) {
      const res = await api('POST', '/api/auth/login', { email, password });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
      token = res.json.data.access_token as string;
      return token;
    },
    /**
     * Sends a multipart request (the upload fields first, then the file) without waiting for the
     * answer: an upload's answer may never come when the server is killed while it works.
     */
    upload(url: string, fields: Record<string, string | number>, file: { name: string; body: Buffer }) {
      return multipart(fields, { field: 'file', name: file.name, type: 'text/plain', body: file.body }).then(
        async (form) => {
          const response = await fetch(`${baseUrl}${url}`, {
            method: 'POST',
            headers: { ...form.headers, authorization: `Bearer ${token}` },
            body: new Uint8Array(form.payload),
          });
          return { status: response.status, json: (await response.json().catch(() => null)) as Json };
        },
      );
    },
    waitFor,
    /** Waits until the server prints `text`, counting only what it printed after `after` characters. */
    waitForOutput(text: string, after = 0, timeoutMs = 300_000) {
      return waitFor(
        `the server to print “${text}”`,
        async () => printed.slice(after).includes(text),
        timeoutMs,
      );
    },
    /**
     * Polls `read` (an object with a `status`) until its status is none of `busy`, and answers it:
     * the state a job left its object in.
     */
    waitToSettle<T extends Record<string, any>>(
      what: string,
      read: () => Promise<T>,
      busy: readonly string[] = ['processing'],
      timeoutMs = 300_000,
    ) {
      return waitFor(
        `${what} to settle`,
        async () => {
          const now = await read();
          return busy.includes(now.status) ? null : now;
        },
        timeoutMs,
      );
    },
    kill9,
    signal,
    async restart(moreEnv: Record<string, string> = {}) {
      await kill9();
      await launch(moreEnv);
    },
    incomingFiles: () => readdir(path.join(dataDir, 'files', '.incoming')).catch(() => [] as string[]),
    /**
     * The rows of each query on the server's database, read while the server is down (PGlite
     * serves one process); answered under the same keys.
     */
    async readDatabase<K extends string>(queries: Record<K, string>) {
      const rows = {} as Record<K, Json[]>;
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        for (const key of Object.keys(queries) as K[]) rows[key] = (await client.query(queries[key])).rows;
        await client.end();
      } else {
        const database = await openDatabase({ dataDir });
        for (const key of Object.keys(queries) as K[])
          rows[key] = await rowsOf(database.db, sql.raw(queries[key]));
        await database.close();
      }
      return rows;
    },
    /** The rows of each query on the server's embedded analytics store, read while the server is down. */
    async readAnalytics<K extends string>(queries: Record<K, string>) {
      const store = openAnalytics({ dataDir: path.join(dataDir, 'analytics') });
      const rows = {} as Record<K, Json[]>;
      try {
        for (const key of Object.keys(queries) as K[]) rows[key] = await store.query<Json>(queries[key]);
      } finally {
        await store.close();
      }
      return rows;
    },
    output: () => printed,
    async close() {
      await kill9();
      await dropDatabase();
      await removeDataDir();
    },
  };
}
