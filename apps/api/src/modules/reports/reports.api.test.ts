import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClickHouseSink, type DeliveryEvent } from '@beacon/analytics';
import { REPORT_TYPES } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUtcText } from '../../modules/metrics/money.ts';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  createLineItem,
  type ReferenceIds,
  referenceIds,
} from '../../test/buying.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { ADMIN_EMAIL, PASSWORD, startTestApp, type TestApp } from '../../test/harness.ts';
import { createActiveUser, roleIds, rows } from '../../test/helpers.ts';
import { startSmtp } from '../../test/smtp.ts';
import { failReport, generateReport } from './generate.ts';
import { removeExpiredFiles } from './job.ts';

const HOUR = 3_600_000;
const now = Date.now();
const hoursAgo = (h: number) => new Date(now - h * HOUR - 7 * 60_000);

type Owner = { account: number; advertiser: number; campaign: number; line: number };

/** The CSV of a report: its provenance block (label → value), header and rows. */
function parseCsv(text: string) {
  const lines = text.trim().split('\n');
  const blank = lines.indexOf('');
  const block = new Map(
    lines.slice(0, blank).map((l) => {
      const i = l.indexOf(',');
      return [l.slice(0, i), l.slice(i + 1).replace(/^"|"$/g, '')] as const;
    }),
  );
  const header = lines[blank + 1]!.split(',');
  const body = lines.slice(blank + 2).map((l) => {
    const cells = l.split(',');
    return Object.fromEntries(header.map((h, i) => [h, cells[i]!]));
  });
  return { block, header, body };
}

describe.each(testDatabaseKinds())('reports on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: string;
  let other: string;
  let ids: ReferenceIds;
  const usd = { advertiser: 0, campaign: 0, lines: [0, 0] };
  const eur = { advertiser: 0, campaign: 0, line: 0 };
  let foreign = { advertiser: 0, campaign: 0, line: 0 };

  const query = async <T>(text: string, params: Record<string, unknown> = {}) =>
    (await t.deps.analytics.get()).query<T>(text, params);

  /** `count` events of one line, `devices` distinct devices, over the last hours and the cities given. */
  const deliver = (
    o: Owner,
    count: number,
    devices: number,
    values: Partial<DeliveryEvent>,
    cities = ['3688689'],
  ) =>
    Array.from({ length: count }, (_, i) => ({
      event_time: hoursAgo(1 + (i % 5)),
      account_id: o.account,
      advertiser_id: o.advertiser,
      campaign_id: o.campaign,
      line_item_id: o.line,
      creative_id: 1,
      device_id: `dev-${o.account}-${o.line}-${i % devices}`,
      device_id_type: 'maid' as const,
      country_code: 'CO',
      region_code: 'CO-DC',
      city_code: cities[i % cities.length]!,
      impressions: 1,
      ...values,
    }));

  const request = (body: Record<string, unknown>, token = admin) =>
    t.request('POST', '/api/reports/run', { token, body });
  const campaignRequest = (overrides: Record<string, unknown> = {}) => ({
    report_type: 'campaign',
    data_range: 'last_7_days',
    dimensions: ['campaign', 'line_item'],
    metrics: ['impressions', 'clicks', 'ctr', 'spend', 'conversions', 'unique_devices'],
    filters: { campaigns: [usd.campaign, eur.campaign] },
    ...overrides,
  });
  /** Runs a report to its end and answers the poll. */
  const runToEnd = async (body: Record<string, unknown>, token = admin) => {
    const res = await request(body, token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.no_data).toBe(false);
    await t.deps.jobs.idle();
    const id = res.json.data.report_job_id as number;
    const poll = await t.request('GET', `/api/reports/get_report/${id}/${body.report_type}`, { token });
    expect(poll.status, JSON.stringify(poll.json)).toBe(200);
    return { id, poll: poll.json.data };
  };
  const download = (id: number, token = admin) => t.request('GET', `/api/reports/${id}/download`, { token });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
      REPORT_DIRECT_MAX_ROWS: '5',
    });
    admin = await t.login(ADMIN_EMAIL);
    other = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    ids = await referenceIds(t, admin);
    await acceptTerms(t, admin);
    await acceptTerms(t, other);

    const a1 = await createAdvertiser(t, admin, ids, { currency: 'USD' });
    const c1 = await createCampaign(t, admin, ids, a1.id);
    Object.assign(usd, { advertiser: a1.id, campaign: c1.id });
    for (const i of [0, 1]) usd.lines[i] = (await createLineItem(t, admin, ids, c1.id)).id;
    const a2 = await createAdvertiser(t, admin, ids, { currency: 'EUR' });
    const c2 = await createCampaign(t, admin, ids, a2.id);
    Object.assign(eur, {
      advertiser: a2.id,
      campaign: c2.id,
      line: (await createLineItem(t, admin, ids, c2.id)).id,
    });
    const b = await createAdvertiser(t, other, ids);
    const cb = await createCampaign(t, other, ids, b.id);
    foreign = { advertiser: b.id, campaign: cb.id, line: (await createLineItem(t, other, ids, cb.id)).id };

    const line0 = { account: 1, advertiser: usd.advertiser, campaign: usd.campaign, line: usd.lines[0]! };
    const line1 = { account: 1, advertiser: usd.advertiser, campaign: usd.campaign, line: usd.lines[1]! };
    const eurLine = { account: 1, advertiser: eur.advertiser, campaign: eur.campaign, line: eur.line };
    const store = await t.deps.analytics.get();
    const sink = createClickHouseSink(store);
    await sink.write('delivery', [
      // 60 devices: above the privacy floor; line 1 has 4, under it.
      ...deliver(line0, 120, 60, { spend_micros: 2_500 }, ['3688689', '3687925', '3674962']),
      ...deliver(line0, 10, 10, { clicks: 1, spend_micros: 2_500 }),
      ...deliver(line1, 20, 4, { video_starts: 1, video_completes: 1, spend_micros: 4_000 }, ['3685533']),
      // Seven cities in all: past the direct limit of 5.
      ...deliver(eurLine, 25, 25, { clicks: 1, spend_micros: 1_000 }, ['3667905', '3680656', '3671916']),
      // Another account's events under this account's ids are never read.
      ...deliver({ ...line0, account: 2 }, 30, 30, { clicks: 1, spend_micros: 9_000_000 }),
      ...deliver({ account: 2, ...foreign }, 10, 10, { spend_micros: 1 }),
    ]);
    await sink.flush();
    await store.insert('conversion_credits', [
      ...Array.from({ length: 3 }, (_, i) => ({
        event_time: toUtcText(hoursAgo(2).getTime()),
        account_id: '1',
        advertiser_id: String(usd.advertiser),
        conversion_event_id: '1',
        campaign_id: String(usd.campaign),
        line_item_id: String(usd.lines[0]),
        creative_id: '1',
        device_id: `conv-${i}`,
        device_id_type: 'maid',
        value_micros: '2000000',
        touch: 'click',
        source: 'pixel',
        batch_to: toUtcText(now),
      })),
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('offers only the types it runs, with their fields, ranges and years', async () => {
    const types = await t.request('GET', '/api/reports/get_types', { token: admin });
    expect(types.status).toBe(200);
    expect(types.json.data.map((r: { code: string }) => r.code)).toEqual(REPORT_TYPES.map((r) => r.code));
    expect(types.json.data.every((r: { allowed: boolean }) => r.allowed)).toBe(true);
    const dims = await t.request('GET', '/api/reports/get_dimensions?report_type=campaign', { token: admin });
    expect(dims.json.data.map((f: { code: string }) => f.code)).toContain('device_type');
    const metrics = await t.request('GET', '/api/reports/get_metrics?report_type=geography', {
      token: admin,
    });
    expect(metrics.json.data.find((f: { code: string }) => f.code === 'unique_devices').devices).toBe(true);
    const maids = await t.request('GET', '/api/reports/get_metrics?report_type=maids', { token: admin });
    expect(maids.json.data.map((f: { code: string }) => f.code)).toContain('impressions');
    const ranges = await t.request('GET', '/api/reports/get_data_ranges', { token: admin });
    const year = new Date().getUTCFullYear();
    expect(ranges.json.data.years).toEqual([year, year - 1]);
    expect(ranges.json.data.quick).toEqual(['custom', 'last_7_days', 'last_30_days']);
  });

  it('refuses incomplete requests with the field keys, and changes nothing', async () => {
    const before = await rows(t, sql`select count(*)::int as n from report_jobs`);
    const missing = await request({
      report_type: 'campaign',
      data_range: 'custom',
      start_date: '2026-01-01',
    });
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toMatchObject({
      end_date: ['report.data_range_required'],
      dimensions: ['report.dimensions_required'],
      metrics: ['report.metrics_required'],
    });
    const backwards = await request(
      campaignRequest({
        data_range: 'custom',
        start_date: toUtcText(now).slice(0, 10),
        end_date: '2000-01-01',
      }),
    );
    expect(backwards.status).toBe(422);
    const unknown = await request(campaignRequest({ dimensions: ['planet'] }));
    expect(unknown.json.errors).toEqual({ dimensions: ['report.dimension_unknown'] });
    const oldYear = await request(campaignRequest({ report_year: 2001 }));
    expect(oldYear.json.errors).toEqual({ report_year: ['report.year_invalid'] });
    const badType = await request(campaignRequest({ report_type: 'weather' }));
    expect(badType.status).toBe(400);
    const notHere = await request(campaignRequest({ report_type: 'geography' }));
    expect(notHere.json.errors).toEqual({ report_type: ['report.type_invalid'] });
    // A layer is a private layer id of the account or `category:<name>`; nothing else reads places.
    const layer = (layer_name: string) =>
      request({
        report_type: 'store_attribution',
        data_range: 'last_7_days',
        dimensions: ['place'],
        metrics: ['visits'],
        filters: { campaigns: [usd.campaign], layer_name },
      });
    expect((await layer('shops')).json.errors).toEqual({
      'filters.layer_name': ['report.layer_name_invalid'],
    });
    expect((await layer('category:')).status).toBe(422);
    expect((await layer('999999')).status).toBe(404);
    const after = await rows(t, sql`select count(*)::int as n from report_jobs`);
    expect(after).toEqual(before);
  });

  it('writes the campaign report: totals agree with the store, provenance, currency and privacy floor', async () => {
    const { id, poll } = await runToEnd(campaignRequest());
    expect(poll.status).toBe('success');
    expect(poll.job).toMatchObject({ rows: 3, downloadable: true, time_zone: 'UTC', source: 'direct' });
    expect(poll.columns).toEqual([
      'campaign',
      'line_item',
      'currency',
      'impressions',
      'clicks',
      'ctr',
      'spend',
      'conversions',
      'unique_devices',
    ]);
    const file = await download(id);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="campaign-\d+-.*\.csv"/);
    const csv = parseCsv(file.body.toString('utf8'));
    expect(csv.block.get('Report')).toBe('Campaign report');
    expect(csv.block.get('Time zone')).toBe('UTC');
    expect(csv.block.get('Data complete through')).toBeTruthy();
    expect(csv.block.get('Privacy')).toContain('< 50');
    expect(csv.block.get('Filters')).toContain(`#${usd.campaign}`);
    expect(csv.body).toHaveLength(3);

    const [direct] = await query<Record<string, string>>(
      `SELECT sum(impressions) AS impressions, sum(clicks) AS clicks, sum(spend_micros) AS spend
       FROM delivery_events WHERE account_id = 1 AND campaign_id IN {c:Array(UInt64)}`,
      { c: [usd.campaign, eur.campaign] },
    );
    const total = (k: string) => csv.body.reduce((s, r) => s + Number(r[k]), 0);
    expect(total('impressions')).toBe(Number(direct!.impressions));
    expect(total('clicks')).toBe(Number(direct!.clicks));
    expect(total('spend')).toBeCloseTo(Number(direct!.spend) / 1e6, 6);

    const byLine = (lineName: string) => csv.body.find((r) => r.line_item === lineName)!;
    const lines = await rows<{ id: number; name: string }>(
      t,
      sql`select id, name from line_items where id in (${usd.lines[0]}, ${usd.lines[1]}, ${eur.line})`,
    );
    const name = (lineId: number) => lines.find((l) => l.id === lineId)!.name;
    expect(byLine(name(usd.lines[0]!))).toMatchObject({
      currency: 'USD',
      unique_devices: '60',
      conversions: '3',
    });
    expect(byLine(name(usd.lines[1]!))).toMatchObject({ unique_devices: '< 50', conversions: '0' });
    expect(byLine(name(eur.line))).toMatchObject({ currency: 'EUR', unique_devices: '< 50' });
    // The preview shows what the file says.
    const previewLine1 = poll.preview.find((r: unknown[]) => r[1] === name(usd.lines[1]!));
    expect(previewLine1[8]).toBe('< 50');
  });

  it('reads days in the report time zone and device types from the raw events', async () => {
    const { id, poll } = await runToEnd(
      campaignRequest({ dimensions: ['day', 'device_type'], metrics: ['impressions'], type: 'xlsx' }),
    );
    expect(poll.status).toBe('success');
    const file = await download(id);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Report', 'About']);
    const about: unknown[][] = [];
    workbook.getWorksheet('About')!.eachRow((r) => about.push((r.values as unknown[]).slice(1)));
    expect(about).toContainEqual(['Time zone', 'UTC']);
    const impressions = poll.preview.reduce((s: number, r: unknown[]) => s + Number(r[2]), 0);
    expect(impressions).toBe(120 + 10 + 20 + 25);
    expect(poll.preview.every((r: unknown[]) => r[1] === 'unknown')).toBe(true);
  });

  it('reads days in the campaigns’ own time zone when asked for the advertiser’s', async () => {
    const zones = await t.request('GET', '/api/list/timezones', { token: admin });
    const bogota = zones.json.data.find((z: { name: string }) => z.name === 'America/Bogota');
    const campaign = await createCampaign(t, admin, ids, usd.advertiser, { timezone_id: bogota.id });
    // The line item only names the events: the report reads days by campaign.
    const line = 1;
    // Two events 3 hours apart around local midnight of Bogota (05:00 UTC) two days ago.
    const midnight = new Date(`${new Date(now - 2 * 86_400_000).toISOString().slice(0, 10)}T05:00:00Z`);
    const at = (minutes: number) => new Date(midnight.getTime() + minutes * 60_000);
    const sink = createClickHouseSink(await t.deps.analytics.get());
    const owner = { account: 1, advertiser: usd.advertiser, campaign: campaign.id, line };
    await sink.write('delivery', [
      { ...deliver(owner, 1, 1, { spend_micros: 1 })[0]!, event_time: at(-90) },
      { ...deliver(owner, 1, 1, { spend_micros: 1 })[0]!, event_time: at(90) },
    ]);
    await sink.flush();
    const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(d);
    for (const [timeZone, expected] of [
      ['advertiser', [day(at(-90)), day(at(90))]],
      ['utc', [at(0).toISOString().slice(0, 10)]],
    ] as const) {
      const { poll } = await runToEnd(
        campaignRequest({
          data_range: 'last_30_days',
          time_zone: timeZone,
          dimensions: ['day'],
          metrics: ['impressions'],
          filters: { campaigns: [campaign.id] },
        }),
      );
      expect(poll.job.time_zone).toBe(timeZone === 'utc' ? 'UTC' : 'America/Bogota');
      expect(poll.preview.map((r: unknown[]) => r[0])).toEqual(expected);
    }
    // Local hours, from the hourly rollup (Bogota is a whole number of hours from UTC).
    const { poll } = await runToEnd(
      campaignRequest({
        data_range: 'last_30_days',
        dimensions: ['hour'],
        metrics: ['impressions'],
        filters: { campaigns: [campaign.id] },
      }),
    );
    expect(poll.preview.map((r: unknown[]) => r[0])).toEqual([
      `${day(at(-90))} 22:00`,
      `${day(at(90))} 01:00`,
    ]);
  });

  it('reads a long window a week per store call, in day order, with each day exact', async () => {
    const campaign = await createCampaign(t, admin, ids, usd.advertiser);
    const owner = { account: 1, advertiser: usd.advertiser, campaign: campaign.id, line: 7 };
    // The same 60 devices on four days a week apart: days never split, so each counts 60.
    const days = [23, 16, 9, 2].map(
      (ago) => new Date(`${new Date(now - ago * 86_400_000).toISOString().slice(0, 10)}T12:00:00Z`),
    );
    const sink = createClickHouseSink(await t.deps.analytics.get());
    await sink.write(
      'delivery',
      days.flatMap((at) =>
        deliver(owner, 60, 60, { spend_micros: 1 }).map((e) => ({ ...e, event_time: at })),
      ),
    );
    await sink.flush();
    const { poll } = await runToEnd(
      campaignRequest({
        data_range: 'last_30_days',
        time_zone: 'utc',
        // The country is only in the raw events, which are read a week per call.
        dimensions: ['day', 'campaign_id', 'country'],
        metrics: ['impressions', 'unique_devices'],
        filters: { campaigns: [campaign.id] },
      }),
    );
    expect(poll.preview).toEqual(days.map((d) => [d.toISOString().slice(0, 10), campaign.id, 'CO', 60, 60]));
  });

  it('answers no_data without a job when nothing was delivered in scope', async () => {
    const year = new Date().getUTCFullYear() - 1;
    const res = await request(campaignRequest({ report_year: year }));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ report_job_id: null, no_data: true });
  });

  it('ends a job whose query finds no row empty, with no file', async () => {
    const [row] = await rows<{ id: number }>(
      t,
      sql`insert into report_jobs (account_id, user_id, source, report_type, name, file_type, request,
            start_date, end_date, time_zone, privacy_min_devices)
          values (1, null, 'direct', 'campaign', 'empty one', 'csv',
            ${JSON.stringify(campaignRequest({ filters: { advertisers: [], campaigns: [usd.campaign], line_items: [], creatives: [] } }))}::jsonb,
            '2001-01-01', '2001-01-02', 'UTC', 50) returning id`,
    );
    await generateReport(t.deps, { reportJobId: row!.id, advertiserIds: null });
    const poll = await t.request('GET', `/api/reports/get_report/${row!.id}/campaign`, { token: admin });
    expect(poll.json.data).toMatchObject({ status: 'empty', preview: [] });
    expect(poll.json.data.job).toMatchObject({ rows: 0, downloadable: false, error: 'report.empty' });
    expect((await download(row!.id)).status).toBe(404);
  });

  it('a failing attempt leaves no file and keeps the error; the failed hook ends the report in error', async () => {
    const [row] = await rows<{ id: number }>(
      t,
      sql`insert into report_jobs (account_id, user_id, source, report_type, name, file_type, request,
            start_date, end_date, time_zone, privacy_min_devices)
          values (1, null, 'direct', 'campaign', 'broken one', 'csv',
            ${JSON.stringify(campaignRequest({ dimensions: ['no_such_dimension'], filters: { advertisers: [], campaigns: [], line_items: [], creatives: [] } }))}::jsonb,
            '2026-01-01', '2026-01-02', 'UTC', 50) returning id`,
    );
    const id = row!.id;
    await expect(generateReport(t.deps, { reportJobId: id, advertiserIds: null })).rejects.toThrow();
    const folder = path.join(t.deps.config.dataDir, 'files', 'reports', '1');
    const left = await readdir(folder).catch(() => [] as string[]);
    expect(left.filter((f) => f.startsWith(`${id}.`))).toEqual([]);
    const [during] = await rows<{ status: string; error: string }>(
      t,
      sql`select status, error from report_jobs where id = ${id}`,
    );
    expect(during!.status).toBe('in_progress');
    expect(during!.error).toBeTruthy();
    await failReport(t.deps, { reportJobId: id, advertiserIds: null }, 'the store refused the query');
    const poll = await t.request('GET', `/api/reports/get_report/${id}/campaign`, { token: admin });
    expect(poll.json.data).toMatchObject({ status: 'error', preview: [] });
    expect(poll.json.data.job).toMatchObject({ error: 'the store refused the query', downloadable: false });
  });

  it('keeps accounts apart: another account’s ids and jobs answer 404', async () => {
    const theirs = await request(campaignRequest(), other);
    expect(theirs.status).toBe(404);
    const { id } = await runToEnd(
      campaignRequest({
        filters: { campaigns: [foreign.campaign] },
        dimensions: ['campaign'],
        metrics: ['spend'],
      }),
      other,
    );
    expect((await t.request('GET', `/api/reports/get_report/${id}/campaign`, { token: admin })).status).toBe(
      404,
    );
    expect((await download(id)).status).toBe(404);
    expect((await t.request('GET', `/api/reports/${id}`, { token: admin })).status).toBe(404);
    expect((await t.request('DELETE', `/api/reports/${id}`, { token: admin })).status).toBe(404);
    const mine = parseCsv((await download(id, other)).body.toString('utf8'));
    expect(mine.body).toEqual([{ campaign: expect.any(String), currency: 'USD', spend: '0.00001' }]);
    // Account 1's report never holds account 2's rows (which carry account 1's ids).
    const { id: ours } = await runToEnd(
      campaignRequest({ dimensions: ['line_item_id'], metrics: ['clicks'] }),
    );
    const csv = parseCsv((await download(ours)).body.toString('utf8'));
    const line0 = csv.body.find((r) => r.line_item_id === String(usd.lines[0]))!;
    expect(line0.clicks).toBe('10');
  });

  it('keeps a user restricted to some advertisers to them and to their own reports', async () => {
    const role = (await roleIds(t)).reporting!;
    const user = await createActiveUser(t, admin, role, PASSWORD);
    await t.deps.db.execute(
      sql`insert into user_advertisers (account_id, user_id, advertiser_id) values (1, ${user.id}, ${eur.advertiser})`,
    );
    const hidden = await request(campaignRequest(), user.token);
    expect(hidden.status).toBe(404);
    const { id } = await runToEnd(
      campaignRequest({ dimensions: ['advertiser_id'], metrics: ['impressions'], filters: {} }),
      user.token,
    );
    const csv = parseCsv((await download(id, user.token)).body.toString('utf8'));
    expect(csv.body).toEqual([{ advertiser_id: String(eur.advertiser), impressions: '25' }]);
    const { id: adminReport } = await runToEnd(
      campaignRequest({ dimensions: ['campaign'], metrics: ['clicks'] }),
    );
    expect((await t.request('GET', `/api/reports/${adminReport}`, { token: user.token })).status).toBe(404);
    const list = await t.request('GET', '/api/reports?mode=all', { token: user.token });
    expect(list.json.data.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('refuses the download after the file expired (410) and the clean-up removes it', async () => {
    const { id } = await runToEnd(campaignRequest({ dimensions: ['campaign'], metrics: ['impressions'] }));
    const [job] = await rows<{ file_key: string }>(t, sql`select file_key from report_jobs where id = ${id}`);
    expect(await t.deps.storage.size(job!.file_key)).toBeGreaterThan(0);
    await t.deps.db.execute(
      sql`update report_jobs set expires_at = now() - interval '1 minute' where id = ${id}`,
    );
    const late = await download(id);
    expect(late.status).toBe(410);
    expect(late.json.code).toBe('report.expired');
    expect(await removeExpiredFiles(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await t.deps.storage.size(job!.file_key)).toBeNull();
    const poll = await t.request('GET', `/api/reports/get_report/${id}/campaign`, { token: admin });
    expect(poll.json.data.job.downloadable).toBe(false);
  });

  it('a job run again after a crash leaves one complete file and the right status', async () => {
    const { id } = await runToEnd(campaignRequest({ dimensions: ['campaign'], metrics: ['impressions'] }));
    const [job] = await rows<{ file_key: string }>(t, sql`select file_key from report_jobs where id = ${id}`);
    const complete = (await download(id)).body.toString('utf8');
    // A crash mid-write: the row back to in_progress and a partial file beside the final one.
    const folder = path.join(t.deps.config.dataDir, 'files', path.dirname(job!.file_key));
    await writeFile(path.join(folder, `${path.basename(job!.file_key)}.partial-crashed`), 'Report,Camp');
    await t.deps.db.execute(
      sql`update report_jobs set status = 'in_progress', file_key = null, expires_at = null where id = ${id}`,
    );
    await generateReport(t.deps, { reportJobId: id, advertiserIds: null });
    const again = (await download(id)).body.toString('utf8');
    expect(parseCsv(again).body).toEqual(parseCsv(complete).body);
    expect(await t.deps.storage.removePartials('reports', 0)).toBe(1);
    const left = (await readdir(folder)).filter((f) => f.startsWith(`${id}.`));
    expect(left).toEqual([path.basename(job!.file_key)]);
    const [row] = await rows<{ status: string }>(t, sql`select status from report_jobs where id = ${id}`);
    expect(row!.status).toBe('success');
  });

  it('e-mails the file as an attachment through SMTP, within the size limit', async () => {
    const { id } = await runToEnd(campaignRequest({ dimensions: ['campaign'], metrics: ['impressions'] }));
    const before = smtp.received.length;
    const res = await t.request('POST', `/api/reports/send_email_report_job/${id}`, {
      token: admin,
      body: { email_subject: 'Weekly figures', emails: ['boss@example.com'] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    await t.deps.jobs.idle();
    expect(smtp.received.length).toBe(before + 1);
    const raw = smtp.received.at(-1)!.raw;
    expect(raw).toContain('Subject: Weekly figures');
    expect(raw).toMatch(/Content-Disposition: attachment;\s+filename=campaign-\d+-/);
    expect(raw).toContain('Time zone: UTC');
    expect(raw).toContain('Data complete through:');

    const limit = t.deps.config.reports.emailMaxBytes;
    t.deps.config.reports.emailMaxBytes = 10;
    const tooLarge = await t.request('POST', `/api/reports/send_email_report_job/${id}`, {
      token: admin,
      body: { email_subject: 'Too big', emails: ['boss@example.com'] },
    });
    t.deps.config.reports.emailMaxBytes = limit;
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.code).toBe('report.attachment_too_large');
    const noRecipient = await t.request('POST', `/api/reports/send_email_report_job/${id}`, {
      token: admin,
      body: { email_subject: 'x', emails: [] },
    });
    expect(noRecipient.status).toBe(400);
  });

  it('answers geography directly, or 236 past the row limit with nothing cut', async () => {
    const geo = (filters: Record<string, unknown>, type = 'csv') =>
      t.request('POST', '/api/reports/geography', {
        token: admin,
        body: {
          report_type: 'geography',
          data_range: 'last_7_days',
          dimensions: ['country', 'region', 'city'],
          metrics: ['impressions', 'clicks', 'spend', 'unique_devices'],
          filters,
          type,
        },
      });
    const over = await geo({ campaigns: [usd.campaign, eur.campaign] });
    expect(over.status).toBe(236);
    expect(over.json.code).toBe('report.row_limit_reached');
    expect(over.headers['x-row-limit']).toBe('5');
    const within = await geo({ campaigns: [usd.campaign] });
    expect(within.status).toBe(200);
    const csv = parseCsv(within.body.toString('utf8'));
    expect(csv.body).toHaveLength(4);
    expect(csv.body.reduce((s, r) => s + Number(r.impressions), 0)).toBe(150);
    expect(csv.body.every((r) => r.unique_devices === '< 50')).toBe(true);
    const xlsx = await geo({ campaigns: [usd.campaign] }, 'xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('lists my reports with the status mapping, deletes one with its file, and logs it', async () => {
    const { id } = await runToEnd(campaignRequest({ dimensions: ['campaign'], metrics: ['impressions'] }));
    const ready = await t.request('GET', `/api/reports?filters[status]=ready&filters[id]=${id}`, {
      token: admin,
    });
    expect(ready.json.data.data.map((r: { id: number }) => r.id)).toEqual([id]);
    const errors = await t.request('GET', `/api/reports?filters[status]=error&filters[id]=${id}`, {
      token: admin,
    });
    expect(errors.json.data.data).toEqual([]);
    const [job] = await rows<{ file_key: string }>(t, sql`select file_key from report_jobs where id = ${id}`);
    const removed = await t.request('DELETE', `/api/reports/${id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(await t.deps.storage.size(job!.file_key)).toBeNull();
    expect((await t.request('GET', `/api/reports/${id}`, { token: admin })).status).toBe(404);
    const log = await t.request('GET', `/api/activity_log/report?filters[id]=${id}&mode=all`, {
      token: admin,
    });
    expect(log.status).toBe(200);
    expect(log.json.data.map((e: { event: string }) => e.event).sort()).toEqual(['created', 'deleted']);
  });

  it('lists, shows, downloads and deletes on-demand reports apart from my reports', async () => {
    const { id } = await runToEnd(campaignRequest({ dimensions: ['campaign'], metrics: ['impressions'] }));
    await t.deps.db.execute(
      sql`update report_jobs set source = 'on_demand', on_demand_type = 'unique_devices', user_email = ${ADMIN_EMAIL} where id = ${id}`,
    );
    const list = await t.request('GET', `/api/reports_on_demand?filters[id]=${id}`, { token: admin });
    expect(list.json.data.data[0]).toMatchObject({
      id,
      report_type: 'unique_devices',
      status: 'success',
      email: ADMIN_EMAIL,
    });
    expect((await t.request('GET', `/api/reports/${id}`, { token: admin })).status).toBe(404);
    expect(
      (await t.request('GET', `/api/reports_on_demand/${id}`, { token: admin })).json.data.downloadable,
    ).toBe(true);
    expect((await t.request('GET', `/api/reports_on_demand/${id}/download`, { token: admin })).status).toBe(
      200,
    );
    // An unknown metric is refused; a complete request runs the mapped type (geo coordinates).
    const ask = (metrics: string[]) =>
      t.request('POST', '/api/reports_on_demand', {
        token: admin,
        body: {
          report_type: 'geo_report',
          parameters: { data_range: 'last_7_days', dimensions: ['city'], metrics, filters: {} },
        },
      });
    expect((await ask(['x'])).status).toBe(422);
    const geo = await ask(['impressions']);
    expect(geo.status, JSON.stringify(geo.json)).toBe(200);
    await t.deps.jobs.idle();
    const geoId = geo.json.data.report_job_id as number;
    const asked = await t.request('GET', `/api/reports_on_demand/${geoId}`, { token: admin });
    expect(asked.json.data).toMatchObject({
      report_type: 'geo_report',
      status: 'success',
      downloadable: true,
    });
    const file = await t.request('GET', `/api/reports_on_demand/${geoId}/download`, { token: admin });
    const geoRows = parseCsv(file.body.toString('utf8')).body;
    const store = await t.deps.analytics.get();
    const [direct] = await store.query<{ n: string }>(
      // The events of this file are hours old or a week apart (2, 9, 16, 23 days): those of the
      // last 6 days are inside the last 7 days of any time zone, the others outside.
      'SELECT sum(impressions) AS n FROM delivery_events WHERE account_id = 1 AND event_time >= now() - INTERVAL 6 DAY',
    );
    expect(geoRows.reduce((sum, r) => sum + Number(r.impressions), 0)).toBe(Number(direct!.n));
    expect((await t.request('DELETE', `/api/reports_on_demand/${id}`, { token: admin })).status).toBe(200);
  });
});
