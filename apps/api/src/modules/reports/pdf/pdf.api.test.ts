import { createClickHouseSink, type DeliveryEvent } from '@beacon/analytics';
import { type ActivityEntry, REPORT_PDF_METRICS } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  createLineItem,
  type ReferenceIds,
  referenceIds,
  uniqueName,
} from '../../../test/buying.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../../test/harness.ts';
import { rows } from '../../../test/helpers.ts';

const HOUR = 3_600_000;
const now = Date.now();
const hoursAgo = (h: number) => new Date(now - h * HOUR - 7 * 60_000);

/** The text of every page of a PDF, as a reader's viewer extracts it (one string per page). */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages;
}

/** The one data row of a CSV report (after its provenance block and header), by column. */
function csvTotals(text: string): Record<string, string> {
  const lines = text.trim().split('\n');
  const header = lines[lines.indexOf('') + 1]!.split(',');
  const cells = lines.at(-1)!.split(',');
  return Object.fromEntries(header.map((h, i) => [h, cells[i]!.replace(/^"|"$/g, '')]));
}

describe.each(testDatabaseKinds())('PDF reports on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let ids: ReferenceIds;
  const own = { advertiser: 0, campaign: 0, lines: [0, 0], name: uniqueName('Spring sale') };
  let foreignCampaign = 0;
  // Letters Helvetica's Latin-1 cannot draw: Polish, Turkish, Cyrillic, Greek.
  const intl = { id: 0, name: uniqueName('Łódź İstanbul Ğ Москва Αθήνα') };

  const pdf = (body: Record<string, unknown>, token = admin) =>
    t.request('POST', '/api/reports/pdf', { token, body });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    other = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    ids = await referenceIds(t, admin);
    await acceptTerms(t, admin);
    await acceptTerms(t, other);

    own.advertiser = (await createAdvertiser(t, admin, ids, { currency: 'USD' })).id;
    own.campaign = (await createCampaign(t, admin, ids, own.advertiser, { name: own.name })).id;
    for (const i of [0, 1]) own.lines[i] = (await createLineItem(t, admin, ids, own.campaign)).id;
    intl.id = (await createCampaign(t, admin, ids, own.advertiser, { name: intl.name })).id;
    const b = await createAdvertiser(t, other, ids);
    foreignCampaign = (await createCampaign(t, other, ids, b.id)).id;

    const event = (line: number, i: number, values: Partial<DeliveryEvent>) => ({
      event_time: hoursAgo(1 + (i % 5)),
      account_id: 1,
      advertiser_id: own.advertiser,
      campaign_id: own.campaign,
      line_item_id: line,
      creative_id: 1,
      device_id: `pdf-${line}-${i % 70}`,
      device_id_type: 'maid' as const,
      country_code: 'CO',
      region_code: 'CO-DC',
      city_code: '3688689',
      impressions: 1,
      ...values,
    });
    const sink = createClickHouseSink(await t.deps.analytics.get());
    await sink.write('delivery', [
      ...Array.from({ length: 300 }, (_, i) =>
        event(own.lines[0]!, i, { spend_micros: 2_500, clicks: i % 10 === 0 ? 1 : 0 }),
      ),
      ...Array.from({ length: 40 }, (_, i) => event(own.lines[1]!, i, { spend_micros: 4_000 })),
      // The same campaign id in another account is never read.
      ...Array.from({ length: 50 }, (_, i) => ({
        ...event(own.lines[0]!, i, { spend_micros: 9_000_000 }),
        account_id: 2,
      })),
    ]);
    await sink.flush();
  });
  afterAll(async () => t?.close());

  it('writes a PDF whose figures are the campaign report’s totals', async () => {
    const res = await pdf({ campaign_id: own.campaign, data_range: 'last_7_days', language: 'en' });
    expect(res.status, res.body.toString().slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`campaign-${own.campaign}-`);
    const pages = await pdfPages(res.body);
    const text = pages.join('\n');

    // The campaign report of the same campaign and days, run as a job to its file.
    const run = await t.request('POST', '/api/reports/run', {
      token: admin,
      body: {
        report_type: 'campaign',
        data_range: 'last_7_days',
        dimensions: ['campaign'],
        metrics: [...REPORT_PDF_METRICS],
        filters: { campaigns: [own.campaign] },
      },
    });
    expect(run.status).toBe(200);
    await t.deps.jobs.idle();
    const file = await t.request('GET', `/api/reports/${run.json.data.report_job_id}/download`, {
      token: admin,
    });
    const totals = csvTotals(file.body.toString('utf8'));
    expect(Number(totals.impressions)).toBe(340);

    const count = (v: string) => new Intl.NumberFormat('en-US').format(Number(v));
    const money = (v: string) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
        Number(v),
      );
    const percent = (v: string) =>
      new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2 }).format(Number(v) / 100);
    const keyFigures = pages[0]!;
    for (const expected of [
      count(totals.impressions!),
      count(totals.clicks!),
      percent(totals.ctr!),
      money(totals.spend!),
      money(totals.cpm!),
      totals.unique_devices!,
    ])
      expect(keyFigures).toContain(expected);
    expect(keyFigures).toContain('Campaign delivery report');
    expect(keyFigures).toContain(own.name);
    expect(keyFigures).toContain('Data complete through');
    expect(keyFigures).toContain('Time zone');
    // Both line items have a row of their own, with their impressions.
    for (const line of own.lines) expect(text).toContain(`(#${line})`);
    expect(text).toMatch(/Page 1 of \d+/);
    // Another account's events under the same ids are not counted.
    expect(text).not.toContain(money(String(Number(totals.spend) + 50 * 9)));
  });

  it('is written in the language asked for, or the reader’s own', async () => {
    const es = await pdfPages((await pdf({ campaign_id: own.campaign, language: 'es' })).body);
    expect(es[0]).toContain('Informe de entrega de la campaña');
    expect(es[0]).toContain('Impresiones');
    const pt = await pdfPages((await pdf({ campaign_id: own.campaign, language: 'pt' })).body);
    expect(pt[0]).toContain('Relatório de entrega da campanha');
    await rows(t, sql`update users set language = 'es' where email = ${ADMIN_EMAIL}`);
    const mine = await pdfPages((await pdf({ campaign_id: own.campaign })).body);
    await rows(t, sql`update users set language = 'en' where email = ${ADMIN_EMAIL}`);
    expect(mine[0]).toContain('Datos completos hasta');
  });

  it('applies the privacy floor to a campaign with few devices', async () => {
    const line = own.lines[1]!;
    const res = await pdf({ campaign_id: own.campaign, language: 'en' });
    const text = (await pdfPages(res.body)).join('\n');
    // Line 2 reached 40 devices: under the floor of 50, shown as "< 50" on its row.
    const row = text.slice(text.indexOf(`(#${line})`));
    expect(row).toContain('< 50');
  });

  it('draws names written beyond Latin-1', async () => {
    const res = await pdf({ campaign_id: intl.id, language: 'en' });
    expect(res.status).toBe(200);
    const [cover] = await pdfPages(res.body);
    expect(cover).toContain(`${intl.name} (#${intl.id})`);
  });

  it('records each PDF in the campaign’s activity log', async () => {
    const log = async () => {
      const res = await t.request('GET', `/api/activity_log/campaign/${intl.id}?mode=all`, { token: admin });
      expect(res.status).toBe(200);
      return (res.json.data as ActivityEntry[]).filter((e) => e.event === 'pdf_generated');
    };
    const before = (await log()).length;
    const res = await pdf({
      campaign_id: intl.id,
      data_range: 'custom',
      start_date: '2026-01-05',
      end_date: '2026-01-11',
      language: 'pt',
      time_zone: 'utc',
    });
    expect(res.status).toBe(200);
    // A refused request writes nothing.
    expect((await pdf({ campaign_id: intl.id }, other)).status).toBe(404);
    const entries = await log();
    expect(entries).toHaveLength(before + 1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      entity_name: intl.name,
      advertiser_id: own.advertiser,
      user_name: expect.any(String),
    });
    expect(Object.fromEntries(entry!.changes.map((c) => [c.field, c.new]))).toEqual({
      start_date: '2026-01-05',
      end_date: '2026-01-11',
      time_zone: 'UTC',
      language: 'pt',
    });
  });

  it('refuses a campaign of another account, bad dates, and forbidden accounts', async () => {
    expect((await pdf({ campaign_id: foreignCampaign })).status).toBe(404);
    expect((await pdf({ campaign_id: own.campaign }, other)).status).toBe(404);
    const custom = await pdf({ campaign_id: own.campaign, data_range: 'custom', start_date: '2026-01-02' });
    expect(custom.status).toBe(422);
    expect(custom.json.errors.end_date).toEqual(['report.data_range_required']);
    expect((await pdf({ campaign_id: 'x' })).status).toBe(400);

    await rows(t, sql`update users set forbidden_account_ids = '{1,300}' where email = ${ADMIN_EMAIL}`);
    const refused = await pdf({ campaign_id: own.campaign });
    await rows(t, sql`update users set forbidden_account_ids = '{300}' where email = ${ADMIN_EMAIL}`);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('report.pdf_account_forbidden');
    expect((await pdf({ campaign_id: own.campaign })).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const anonymous = await t.request('POST', '/api/reports/pdf', { body: { campaign_id: own.campaign } });
    expect(anonymous.status).toBe(401);
  });
});
