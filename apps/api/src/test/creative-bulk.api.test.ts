import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  createLineItem,
  type ReferenceIds,
  referenceIds,
} from './buying.ts';
import { multipartFiles, solidJpeg, stripedGif, zipOf, zipWithEntryRenamed } from './creative-media.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, rows, solidPng } from './helpers.ts';

const DCM_TAG =
  "<ins class='dcmads' style='display:inline-block;width:300px;height:250px' data-dcm-placement='N1.2EXAMPLE/B3;4' data-dcm-click-tracker='%%CLICK_URL_UNESC%%'><script src='https://www.googletagservices.com/dcm/dcmads.js'></script></ins>";

/** A csv cell, quoted when it holds a comma, quote or line break. */
const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const csvOf = (lines: (string | number)[][]) =>
  Buffer.from(lines.map((l) => l.map(cell).join(',')).join('\r\n'));

describe.each(testDatabaseKinds())('bulk creative upload on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  let line: { id: number; advertiser_id: number };
  let otherAdvertiserLine: { id: number; advertiser_id: number };
  let foreignLine: number;

  const counts = async () => ({
    creatives: await countOf(t, sql`select count(*) as n from creatives`),
    assets: await countOf(t, sql`select count(*) as n from creative_assets`),
    associations: await countOf(t, sql`select count(*) as n from creative_line_associations`),
    folders: (
      await readdir(path.join(t.deps.config.dataDir, 'files', 'creative-assets', '1')).catch(
        () => [] as string[],
      )
    ).length,
  });
  const bulk = async (zip: Buffer, csv: Buffer, fields: Record<string, string | number> = {}, as = token) => {
    const form = await multipartFiles(fields, [
      { field: 'zip', name: 'assets.zip', type: 'application/zip', body: zip },
      { field: 'csv', name: 'rows.csv', type: 'text/csv', body: csv },
    ]);
    return t.request('POST', '/api/creatives/bulk', { token: as, ...form });
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    await acceptTerms(t, token);
    const advertiser = await createAdvertiser(t, token, ids);
    line = await createLineItem(t, token, ids, (await createCampaign(t, token, ids, advertiser.id)).id);
    const second = await createAdvertiser(t, token, ids);
    otherAdvertiserLine = await createLineItem(
      t,
      token,
      ids,
      (await createCampaign(t, token, ids, second.id)).id,
    );
    // A line item of the other account: it must look like one that does not exist.
    const other = await t.login('trafficker@example.com');
    await t.request('PUT', '/api/set_account/2', { token: other });
    const otherIds = await referenceIds(t, other);
    const terms = await t.request('GET', '/api/campaigns/terms', { token: other });
    if (!terms.json.data.accepted) await acceptTerms(t, other);
    const foreignAdvertiser = await createAdvertiser(t, other, otherIds);
    foreignLine = (
      await createLineItem(
        t,
        other,
        otherIds,
        (
          await createCampaign(t, other, otherIds, foreignAdvertiser.id)
        ).id,
      )
    ).id;
  });
  afterAll(() => t.close());

  it('creates the valid image rows with their associations and reports each invalid row with its reason', async () => {
    const zip = await zipOf({
      'banners/medium-300x250.png': solidPng(300, 250),
      'banners/leaderboard.gif': stripedGif(728, 90),
      'skyscraper.jpg': solidJpeg(160, 600),
      'odd.png': solidPng(123, 45),
      'fake.png': 'this is text, not an image',
    });
    const url = 'https://shop.example.com/summer';
    const csv = csvOf([
      ['Creative Name', 'Asset Name', 'Line Item ID', 'Start Date', 'End Date', 'App Nexus', 'Click URL'],
      ['Summer 300x250', 'medium-300x250.png', line.id, '01/07/2030', '31/07/2030', 'OFF', url], // 2 created
      ['Summer 728x90', 'banners/leaderboard.gif', line.id, '', '', 'ON', url], // 3 created
      ['Summer missing', 'nowhere.png', line.id, '', '', '', url], // 4
      ['Summer two lines', 'skyscraper.jpg', `${line.id};${line.id}`, '', '', '', url], // 5
      ['Summer bad date', 'skyscraper.jpg', line.id, '2030-07-01', '', '', url], // 6
      ['Summer foreign line', 'skyscraper.jpg', foreignLine, '', '', '', url], // 7
      ['Summer fake', 'fake.png', line.id, '', '', '', url], // 8
      ['Summer odd size', 'odd.png', line.id, '', '', '', url], // 9
      ['Summer no click', 'skyscraper.jpg', line.id, '', '', '', ''], // 10 created: the advertiser's site
      ['Summer flag', 'skyscraper.jpg', line.id, '', '', 'MAYBE', url], // 11
      ['', 'skyscraper.jpg', line.id, '', '', '', url], // 12
      ['Summer other advertiser', 'skyscraper.jpg', otherAdvertiserLine.id, '', '', '', url], // 13 created
      ['Summer\u0000NUL', 'skyscraper.jpg', line.id, '', '', '', url], // 14: NUL cannot be stored
    ]);
    const before = await counts();
    const res = await bulk(zip, csv, { template: 'image' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const result = res.json.data;
    const outcome = result.rows.map(
      (r: { row: number; status: string; reason: string | null; field: string | null }) => [
        r.row,
        r.status,
        r.reason,
        r.field,
      ],
    );
    expect(outcome).toEqual([
      [2, 'created', null, null],
      [3, 'created', null, null],
      [4, 'skipped', 'creative_bulk.asset_not_in_zip', 'asset_name'],
      [5, 'skipped', 'creative_bulk.one_line_item', 'line_item_id'],
      [6, 'skipped', 'creative_bulk.date_format', 'start_date'],
      [7, 'skipped', 'creative_bulk.line_item_not_found', 'line_item_id'],
      [8, 'skipped', 'validation.asset.not_an_image', 'asset_name'],
      [9, 'skipped', 'creative_bulk.size_not_standard', 'asset_name'],
      [10, 'created', null, null],
      [11, 'skipped', 'creative_bulk.app_nexus_flag', 'app_nexus'],
      [12, 'skipped', 'validation.required', 'creative_name'],
      [13, 'created', null, null],
      [14, 'skipped', 'validation.invalid_characters', 'creative_name'],
    ]);
    expect(result.created).toBe(4);
    expect(result.skipped).toBe(9);

    // Exactly one asset, creative and association per created row: the skipped rows left nothing,
    // not even row 14, whose asset was stored before the creative rules refused it.
    const after = await counts();
    expect(after).toEqual({
      creatives: before.creatives + 4,
      assets: before.assets + 4,
      associations: before.associations + 4,
      folders: before.folders + 4,
    });
    // A row without click_url clicks through to the advertiser's site.
    const [noClick] = await rows(
      t,
      sql`select c.click_url, c.landing_page_url, a.domain from creatives c join advertisers a on a.id = c.advertiser_id
          where c.id = ${result.rows[8].creative_id}`,
    );
    expect(noClick).toMatchObject({
      click_url: `https://${noClick!.domain}/`,
      landing_page_url: `https://${noClick!.domain}/`,
    });

    const first = result.rows[0];
    const [creative] = await rows(
      t,
      sql`select c.name, c.creative_template_id, c.primary_asset_id, c.size_id, c.width, c.height, c.click_url,
                 c.advertiser_id, c.appnexus_submit, to_char(c.start_date, 'YYYY-MM-DD HH24:MI:SS') as start_date,
                 to_char(c.end_date, 'YYYY-MM-DD HH24:MI:SS') as end_date
          from creatives c where c.id = ${first.creative_id}`,
    );
    expect(creative).toMatchObject({
      name: 'Summer 300x250',
      creative_template_id: 1,
      primary_asset_id: first.asset_id,
      size_id: 1,
      width: 300,
      height: 250,
      click_url: url,
      advertiser_id: line.advertiser_id,
      appnexus_submit: false,
      start_date: '2030-07-01 00:00:00',
      end_date: '2030-07-31 23:59:59',
    });
    const lines = await t.request('GET', `/api/creatives/${first.creative_id}/lines`, { token });
    expect(lines.status, JSON.stringify(lines.json)).toBe(200);
    expect(lines.json.data.map((a: { line_item_id: number }) => a.line_item_id)).toEqual([line.id]);
    const third = result.rows[11];
    const [third13] = await rows(t, sql`select advertiser_id from creatives where id = ${third.creative_id}`);
    expect(Number(third13!.advertiser_id)).toBe(otherAdvertiserLine.advertiser_id);
    const [second] = await rows(
      t,
      sql`select appnexus_submit from creatives where id = ${result.rows[1].creative_id}`,
    );
    expect(second!.appnexus_submit).toBe(true);
  });

  it('creates script-tag rows with their thumbnails, by the ad server that wrote the tag', async () => {
    const zip = await zipOf({ 'thumbs/thumb300.png': solidPng(300, 250), 'thumb_1.png': solidPng(300, 250) });
    const csv = csvOf([
      [
        'creative_name',
        'dimension_width',
        'dimension_height',
        'javascript_tag',
        'thumbnail_upload',
        'line_item_id',
        'click_url',
      ],
      ['DCM rectangle', 300, 250, DCM_TAG, 'thumb300.png', line.id, 'https://shop.example.com/dcm'],
      ['Bad thumb name', 300, 250, DCM_TAG, 'thumb_1.png', line.id, ''],
      [
        'Insecure',
        300,
        250,
        '<script src="http://ads.example.com/a.js"></script>',
        'thumb300.png',
        line.id,
        '',
      ],
      ['Odd size', 301, 250, DCM_TAG, 'thumb300.png', line.id, ''],
    ]);
    const before = await counts();
    const res = await bulk(zip, csv, { template: 'script_tag' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(
      res.json.data.rows.map((r: { status: string; reason: string | null }) => [r.status, r.reason]),
    ).toEqual([
      ['created', null],
      ['skipped', 'creative_bulk.thumbnail_name'],
      ['skipped', 'creative_tag.insecure_url'],
      ['skipped', 'creative_bulk.size_not_standard'],
    ]);
    const created = res.json.data.rows[0];
    const [creative] = await rows(
      t,
      sql`select c.creative_template_id, c.tag, c.thumbnail_id, c.size_id from creatives c where c.id = ${created.creative_id}`,
    );
    expect(creative).toMatchObject({
      creative_template_id: 14,
      tag: DCM_TAG,
      thumbnail_id: created.asset_id,
      size_id: 1,
    });
    const [thumb] = await rows(
      t,
      sql`select thumbnail, name from creative_assets where id = ${created.asset_id}`,
    );
    expect(thumb).toMatchObject({ thumbnail: true, name: 'thumb300.png' });
    const after = await counts();
    expect(after.creatives - before.creatives).toBe(1);
    expect(after.assets - before.assets).toBe(1);
    expect(after.associations - before.associations).toBe(1);
  });

  it("skips a row whose file in the zip is over its kind's limit, reading no more than the limit", async () => {
    const zip = await zipOf({ 'huge.png': solidPng(300, 250, [0, 0, 0], false, 2_500_000) });
    const csv = csvOf([
      ['creative_name', 'asset_name', 'line_item_id', 'click_url'],
      ['Too big', 'huge.png', line.id, 'https://shop.example.com'],
    ]);
    const before = await counts();
    const res = await bulk(zip, csv);
    expect(res.status).toBe(200);
    expect(res.json.data.rows[0]).toMatchObject({
      status: 'skipped',
      reason: 'validation.zip.entry_too_large',
      field: 'asset_name',
    });
    expect(await counts()).toEqual(before);
    // Nothing of the refused entry is left behind, not even a file opened after the answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readdir(path.join(t.deps.config.dataDir, 'files', '.incoming'))).toEqual([]);
  });

  it('refuses a hostile zip (path outside its root, over 1,000 entries) before writing anything', async () => {
    const csv = csvOf([
      ['creative_name', 'asset_name', 'line_item_id', 'click_url'],
      ['Any', 'a.png', line.id, 'https://shop.example.com'],
    ]);
    const before = await counts();
    const slip = await zipWithEntryRenamed(
      { 'a.png': solidPng(300, 250), 'xx/evil.png': 'x' },
      'xx/evil.png',
      '../evil.png',
    );
    const slipped = await bulk(slip, csv);
    expect(slipped.status).toBe(422);
    expect(slipped.json.errors).toEqual({ zip: ['validation.zip.path_outside_root'] });
    const many: Record<string, string | Buffer> = { 'a.png': solidPng(300, 250) };
    for (let i = 0; i < 1000; i++) many[`filler/${i}.txt`] = '';
    const crowded = await bulk(await zipOf(many), csv);
    expect(crowded.status).toBe(422);
    expect(crowded.json.errors).toEqual({ zip: ['validation.zip.too_many_entries'] });
    expect(await counts()).toEqual(before);
    const incoming = await readdir(path.join(t.deps.config.dataDir, 'files', '.incoming'));
    expect(incoming).toEqual([]);
  });

  it('needs both files, the required columns and the bulk permission', async () => {
    const zip = await zipOf({ 'a.png': solidPng(300, 250) });
    const onlyZip = await multipartFiles({}, [
      { field: 'zip', name: 'a.zip', type: 'application/zip', body: zip },
    ]);
    const missing = await t.request('POST', '/api/creatives/bulk', { token, ...onlyZip });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual({ csv: ['creative_bulk.csv_required'] });

    const noLineColumn = await bulk(
      zip,
      csvOf([
        ['creative_name', 'asset_name'],
        ['A', 'a.png'],
      ]),
    );
    expect(noLineColumn.status).toBe(422);
    expect(noLineColumn.json.errors).toEqual({ csv: ['creative_bulk.csv_columns'] });

    const viewer = await t.login('viewer@example.com');
    const denied = await bulk(
      zip,
      csvOf([
        ['creative_name', 'asset_name', 'line_item_id'],
        ['A', 'a.png', line.id],
      ]),
      {},
      viewer,
    );
    expect(denied.status).toBe(403);
  });

  it('offers a sample csv of each variant', async () => {
    const image = await t.request('GET', '/api/creatives/bulk/template/image', { token });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toContain('text/csv');
    expect(image.body.toString().split('\r\n')[0]).toBe(
      'creative_name,asset_name,line_item_id,start_date,end_date,app_nexus,click_url',
    );
    const script = await t.request('GET', '/api/creatives/bulk/template/script_tag', { token });
    expect(script.body.toString()).toContain('javascript_tag');
  });
});
