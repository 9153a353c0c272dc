/**
 * Benchmark: the conversion tag collection endpoint (`GET /collect/event/{token}.gif`). Starts
 * Beacon in its own process (`event-collect-server.ts`, pinned to one core with taskset when
 * available) with one active event, fires the pixel with autocannon for BENCH_SECONDS, and does
 * the same against a bare Fastify answering the same GIF and headers, in the same run. Prints
 * fires per second, p50 and p99 latency, answers other than 200, the ratio of Beacon to bare
 * Fastify, and the conversions the store holds once the server has closed (every 200 must be a
 * row). Goal (docs/EVENTS.md): at least 5,000 fires/s with p99 under 20 ms on one core.
 *
 *   npm run bench:event-collect                              # PGlite, 20 s per target
 *   BENCH_SECONDS=3 BENCH_CONNECTIONS=20 npm run bench:event-collect
 *   BENCH_ENGINE=postgres npm run bench:event-collect        # a temporary database next to BENCH_DATABASE_URL
 *
 * Every fire carries the same device id and value and no order id: the endpoint does the same
 * work for any device. The per-address rate limit is lifted (COLLECT_MAX_PER_MINUTE) since the
 * whole load comes from one address.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ENGINE = (process.env.BENCH_ENGINE ?? 'pglite') as 'pglite' | 'postgres';
const CPU = process.env.BENCH_CPU ?? '0';
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PINNED = spawnSync('taskset', ['--version']).status === 0;

function startServer(mode: 'app' | 'bare', env: Record<string, string>) {
  const node = [process.execPath, '--import', 'tsx', path.join(here, 'event-collect-server.ts'), mode];
  const [command, ...args] = PINNED ? ['taskset', '-c', CPU, ...node] : node;
  const child = spawn(command!, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async <T>(): Promise<T> => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`the ${mode} server stopped`);
      if (value.startsWith('{')) return JSON.parse(value) as T;
    }
  };
  return { child, next };
}

const load = (url: string) =>
  autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 10 }) as Promise<Result>;

const stop = async (server: { child: ChildProcess; next: <T>() => Promise<T> }) => {
  server.child.kill('SIGTERM');
  return server.next<{ conversions: number }>();
};

async function measure(mode: 'app' | 'bare', env: Record<string, string>) {
  const server = startServer(mode, env);
  const { port, path: firePath } = await server.next<{ port: number; path: string }>();
  const url = `http://127.0.0.1:${port}${firePath}`;
  // Warm the JIT, the event cache and the store before measuring.
  await autocannon({ url, connections: 4, duration: 1 });
  const result = await load(url);
  const { conversions } = await stop(server);
  return { result, conversions };
}

const row = (label: string, r: Result) =>
  `${label.padEnd(14)} ${Math.round(r['2xx'] / r.duration)
    .toLocaleString('en')
    .padStart(8)} fires/s` +
  `   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-event-collect-'));
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  SIMULATE_DELIVERY: 'false',
  JOBS_WORKER: 'false',
  COLLECT_MAX_PER_MINUTE: '1000000000',
};
let dropDatabase = async () => {};
if (ENGINE === 'postgres') {
  const name = `beacon_event_collect_${process.pid}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: BASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

try {
  console.log(
    `event collection, ${ENGINE}, ${CONNECTIONS} connections, ${SECONDS} s per target, server ${PINNED ? `pinned to CPU ${CPU}` : 'not pinned (no taskset)'}`,
  );
  const app = await measure('app', env);
  const bare = await measure('bare', env);
  console.log(row('Beacon', app.result));
  console.log(row('bare Fastify', bare.result));
  const ratio = app.result['2xx'] / app.result.duration / (bare.result['2xx'] / bare.result.duration);
  console.log(`Beacon / bare: ${(ratio * 100).toFixed(0)} % of the fires per second`);
  const answered = app.result['2xx'];
  console.log(
    `conversions stored: ${app.conversions.toLocaleString('en')} (fires answered 200, warm-up included: at least ${answered.toLocaleString('en')})`,
  );
  if (app.conversions < answered) throw new Error('fewer conversions stored than fires answered');
} finally {
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
}
