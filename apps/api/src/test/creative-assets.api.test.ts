import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFolderKey } from '../modules/creative-assets/asset-files.ts';
import { signedFolderPrefix } from '../modules/creative-assets/preview-urls.ts';
import { createAdvertiser, imageCreativeBody, type ReferenceIds, referenceIds } from './buying.ts';
import {
  mp4Boxes,
  silentWav,
  solidJpeg,
  stripedGif,
  zipOf,
  zipWithDeclaredSize,
  zipWithEntryRenamed,
} from './creative-media.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, multipart, rows, solidPng } from './helpers.ts';

describe.each(testDatabaseKinds())('creative assets on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  let advertiserId: number;

  const upload = async (
    route: string,
    name: string,
    body: Buffer,
    type: string,
    fields: Record<string, string | number> = {},
    as = token,
  ) => {
    const form = await multipart(fields, { field: 'file', name, type, body });
    return t.request('POST', route, { token: as, payload: form.payload, headers: form.headers });
  };
  const assetCount = () => countOf(t, sql`select count(*) as n from creative_assets`);
  /** Asset folders on disk and temporary uploads, to prove a refused upload left nothing. */
  const filesOnDisk = async () => {
    const root = path.join(t.deps.config.dataDir, 'files');
    const list = async (dir: string) => readdir(dir, { recursive: true }).catch(() => [] as string[]);
    return {
      assets: (await list(path.join(root, 'creative-assets'))).length,
      incoming: (await list(path.join(root, '.incoming'))).length,
    };
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.request('GET', url, { headers });

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    advertiserId = (await createAdvertiser(t, token, ids)).id;
  });
  afterAll(() => t.close());

  describe('images', () => {
    it('reads the real dimensions and format of PNG, GIF and JPEG files and stores their sha256', async () => {
      const cases: [string, Buffer, string, number, number][] = [
        ['banner.png', solidPng(300, 250), 'image/png', 300, 250],
        ['leaderboard.gif', stripedGif(728, 90), 'image/gif', 728, 90],
        ['skyscraper.jpeg', solidJpeg(160, 600), 'image/jpeg', 160, 600],
      ];
      for (const [name, body, mime, width, height] of cases) {
        const res = await upload('/api/creative_assets', name, body, mime, { advertiser_id: advertiserId });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        expect(res.json.data).toMatchObject({
          asset_type_id: 1,
          advertiser_id: advertiserId,
          name,
          mime_type: mime,
          bytes: body.length,
          width,
          height,
          thumbnail: false,
          sha256: createHash('sha256').update(body).digest('hex'),
        });
        const file = await get(res.json.data.url);
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toContain(mime);
        expect(Buffer.compare(file.body, body)).toBe(0);
      }
    });

    it('marks thumbnails and filters the list by type, advertiser and thumbnail', async () => {
      const thumb = await upload('/api/creative_assets', 'thumb.png', solidPng(120, 90), 'image/png', {
        thumbnail: 1,
      });
      expect(thumb.status).toBe(200);
      expect(thumb.json.data).toMatchObject({ thumbnail: true, advertiser_id: null });

      const thumbs = await t.request('GET', '/api/creative_assets?mode=all&filters[thumbnail]=true', {
        token,
      });
      expect(thumbs.status, JSON.stringify(thumbs.json)).toBe(200);
      expect(thumbs.json.data.map((a: { id: number }) => a.id)).toEqual([thumb.json.data.id]);
      const images = await t.request(
        'GET',
        `/api/creative_assets?mode=all&filters[asset_type_id]=1&filters[advertiser_id]=${advertiserId}`,
        { token },
      );
      expect(images.json.data.length).toBe(3);
      const one = await t.request('GET', `/api/creative_assets/${thumb.json.data.id}`, { token });
      expect(one.json.data).toMatchObject({ id: thumb.json.data.id, width: 120, height: 90 });
    });

    it('shows an image creative in the list with a thumbnail URL that serves the image', async () => {
      const body = solidPng(300, 250);
      const asset = await upload('/api/creative_assets', 'rectangle.png', body, 'image/png', {
        advertiser_id: advertiserId,
      });
      const created = await t.request('POST', '/api/creatives', {
        token,
        body: imageCreativeBody(advertiserId, asset.json.data.id),
      });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
      const list = await t.request('GET', `/api/creatives?filters[id]=${created.json.data.id}`, { token });
      const [row] = list.json.data.data;
      expect(row.thumbnail).toMatch(/^\/api\/asset_preview\//);
      const file = await get(row.thumbnail);
      expect(file.status).toBe(200);
      expect(Buffer.compare(file.body, body)).toBe(0);
    });

    it('refuses a text file named .png, a JPEG named .png and a wrong extension, storing nothing', async () => {
      const before = await assetCount();
      const disk = await filesOnDisk();
      const text = await upload(
        '/api/creative_assets',
        'fake.png',
        Buffer.from('just some text, not an image'),
        'image/png',
      );
      expect(text.status).toBe(422);
      expect(text.json.errors).toEqual({ file: ['validation.asset.not_an_image'] });
      const mismatch = await upload('/api/creative_assets', 'photo.png', solidJpeg(10, 10), 'image/png');
      expect(mismatch.status).toBe(422);
      expect(mismatch.json.errors).toEqual({ file: ['validation.asset.type_mismatch'] });
      const bmp = await upload('/api/creative_assets', 'banner.bmp', solidPng(10, 10), 'image/bmp');
      expect(bmp.json.errors).toEqual({ file: ['validation.asset.extension'] });
      expect(await assetCount()).toBe(before);
      expect(await filesOnDisk()).toEqual(disk);
    });

    it('stops an upload over the 2 MB image limit while it streams (413) and keeps nothing', async () => {
      const before = await assetCount();
      const disk = await filesOnDisk();
      const big = solidPng(50, 50, [0, 0, 0], false, 2_500_000);
      const res = await upload('/api/creative_assets', 'big.png', big, 'image/png');
      expect(res.status).toBe(413);
      expect(res.json.code).toBe('errors.too_large');
      expect(await assetCount()).toBe(before);
      expect(await filesOnDisk()).toEqual(disk);
    });

    it('refuses an advertiser of another account and a request without a file', async () => {
      const otherToken = await t.login('trafficker@example.com');
      await t.request('PUT', '/api/set_account/2', { token: otherToken });
      const other = await createAdvertiser(t, otherToken, await referenceIds(t, otherToken));
      const res = await upload('/api/creative_assets', 'a.png', solidPng(10, 10), 'image/png', {
        advertiser_id: other.id,
      });
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual({ advertiser_id: ['validation.exists'] });
      const form = await multipart({ advertiser_id: advertiserId });
      const empty = await t.request('POST', '/api/creative_assets', { token, ...form });
      expect(empty.status).toBe(400);
      expect(empty.json.errors).toEqual({ file: ['validation.file_required'] });
    });
  });

  describe('HTML5', () => {
    const site = {
      'banner/index.html':
        '<!doctype html><html><body><img src="img/logo.png"><script src="app.js"></script></body></html>',
      'banner/app.js': 'document.body.dataset.ready = "1";',
      'banner/img/logo.png': solidPng(20, 20),
    };

    it('accepts a zip with index.html in its top folder and serves it sandboxed by signed URL', async () => {
      const res = await upload('/api/html_assets', 'banner.zip', await zipOf(site), 'application/zip');
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toMatchObject({
        asset_type_id: 2,
        mime_type: 'application/zip',
        entry: 'banner/index.html',
      });
      const preview = res.json.data.preview_url as string;
      expect(preview).toMatch(/\/site\/banner\/index\.html$/);

      const page = await get(preview);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toBe("sandbox allow-scripts; frame-ancestors 'self'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.body.toString()).toContain('img/logo.png');
      // Relative resources resolve under the same signed folder.
      const logo = await get(preview.replace(/index\.html$/, 'img/logo.png'));
      expect(logo.status).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      const script = await get(preview.replace(/index\.html$/, 'app.js'));
      expect(script.headers['content-type']).toContain('javascript');
      // Nothing outside the asset's folder can be reached through the signature.
      expect((await get(preview.replace(/banner\/index\.html$/, '..%2F..%2Foriginal.zip'))).status).toBe(404);
    });

    it('refuses a zip without index.html, a zip slip and a zip of over 1,000 entries, writing nothing', async () => {
      const before = await assetCount();
      const disk = await filesOnDisk();
      const noIndex = await upload(
        '/api/html_assets',
        'x.zip',
        await zipOf({ 'banner/main.html': '<p>hi</p>' }),
        'application/zip',
      );
      expect(noIndex.status).toBe(422);
      expect(noIndex.json.errors).toEqual({ file: ['validation.zip.no_index_html'] });

      const slip = await zipWithEntryRenamed(
        { 'index.html': '<p>ok</p>', 'xx/evil.html': 'evil' },
        'xx/evil.html',
        '../evil.html',
      );
      const slipped = await upload('/api/html_assets', 'slip.zip', slip, 'application/zip');
      expect(slipped.status).toBe(422);
      expect(slipped.json.errors).toEqual({ file: ['validation.zip.path_outside_root'] });

      const many: Record<string, string> = { 'index.html': '<p>ok</p>' };
      for (let i = 0; i < 1000; i++) many[`f/${i}.txt`] = 'x';
      const crowded = await upload('/api/html_assets', 'many.zip', await zipOf(many), 'application/zip');
      expect(crowded.status).toBe(422);
      expect(crowded.json.errors).toEqual({ file: ['validation.zip.too_many_entries'] });

      const bomb = await zipWithDeclaredSize(
        { 'index.html': '<p>ok</p>', 'video.bin': Buffer.alloc(1000) },
        'video.bin',
        250_000_000,
      );
      const bombed = await upload('/api/html_assets', 'bomb.zip', bomb, 'application/zip');
      expect(bombed.status).toBe(422);
      expect(bombed.json.errors).toEqual({ file: ['validation.zip.too_large_unpacked'] });

      const notZip = await upload(
        '/api/html_assets',
        'fake.zip',
        Buffer.from('not a zip'),
        'application/zip',
      );
      expect(notZip.json.errors).toEqual({ file: ['validation.zip.invalid'] });
      expect(await assetCount()).toBe(before);
      expect(await filesOnDisk()).toEqual(disk);
      expect(
        await readdir(path.join(t.deps.config.dataDir, 'files')).then((l) => l.includes('evil.html')),
      ).toBe(false);
    });
  });

  describe('video and audio', () => {
    it('reads duration, frame size and bit rate of an MP4 and answers byte ranges', async () => {
      const body = mp4Boxes(15_000, 1280, 720);
      const res = await upload('/api/video_assets', 'spot.mp4', body, 'video/mp4');
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toMatchObject({
        asset_type_id: 3,
        mime_type: 'video/mp4',
        duration_ms: 15_000,
        width: 1280,
        height: 720,
        bit_rate: Math.round((body.length * 8) / 15),
      });
      const part = await get(res.json.data.url, { range: 'bytes=0-99' });
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-99/${body.length}`);
      expect(part.body.length).toBe(100);
      const notMp4 = await upload('/api/video_assets', 'clip.mp4', solidPng(10, 10), 'video/mp4');
      expect(notMp4.json.errors).toEqual({ file: ['validation.asset.not_mp4'] });
    });

    it('reads duration and bit rate of an audio file and checks its real format', async () => {
      const res = await upload('/api/audio_assets', 'jingle.wav', silentWav(2), 'audio/wav');
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data).toMatchObject({
        asset_type_id: 4,
        mime_type: 'audio/wav',
        duration_ms: 2000,
        bit_rate: 128_000,
      });
      const renamed = await upload('/api/audio_assets', 'jingle.mp3', silentWav(1), 'audio/mpeg');
      expect(renamed.status).toBe(422);
      expect(renamed.json.errors).toEqual({ file: ['validation.asset.type_mismatch'] });
    });
  });

  describe('access', () => {
    it('hides an asset from another account and needs the asset permissions', async () => {
      const mine = await upload('/api/creative_assets', 'private.png', solidPng(30, 30), 'image/png');
      const other = await t.login('trafficker@example.com');
      expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
      expect(
        (await t.request('GET', `/api/creative_assets/${mine.json.data.id}`, { token: other })).status,
      ).toBe(404);
      const list = await t.request('GET', '/api/creative_assets?mode=all', { token: other });
      expect(list.json.data.map((a: { id: number }) => a.id)).not.toContain(mine.json.data.id);
      expect((await t.request('GET', '/api/creative_assets?mode=all')).status).toBe(401);
    });

    it('serves previews only with a valid, unexpired signature', async () => {
      const res = await upload('/api/creative_assets', 'sig.png', solidPng(40, 40), 'image/png');
      const url = res.json.data.url as string;
      expect((await get(url)).status).toBe(200);
      const tampered = url.replace(
        /\/api\/asset_preview\/(\d+)\/([^/]+)\//,
        (_m, e, s) => `/api/asset_preview/${e}/${s.slice(0, -2)}xx/`,
      );
      expect((await get(tampered)).status).toBe(404);
      const [row] = await rows(
        t,
        sql`select storage_key from creative_assets where id = ${res.json.data.id}`,
      );
      const folder = parseFolderKey(String(row!.storage_key))!;
      const expired = `${signedFolderPrefix(t.deps.storage, folder, Date.now() - 301_000)}/original.png`;
      expect((await get(expired)).status).toBe(404);
      const fresh = `${signedFolderPrefix(t.deps.storage, folder)}/original.png`;
      expect((await get(fresh)).status).toBe(200);
    });
  });
});
