import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createAdvertiser, referenceIds } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { multipart, solidPng } from './helpers.ts';

const CONSOLE_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "frame-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: https:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
].join(';');

const FRAMED_CSP = "sandbox allow-scripts; frame-ancestors 'self'";

type Headers = Record<string, string | string[] | number | undefined>;

/** What every answer of the console and the API carries. */
const expectConsoleHeaders = (headers: Headers) => {
  expect(headers['content-security-policy']).toBe(CONSOLE_CSP);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
};

/** What a creative preview carries: its sandbox, framable by the console only, no X-Frame-Options. */
const expectFramedHeaders = (headers: Headers) => {
  expect(headers['content-security-policy']).toBe(FRAMED_CSP);
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
};

describe.each(testDatabaseKinds())('security headers on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('sends them on API answers, errors included', async () => {
    const answer = await t.request('GET', '/api/users', { token });
    expect(answer.status).toBe(200);
    expectConsoleHeaders(answer.headers);
    const refused = await t.request('GET', '/api/users');
    expect(refused.status).toBe(401);
    expectConsoleHeaders(refused.headers);
    const missing = await t.request('GET', '/api/nothing-here', { token });
    expect(missing.status).toBe(404);
    expectConsoleHeaders(missing.headers);
  });

  it('sends them on the console’s index.html and its client routes', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'beacon-web-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = await buildApp(t.deps, { webDist: dist });
    try {
      for (const url of ['/', '/admin/users/index']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expectConsoleHeaders(res.headers);
      }
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('lets the console frame a creative preview, sandboxed, and nothing else', async () => {
    const ids = await referenceIds(t, token);
    const advertiser = await createAdvertiser(t, token, ids);
    const form = await multipart(
      { advertiser_id: advertiser.id },
      { field: 'file', name: 'banner.png', type: 'image/png', body: solidPng(300, 250) },
    );
    const uploaded = await t.request('POST', '/api/creative_assets', { token, ...form });
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
    const preview = await t.request('GET', uploaded.json.data.preview_url);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toContain('image/png');
    expectFramedHeaders(preview.headers);

    const tagPage = await t.request('GET', '/api/tag_preview');
    expect(tagPage.status).toBe(200);
    expect(tagPage.headers['content-type']).toContain('text/html');
    expect(tagPage.body.toString('utf8')).toContain('tagPreview');
    expectFramedHeaders(tagPage.headers);
  });

  it('lets other sites load the segment and event tag endpoints', async () => {
    for (const path of ['/collect/segment/not-a-token.gif', '/collect/event/not-a-token.gif']) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(403);
      expect(res.headers['cross-origin-resource-policy'], path).toBe('cross-origin');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});

describe.each(testDatabaseKinds())('a configured map style on %s', (kind) => {
  const STYLE = 'https://tiles.example.com/styles/streets.json';
  let plain: TestApp;
  let styled: TestApp;

  beforeAll(async () => {
    [plain, styled] = await Promise.all([startTestApp(kind), startTestApp(kind, { MAP_STYLE_URL: STYLE })]);
  });
  afterAll(() => Promise.all([plain?.close(), styled?.close()]));

  it('reaches the console in the profile, and is null without one', async () => {
    const me = async (t: TestApp) =>
      (await t.request('POST', '/api/auth/me', { token: await t.login(ADMIN_EMAIL) })).json.data;
    expect((await me(styled)).map_style_url).toBe(STYLE);
    expect((await me(plain)).map_style_url).toBeNull();
  });

  it('lets the console fetch its origin’s style, tiles and images, nothing more', async () => {
    const answer = await styled.request('GET', '/api/nothing-here');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://tiles.example.com;");
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.com;");
    expect(csp.replace(/connect-src[^;]*;|img-src[^;]*;/g, '')).not.toContain('tiles.example.com');
    expectConsoleHeaders(await plain.request('GET', '/api/nothing-here').then((a) => a.headers));
  });
});
