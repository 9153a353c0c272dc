/**
 * Benchmark: the server's memory while it takes a 64 MB segment upload. Starts the real server
 * (`apps/api/src/main.ts`, embedded PGlite and chdb, demo data and the small synthetic world, no
 * delivery loop) in a temporary data folder, waits until the world is built and the process has
 * settled, then samples the server process's resident memory (`VmRSS`, Linux) while it receives a
 * 64,000,000-byte .txt of device ids (about 1.7 M lines: MAIDs in both cases, MD5 and SHA-256
 * hashes, cookie ids, some invalid lines and repeated ids) and reads it into one segment. Prints the
 * idle and peak resident memory, their difference (the target is at most 150 MB), the receive and
 * read times and the lines and members written per second.
 *
 *   npm run bench:segment-upload
 *   BENCH_UPLOAD_BYTES=16000000 npm run bench:segment-upload   # a smaller file
 *   BENCH_WORLD=none npm run bench:segment-upload              # no demo data or world: a lean idle
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEGMENT_UPLOAD_MAX_BYTES } from '../packages/contracts/src/segment-uploads.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const FILE_BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? SEGMENT_UPLOAD_MAX_BYTES);
const PASSWORD = 'Bench-upload-1!';
const SAMPLE_MS = 50;
/** `small`: the demo data and small world `npm start` builds; `none`: an empty server. */
const WORLD = process.env.BENCH_WORLD === 'none' ? 'none' : 'small';
const MB = 1_000_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });

/** Resident memory of a process in bytes, from /proc. */
async function rss(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Samples a process's resident memory until stopped; answers the peak. */
function sampleRss(pid: number) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await rss(pid));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}

/**
 * Writes the upload: mostly MAIDs (upper-case IDFAs and lower-case AAIDs), some hashes and cookie
 * ids, 1 % invalid lines, 2 % repeats of earlier ids and a few blank lines, up to `bytes`.
 */
async function writeDeviceFile(file: string, bytes: number) {
  const out = createWriteStream(file);
  const recent: string[] = [];
  let written = 0;
  let lines = 0;
  let chunk = '';
  const next = (i: number) => {
    const roll = i % 100;
    if (roll === 0) return `not a device id ${i}`;
    if (roll === 1 || roll === 2) return recent[(i * 7919) % recent.length] ?? randomUUID();
    if (roll === 3) return '';
    let id: string;
    if (roll < 8) id = randomBytes(16).toString('hex');
    else if (roll < 10) id = randomBytes(32).toString('hex');
    else if (roll < 13) id = randomBytes(18).toString('base64url');
    else id = roll % 2 ? randomUUID().toUpperCase() : randomUUID();
    if (recent.length < 10_000) recent.push(id);
    else recent[i % 10_000] = id;
    return id;
  };
  for (let i = 0; ; i++) {
    const line = `${next(i)}\n`;
    if (written + line.length > bytes) break;
    written += line.length;
    lines++;
    chunk += line;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'close');
  return { bytes: written, lines };
}

async function startServer(dataDir: string, port: number) {
  // The embedded engines: no DATABASE_URL or CLICKHOUSE_URL from the caller's environment.
  const { DATABASE_URL: _db, CLICKHOUSE_URL: _ch, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../apps/api/src/main.ts')], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: WORLD === 'none' ? 'false' : 'true',
      SIMULATE_DELIVERY: 'false',
      // Info: the start-up records this waits for are logged at that level.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8');
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (text: string) => {
      output += text;
      if (output.includes(WORLD === 'none' ? 'Analytics store ready' : 'Synthetic world built')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
  await ready;
  return child;
}

async function call(base: string, token: string | null, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: any };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-bench-upload-'));
  const file = path.join(dataDir, 'devices.txt');
  let server: ChildProcess | null = null;
  try {
    console.log(`Writing a ${(FILE_BYTES / MB).toFixed(0)} MB file of device ids ...`);
    const made = await writeDeviceFile(file, FILE_BYTES);
    console.log(`  ${made.lines.toLocaleString('en')} lines, ${made.bytes.toLocaleString('en')} bytes`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    console.log(`Starting the server (${WORLD === 'none' ? 'empty' : 'demo data and the small world'}) ...`);
    const started = Date.now();
    server = await startServer(dataDir, port);
    console.log(`  ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const pid = server.pid!;

    const token = (
      await call(base, null, 'POST', '/api/auth/login', { email: 'admin@example.com', password: PASSWORD })
    ).access_token as string;
    const segment = await call(base, token, 'POST', '/api/segments', { name: 'Bench upload' });
    // One read of the segment list opens the store's read path too, as a console user would.
    await call(base, token, 'GET', '/api/segments?page=1');

    // Idle: the median of the settled process over 10 s, after a 10 s pause.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const idleSamples: number[] = [];
    for (let i = 0; i < 20; i++) {
      idleSamples.push(await rss(pid));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const idle = idleSamples.sort((a, b) => a - b)[idleSamples.length >> 1]!;

    const sampler = sampleRss(pid);
    const t0 = Date.now();
    const form = new FormData();
    form.append('segment_ids', String(segment.id));
    form.append('file', await openAsBlob(file, { type: 'text/plain' }), 'devices.txt');
    const response = await fetch(`${base}/api/segment_uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const accepted = (await response.json()) as { data: { id: number } };
    if (response.status !== 202)
      throw new Error(`upload refused: ${response.status} ${JSON.stringify(accepted)}`);
    const received = Date.now();
    let upload: any;
    for (;;) {
      upload = await call(base, token, 'GET', `/api/segment_uploads/${accepted.data.id}`);
      if (upload.status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const done = Date.now();
    const peak = await sampler.stop();
    const shown = await call(base, token, 'GET', `/api/segments/${segment.id}`);

    const seconds = (done - t0) / 1000;
    const readSeconds = (done - received) / 1000;
    console.log('');
    console.log(
      `upload ${upload.id}: ${upload.status}${upload.failure_reason ? ` (${upload.failure_reason})` : ''}`,
    );
    console.log(
      `  lines ${upload.lines.toLocaleString('en')}, accepted ${upload.accepted.toLocaleString('en')}, ` +
        `invalid ${upload.invalid.toLocaleString('en')}, duplicates ${upload.duplicates.toLocaleString('en')}; ` +
        `segment size ${Number(shown.users_total).toLocaleString('en')}`,
    );
    console.log(`  idle RSS     ${(idle / MB).toFixed(1)} MB`);
    console.log(`  peak RSS     ${(peak / MB).toFixed(1)} MB`);
    console.log(`  peak - idle  ${((peak - idle) / MB).toFixed(1)} MB (target <= 150 MB)`);
    console.log(`  receive      ${((received - t0) / 1000).toFixed(1)} s`);
    console.log(`  read + write ${readSeconds.toFixed(1)} s`);
    console.log(
      `  total        ${seconds.toFixed(1)} s: ${Math.round(upload.lines / seconds).toLocaleString('en')} lines/s, ` +
        `${Math.round(upload.accepted / seconds).toLocaleString('en')} members/s`,
    );
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
