import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { multipart } from './helpers.ts';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../modules/creative-assets/fixtures', name), 'utf8');

describe.each(testDatabaseKinds())('VAST extraction on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const extract = (xml: string) =>
    t.request('POST', '/api/list/extract_vast_attributes', { token, body: { xml } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('reads a VAST 2.0 InLine ad: duration, media files, tracking events, clicks and impressions', async () => {
    const res = await extract(fixture('vast2.xml'));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const vast = res.json.data;
    expect(vast).toMatchObject({
      version: '2.0',
      ad_type: 'inline',
      ad_id: 'summer-sale-30',
      ad_title: 'Summer Sale 30s',
      duration: 30,
      duration_text: '00:00:30',
      skip_offset: null,
      skippable: false,
      click_through: 'https://shop.example.com/summer?utm_source=video',
      click_tracking: ['https://ads.example.com/click?ad=summer-sale-30'],
      impression_urls: [
        'https://ads.example.com/impression?ad=summer-sale-30&cb=[CACHEBUSTING]',
        'https://measure.example.com/pixel?campaign=42',
      ],
      error_urls: ['https://ads.example.com/error?code=[ERRORCODE]'],
      vast_ad_tag_uri: null,
    });
    expect(vast.media_files).toHaveLength(3);
    expect(vast.media_files[1]).toEqual({
      url: 'https://cdn.example.com/video/summer-sale-30-1280x720.mp4',
      type: 'video/mp4',
      bitrate: 1500,
      width: 1280,
      height: 720,
      delivery: 'progressive',
      codec: null,
      api_framework: null,
    });
    expect(vast.media_files[2]).toMatchObject({ type: 'video/x-flv', bitrate: 400, width: 480, height: 270 });
    expect(vast.tracking_events.map((e: { event: string }) => e.event)).toEqual([
      'creativeView',
      'start',
      'firstQuartile',
      'midpoint',
      'thirdQuartile',
      'complete',
      'mute',
      'pause',
    ]);
  });

  it('reads a VAST 3.0 ad: skip offset, progress offsets, bit-rate ranges, entities decoded', async () => {
    const res = await extract(fixture('vast3.xml'));
    expect(res.status).toBe(200);
    const vast = res.json.data;
    expect(vast).toMatchObject({
      version: '3.0',
      duration: 15.5,
      skip_offset: '00:00:05',
      skippable: true,
      impression_urls: ['https://ads.example.com/impression?ad=rain-jacket-15&cb=[CACHEBUSTING]'],
    });
    expect(vast.tracking_events).toContainEqual({
      event: 'progress',
      url: 'https://ads.example.com/track?e=progress10s',
      offset: '00:00:10',
    });
    expect(vast.tracking_events).toContainEqual({
      event: 'progress',
      url: 'https://ads.example.com/track?e=progress75',
      offset: '75%',
    });
    expect(vast.tracking_events).toContainEqual({
      event: 'skip',
      url: 'https://ads.example.com/track?e=skip',
      offset: null,
    });
    const [hd, webm, hls, vpaid] = vast.media_files;
    expect(hd).toMatchObject({
      type: 'video/mp4',
      bitrate: 2000,
      width: 1920,
      height: 1080,
      codec: 'avc1.640028',
    });
    // Only a range given: the upper bound is the bit rate a player may need.
    expect(webm).toMatchObject({ type: 'video/webm', bitrate: 800, width: 854, height: 480 });
    expect(hls).toMatchObject({ delivery: 'streaming', bitrate: null });
    expect(vpaid).toMatchObject({ type: 'application/javascript', api_framework: 'VPAID' });
  });

  it('reads a VAST 4.2 ad with a namespace, a percentage skip offset and a mezzanine file left out', async () => {
    const res = await extract(fixture('vast4.xml'));
    expect(res.status).toBe(200);
    const vast = res.json.data;
    expect(vast).toMatchObject({
      version: '4.2',
      ad_title: 'City Break 60s',
      duration: 60,
      skip_offset: '10%',
      skippable: true,
      click_through: 'https://travel.example.com/city-break',
    });
    expect(vast.media_files.map((m: { bitrate: number }) => m.bitrate)).toEqual([2500, 800]);
    expect(vast.media_files[0]).toMatchObject({ width: 1280, height: 720, type: 'video/mp4' });
    expect(vast.tracking_events).toContainEqual({
      event: 'progress',
      url: 'https://ads.example.com/track?e=progress30s',
      offset: '00:00:30.000',
    });
  });

  it('answers the VASTAdTagURI of a wrapper without fetching it', async () => {
    const res = await extract(fixture('vast-wrapper.xml'));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      ad_type: 'wrapper',
      vast_ad_tag_uri: 'https://adserver.example.com/vast?placement=123&cb=[CACHEBUSTING]',
      media_files: [],
      duration: null,
    });
  });

  it('accepts the document as an uploaded file', async () => {
    const form = await multipart(
      {},
      { field: 'file', name: 'ad.xml', type: 'application/xml', body: Buffer.from(fixture('vast3.xml')) },
    );
    const res = await t.request('POST', '/api/list/extract_vast_attributes', { token, ...form });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.duration).toBe(15.5);
  });

  it('refuses malformed XML, documents that are not VAST, DOCTYPEs and an empty body with clear keys', async () => {
    const cases: [string, number, string][] = [
      ['<VAST version="3.0"><Ad><InLine></Ad></VAST>', 422, 'validation.vast.malformed'],
      ['<rss version="2.0"><channel/></rss>', 422, 'validation.vast.not_vast'],
      ['<VAST version="1.0"><Ad><InLine/></Ad></VAST>', 422, 'validation.vast.version'],
      ['<VAST version="3.0"></VAST>', 422, 'validation.vast.no_ad'],
      [
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><VAST version="3.0"><Ad><InLine><AdTitle>&lol2;</AdTitle></InLine></Ad></VAST>',
        422,
        'validation.vast.doctype',
      ],
      ['   ', 400, 'validation.required'],
    ];
    for (const [xml, status, key] of cases) {
      const res = await extract(xml);
      expect(res.status, xml).toBe(status);
      expect(res.json.errors, xml).toEqual({ xml: [key] });
    }
  });
});
