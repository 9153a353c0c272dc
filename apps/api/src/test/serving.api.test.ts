import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testDatabaseKinds } from './databases.ts';
import { startTestApp, type TestApp } from './harness.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

/** A console build as `vite build` writes it: hashed assets with brotli and gzip siblings. */
async function fakeBuild() {
  const dist = await mkdtemp(path.join(tmpdir(), 'beacon-web-'));
  await mkdir(path.join(dist, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX,
    'zod-jitless.js': 'globalThis.x = 1;\n',
    'assets/index-Ab12Cd34.js': SCRIPT,
  };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(dist, name), content);
    if (name !== 'zod-jitless.js') {
      await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(content));
      await writeFile(path.join(dist, `${name}.gz`), gzipSync(content));
    }
  }
  return dist;
}

describe.each(testDatabaseKinds())('serving the console and readiness on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    dist = await fakeBuild();
    app = await buildApp(t.deps, { webDist: dist });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
    await t.close();
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a hashed asset brotli, gzip or plain as the browser accepts, cached for good', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('has index.html revalidated, on / and on every page route', async () => {
    for (const url of [
      '/',
      '/auth/login',
      '/admin/campaigns/index',
      '/es/admin/users/index?page=2',
      // A dashboard URL: a dotted token whose signature may hold only letters and digits.
      '/dashboards/eyJjIjoicGVyZm9ybWFuY2VfY2FtcGFpZ24ifQ.05sxwR0j3qM5DcdP2MORCkp0YqQ9SuBgvANSma2wiPw',
    ]) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    const plain = await get('/admin/campaigns/index');
    expect(plain.body).toBe(INDEX);
  });

  it('answers a missing asset or file 404, never the console page', async () => {
    for (const url of [
      '/assets/index-Zz99Yy88.js',
      '/assets/gone.css',
      '/favicon.ico',
      '/admin/report.pdf',
    ]) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
      expect(res.json(), url).toMatchObject({ success: false, code: 'errors.route_not_found' });
    }
  });

  it('keeps an unhashed file of the build an hour', async () => {
    const res = await get('/zod-jitless.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('is ready once the database, the analytics store and the job system answer', async () => {
    const health = await t.request('GET', '/api/health');
    expect(health.json.data.status).toBe('ok');
    const res = await t.request('GET', '/api/ready');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      data: {
        status: 'ready',
        checks: {
          database: { ms: expect.any(Number) },
          analytics: { ms: expect.any(Number) },
          jobs: { ms: expect.any(Number) },
        },
      },
    });
  });

  // Last: it stops the job system of this file's app.
  it('is not ready, and says which part, when the job system is down; alive all the same', async () => {
    await t.deps.jobs.stop();
    const res = await t.request('GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({
      success: false,
      code: 'errors.not_ready',
      message: 'Not ready: jobs',
      errors: { jobs: ['unavailable'] },
    });
    expect(Object.keys(res.json.errors)).toEqual(['jobs']);
    const health = await t.request('GET', '/api/health');
    expect(health.status).toBe(200);
  });
});
