/**
 * Benchmark: a 200,000-item custom list upload (`POST /api/custom_list_items/upload`) through the
 * real HTTP layer: the server listens on a loopback port and the file is posted as multipart form
 * data, then the answer is awaited (streamed to disk, parsed, checked, written in one transaction).
 * One file per item model (zip codes, lat/long with names, exchange/app bundle), each into a new
 * list and then replacing the items of that list. Runs on PGlite (on disk, as `npm start` does)
 * and on PostgreSQL (DATABASE_URL, TEST_DATABASE_URL or BENCH_DATABASE_URL; skipped when none is
 * set and BENCH_ENGINES does not name it). Target: 2 s end to end.
 *
 *   npm run bench:custom-lists
 *   BENCH_ITEMS=50000 BENCH_ENGINES=pglite npm run bench:custom-lists
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedFirstRun } from '../apps/api/src/db/seed.ts';
import { bootstrap } from '../apps/api/src/platform/bootstrap.ts';
import { freshDatabase } from '../apps/api/src/test/databases.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PASSWORD = 'Bench-pass1!';
const EXCHANGES = ['APN', 'ADX', 'MGN', 'PUB', 'OPX', 'IDX'];

/** The three item models in docs/REQUIREMENTS.md#custom-lists, as files a trafficker would upload. */
const FILES: { label: string; typeId: number; line: (i: number) => string }[] = [
  { label: 'zip codes (model one)', typeId: 10, line: (i) => String(1_000_000 + i) },
  {
    label: 'lat/long with radius and name (model two)',
    typeId: 6,
    line: (i) =>
      `${(-33 + (i % 6000) / 100).toFixed(5)};${(-74 + Math.floor(i / 6000) / 10).toFixed(5)};0.5;Store ${i}`,
  },
  {
    label: 'exchange/app bundle (model three)',
    typeId: 1,
    line: (i) => `${EXCHANGES[i % EXCHANGES.length]}/com.bench.app${i}`,
  },
];

const fileOf = (line: (i: number) => string) => {
  const lines: string[] = new Array(ITEMS);
  for (let i = 0; i < ITEMS; i++) lines[i] = line(i);
  return Buffer.from(lines.join('\n'), 'utf8');
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function post(base: string, token: string, fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'items.csv');
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await fetch(`${base}/api/custom_list_items/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as {
    data?: { added: number; custom_list: { id: number } };
    message?: string;
  };
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  if (res.status !== 200 || body.data?.added !== ITEMS)
    throw new Error(`upload answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { elapsed, cpuMs, listId: body.data.custom_list.id };
}

async function benchEngine(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-bench-lists-'));
  const fresh = kind === 'pglite' ? null : await freshDatabase('postgres');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const { deps, close } = await bootstrap(config, fresh?.database);
  await seedFirstRun(deps.db, { adminEmail: 'admin@example.com', adminPassword: PASSWORD, demo: false });
  const app = await buildApp(deps, { webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    console.log(
      `\n${kind}: ${ITEMS.toLocaleString('en')} items per upload, best and median of ${ROUNDS} ` +
        `(load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
    );
    for (const file of FILES) {
      const body = fileOf(file.line);
      const created: number[] = [];
      const replaced: number[] = [];
      const cpu: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const fields = { name: `Bench ${file.typeId}-${round}`, custom_list_type_id: String(file.typeId) };
        const first = await post(base, token, fields, body);
        created.push(first.elapsed);
        cpu.push(first.cpuMs);
        const again = await post(
          base,
          token,
          { custom_list_id: String(first.listId), mode: 'replace' },
          body,
        );
        replaced.push(again.elapsed);
      }
      const stat = (v: number[]) => {
        const s = [...v].sort((a, b) => a - b);
        return `best ${seconds(s[0]!)}, median ${seconds(s[Math.floor(s.length / 2)]!)}`;
      };
      const mb = (body.length / 1e6).toFixed(1);
      console.log(`  ${file.label}, ${mb} MB: new list ${stat(created)}; replace ${stat(replaced)}`);
      console.log(`    CPU time of this process per new-list upload: ${stat(cpu)}`);
    }
  } finally {
    await app.close();
    await close();
    await fresh?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const engines = (process.env.BENCH_ENGINES ?? (postgresUrl ? 'pglite,postgres' : 'pglite')).split(',') as (
  | 'pglite'
  | 'postgres'
)[];
if (engines.includes('postgres'))
  process.env.TEST_DATABASE_URL ??= postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
for (const engine of engines) await benchEngine(engine);
