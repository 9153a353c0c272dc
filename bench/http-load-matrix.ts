/**
 * Benchmark: the API under concurrent load. Starts the server in its own process on PostgreSQL and
 * on PGlite (`http-load-server.ts`), signs in, and runs autocannon with 10, 50 and 200 connections
 * against sign-in, the campaigns list and the line-items list. Prints requests per second, p50 and
 * p99 latency, connection errors, time-outs (no answer within 10 s), answers other than 2xx (503
 * and 429 also on their own), the server's resident memory (idle, and the peak of each run) and
 * its CPU time per answer (the server process only; PostgreSQL's own work is not in it).
 *
 *   npm run bench:load                                   # 30 s per run, both engines
 *   BENCH_SECONDS=5 BENCH_ENGINES=postgres npm run bench:load
 *   BENCH_TARGETS=campaigns BENCH_CONNECTIONS=200 npm run bench:load
 *   BENCH_CPU_PROF=/tmp/prof npm run bench:load          # the server writes a .cpuprofile there
 *
 * PostgreSQL: a temporary database next to BENCH_DATABASE_URL (default the local test server),
 * dropped at the end. BENCH_CAMPAIGNS (default 1,000, of 20 advertisers; every fourth has three
 * line items) sets the data. The server keeps its default sign-in bound and hashing limits, except
 * the per-address sign-in throttle, which BENCH_LOGIN_MAX_PER_MINUTE sets (default: high enough
 * that the load of one address measures the hashing bound, not the throttle).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50,200').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as Engine[];
const TARGETS = (process.env.BENCH_TARGETS ?? 'login,campaigns,line_items').split(',') as Target[];
const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 1000);
const LOGIN_MAX_PER_MINUTE = process.env.BENCH_LOGIN_MAX_PER_MINUTE ?? '1000000';
const CPU_PROF = process.env.BENCH_CPU_PROF;
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'Bench-pass1!';
const TIMEOUT_SECONDS = 10;

type Engine = 'postgres' | 'pglite';
type Target = 'login' | 'campaigns' | 'line_items';

/** The process's CPU time (user + system) in milliseconds. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

function runServer(args: string[], env: Record<string, string>): ChildProcess {
  const flags = CPU_PROF && args[0] === 'serve' ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  return spawn(
    process.execPath,
    [...flags, '--import', 'tsx', path.join(here, 'http-load-server.ts'), ...args],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function portOf(child: ChildProcess): Promise<number> {
  for await (const line of createInterface({ input: child.stdout! })) {
    const port = /^\{"port":(\d+)\}$/.exec(line.trim())?.[1];
    if (port) return Number(port);
  }
  throw new Error('the server stopped before listening');
}

async function fire(options: {
  url: string;
  connections: number;
  method?: string;
  body?: string;
  token?: string;
}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: SECONDS,
    timeout: TIMEOUT_SECONDS,
    method: options.method ?? 'GET',
    headers,
    ...(options.body ? { body: options.body } : {}),
  });
}

const count = (r: Result, status: string) => r.statusCodeStats[status]?.count ?? 0;
const pad = (v: string | number, n: number) => String(v).padStart(n);

async function benchEngine(engine: Engine) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-load-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SIMULATE_DELIVERY: 'false',
    LOGIN_MAX_PER_MINUTE,
  };
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const name = `beacon_load_${process.pid}`;
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
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

  let server: ChildProcess | null = null;
  try {
    const seeding = runServer(['seed', String(CAMPAIGNS)], env);
    seeding.stdout!.resume();
    if ((await exited(seeding)) !== 0) throw new Error('seeding failed');
    const child = runServer(['serve'], env);
    server = child;
    const port = await portOf(child);
    child.stdout!.resume();
    const base = `http://127.0.0.1:${port}`;
    const loginBody = JSON.stringify({ email: 'admin@example.com', password: PASSWORD });
    const signIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    });
    const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
    // Warm-up: code paths compiled and caches filled before anything is measured.
    for (const list of ['/api/campaigns?limit=25', '/api/line_items?limit=25']) {
      await fire({ url: `${base}${list}`, connections: 4, token }).catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = rssMb(child.pid!);
    console.log(
      `\n${engine}: ${CAMPAIGNS.toLocaleString('en')} campaigns; server idle RSS ${idle.toFixed(0)} MB; ` +
        `load average ${loadavg()[0]!.toFixed(2)}; ${SECONDS} s per run`,
    );
    console.log(
      `  ${'target'.padEnd(11)} ${pad('conn', 4)} ${pad('req/s', 7)} ${pad('2xx/s', 7)} ${pad('p50 ms', 7)} ` +
        `${pad('p99 ms', 7)} ${pad('errors', 6)} ${pad('t/o', 5)} ${pad('non2xx', 7)} ${pad('503', 6)} ` +
        `${pad('429', 6)} ${pad('RSS MB', 7)} ${pad('CPU ms/req', 10)}`,
    );
    for (const target of TARGETS) {
      for (const connections of CONNECTIONS) {
        let peak = 0;
        const cpuBefore = cpuMs(child.pid!);
        const sampler = setInterval(() => {
          peak = Math.max(peak, rssMb(child.pid!));
        }, 250);
        const result =
          target === 'login'
            ? await fire({ url: `${base}/api/auth/login`, connections, method: 'POST', body: loginBody })
            : await fire({
                url: `${base}/api/${target}?limit=25`,
                connections,
                token,
              });
        clearInterval(sampler);
        const cpuPerRequest = (cpuMs(child.pid!) - cpuBefore) / Math.max(1, result.requests.total);
        const rps = result.requests.total / result.duration;
        console.log(
          `  ${target.padEnd(11)} ${pad(connections, 4)} ${pad(rps.toFixed(0), 7)} ` +
            `${pad((result['2xx'] / result.duration).toFixed(0), 7)} ${pad(result.latency.p50.toFixed(0), 7)} ` +
            `${pad(result.latency.p99.toFixed(0), 7)} ${pad(result.errors - result.timeouts, 6)} ` +
            `${pad(result.timeouts, 5)} ${pad(result.non2xx, 7)} ${pad(count(result, '503'), 6)} ` +
            `${pad(count(result, '429'), 6)} ${pad(peak.toFixed(0), 7)} ${pad(cpuPerRequest.toFixed(2), 10)}`,
        );
        // Let the server drain what the run left in flight before the next one starts.
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
    console.log(
      `  load average at the end: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' / ')} (1 / 5 / 15 min)`,
    );
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await exited(server);
    }
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
}

for (const engine of ENGINES) await benchEngine(engine);
