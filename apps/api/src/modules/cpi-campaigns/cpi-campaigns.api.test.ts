import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4Boxes, multipartFiles } from '../../test/creative-media.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../test/harness.ts';
import { rows, solidPng } from '../../test/helpers.ts';
import { startSmtp } from '../../test/smtp.ts';

const request = (over: Record<string, unknown> = {}) => ({
  name: 'Spring installs',
  brand: 'Acme',
  type_id: 1,
  owner_id: null,
  provider_id: 1,
  buy_model_id: 1,
  mmp_id: 1,
  status_id: 1,
  currency: 'USD',
  budget: '25000.5',
  kpi: 'CPI under 1.20 USD',
  start_date: '2030-03-01',
  end_date: '2030-03-31',
  mmp_traking_link: 'https://app.appsflyer.com/com.acme.shop?pid=beacon',
  url_google_play: `https://play.google.com/store/apps/details?id=com.acme.shop${Math.random().toString(36).slice(2, 8)}`,
  ...over,
});

const png = (field: string, width: number, height: number, name = `${field}.png`) => ({
  field,
  name,
  type: 'image/png',
  body: solidPng(width, height),
});

describe.each(testDatabaseKinds())('CPI campaign requests on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: string;
  let other: string;
  let planner: string;

  /** Waits until the outbox has handed every message to the SMTP server. */
  const mailsSettled = async () => {
    for (let i = 0; i < 400; i++) {
      await t.deps.jobs.idle();
      const [open] = await rows<{ n: number }>(
        t,
        sql`select count(*) as n from mail_outbox where status in ('queued', 'sending')`,
      );
      if (Number(open!.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('E-mails still queued');
  };

  const create = async (token: string, over: Record<string, unknown> = {}) => {
    const res = await t.request('POST', '/api/cpi_campaigns/create', { token, body: request(over) });
    return res;
  };

  const saveCreative = async (
    token: string,
    fields: Record<string, string | number>,
    files: ReturnType<typeof png>[],
    id?: number,
  ) => {
    const form = await multipartFiles(fields, files);
    return t.request('POST', id ? `/api/cpi_campaigns/creative/${id}` : '/api/cpi_campaigns/creative', {
      token,
      ...form,
    });
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    admin = await t.login(ADMIN_EMAIL);
    other = await t.login('trafficker@example.com');
    planner = await t.login('planner@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('creates, shows, updates and lists a request with its lookup names', async () => {
    const created = await create(admin);
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const r = created.json.data;
    expect(r).toMatchObject({
      name: 'Spring installs',
      type: 'App install',
      provider: 'Google App Campaigns',
      status: 'Draft',
      budget: '25000.5',
      duration: 31,
      notes_count: 0,
      creatives_count: 0,
    });
    expect(r.app_bundle).toMatch(/^com\.acme\.shop/);

    const updated = await t.request('PUT', `/api/cpi_campaigns/update/${r.id}`, {
      token: admin,
      body: request({
        id: r.id,
        name: 'Spring installs 2',
        status_id: 2,
        url_google_play: r.url_google_play,
      }),
    });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(updated.json.data).toMatchObject({ name: 'Spring installs 2', status: 'Requested' });

    const shown = await t.request('GET', `/api/cpi_campaigns/show/${r.id}`, { token: admin });
    expect(shown.json.data.name).toBe('Spring installs 2');

    const list = await t.request('GET', '/api/cpi_campaigns?filters[name]=Spring installs 2', {
      token: admin,
    });
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    expect(list.json.data.data.map((x: { id: number }) => x.id)).toContain(r.id);

    const lookups = await t.request('GET', '/api/list/cpi_mmps', { token: admin });
    expect(lookups.status).toBe(200);
    expect(lookups.json.data.length).toBeGreaterThan(3);
  });

  it('refuses bad URLs, a store URL without an app, a repeated store URL, dates and budget', async () => {
    const bad = await create(admin, {
      mmp_traking_link: 'not a url',
      url_google_play: 'https://example.com/x',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({
      mmp_traking_link: ['validation.url'],
      url_google_play: ['validation.store_url'],
    });

    const apple = await create(admin, { url_google_play: 'https://apps.apple.com/us/app/acme/id389801252' });
    expect(apple.status, JSON.stringify(apple.json)).toBe(200);
    expect(apple.json.data.app_bundle).toBe('id389801252');

    const again = await create(admin, { url_google_play: 'https://apps.apple.com/us/app/acme/id389801252' });
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual({ url_google_play: ['validation.store_url_duplicate'] });
    // Another account may request the same app.
    expect(
      (await create(other, { url_google_play: 'https://apps.apple.com/us/app/acme/id389801252' })).status,
    ).toBe(200);

    const rules = await create(admin, { budget: '60000.00000001', end_date: '2030-02-01', provider_id: 999 });
    expect(rules.status).toBe(422);
    expect(rules.json.errors).toEqual({
      budget: ['validation.budget_max'],
      end_date: ['validation.end_after_start'],
      provider_id: ['validation.exists'],
    });
  });

  it('keeps requests, notes and creatives inside the account and checks permissions', async () => {
    const mine = (await create(admin)).json.data;
    expect((await t.request('GET', `/api/cpi_campaigns/show/${mine.id}`, { token: other })).status).toBe(404);
    const theirs = await t.request('PUT', `/api/cpi_campaigns/update/${mine.id}`, {
      token: other,
      body: request(),
    });
    expect(theirs.status).toBe(404);
    const note = await t.request('POST', '/api/cpi_campaigns/notes', {
      token: other,
      body: { ext_camp_id: mine.id, note: 'not yours' },
    });
    expect(note.status).toBe(404);
    expect(
      (await t.request('POST', `/api/cpi_campaigns/send-email/${mine.id}`, { token: other })).status,
    ).toBe(404);
    const creative = await saveCreative(
      other,
      { campaign_id: mine.id, name: 'x1', type_creative: 'display' },
      [],
    );
    expect(creative.status).toBe(404);
    const otherList = await t.request('GET', '/api/cpi_campaigns?limit=100', { token: other });
    expect(otherList.json.data.data.map((x: { id: number }) => x.id)).not.toContain(mine.id);

    expect((await t.request('GET', '/api/cpi_campaigns', { token: planner })).status).toBe(403);
    expect((await create(planner)).status).toBe(403);
    expect((await t.request('GET', `/api/cpi_campaigns/show/${mine.id}`, { token: planner })).status).toBe(
      403,
    );
  });

  it('keeps the history of notes, newest first', async () => {
    const r = (await create(admin)).json.data;
    for (const text of ['Provider asked for a new icon', 'Icon sent'])
      expect(
        (
          await t.request('POST', '/api/cpi_campaigns/notes', {
            token: admin,
            body: { ext_camp_id: r.id, note: text },
          })
        ).status,
      ).toBe(200);
    const history = await t.request('GET', `/api/cpi_campaigns/notes?filters[ext_camp_id]=${r.id}`, {
      token: admin,
    });
    expect(history.status, JSON.stringify(history.json)).toBe(200);
    expect(history.json.data.data.map((n: { note: string }) => n.note)).toEqual([
      'Icon sent',
      'Provider asked for a new icon',
    ]);
    expect(history.json.data.data[0].user_name).toBeTruthy();
    expect(
      (await t.request('GET', `/api/cpi_campaigns/show/${r.id}`, { token: admin })).json.data.notes_count,
    ).toBe(2);
  });

  it('checks native asset sizes and stores creatives of three kinds', async () => {
    const r = (await create(admin)).json.data;
    const native = { campaign_id: r.id, name: 'Native one', type_creative: 'native', title_text: 'Shop now' };
    const wrong = await saveCreative(admin, native, [png('images', 1200, 628), png('icons', 100, 100)]);
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({
      images: ['validation.asset.native_image_size'],
      icons: ['validation.asset.native_icon_size'],
    });
    const missing = await saveCreative(admin, native, [png('images', 1200, 627)]);
    expect(missing.json.errors).toEqual({ icons: ['validation.file_required'] });

    const saved = await saveCreative(admin, native, [png('images', 1200, 627), png('icons', 180, 180)]);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.images[0]).toMatchObject({ width: 1200, height: 627, mime: 'image/png' });
    const image = await t.request('GET', saved.json.data.images[0].url);
    expect(image.status).toBe(200);

    const notMp4 = await saveCreative(
      admin,
      { campaign_id: r.id, name: 'Video one', type_creative: 'video' },
      [{ field: 'videos', name: 'clip.mp4', type: 'video/mp4', body: solidPng(10, 10) }],
    );
    expect(notMp4.json.errors).toEqual({ videos: ['validation.asset.not_mp4'] });
    const video = await saveCreative(
      admin,
      { campaign_id: r.id, name: 'Video one', type_creative: 'video' },
      [{ field: 'videos', name: 'clip.mp4', type: 'video/mp4', body: mp4Boxes(15_000, 1280, 720) }],
    );
    expect(video.status, JSON.stringify(video.json)).toBe(200);

    const display = await saveCreative(
      admin,
      { campaign_id: r.id, name: 'Banner', type_creative: 'display', size_id: 1 },
      [png('images', 320, 50)],
    );
    expect(display.json.data).toMatchObject({ size: '320x50 (mobile banner)' });
    // Updating texts keeps the files; a file sent replaces the one of its field.
    const renamed = await saveCreative(
      admin,
      { ...native, name: 'Native renamed' },
      [png('icons', 180, 180, 'icon2.png')],
      saved.json.data.id,
    );
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(renamed.json.data.images).toHaveLength(1);
    expect(renamed.json.data.icons.map((f: { file_name: string }) => f.file_name)).toEqual(['icon2.png']);

    const list = await t.request(
      'GET',
      `/api/cpi_campaigns/creatives?filters[campaign_id]=${r.id}&sort=id&order=asc`,
      {
        token: admin,
      },
    );
    expect(list.json.data.data.map((c: { name: string }) => c.name)).toEqual([
      'Native renamed',
      'Video one',
      'Banner',
    ]);
  });

  it('e-mails the request with its creatives through SMTP', async () => {
    const r = (await create(admin, { name: 'Mail me' })).json.data;
    await saveCreative(admin, { campaign_id: r.id, name: 'Banner to mail', type_creative: 'display' }, [
      png('images', 320, 50, 'banner.png'),
    ]);
    // The console posts an empty JSON object.
    const sent = await t.request('POST', `/api/cpi_campaigns/send-email/${r.id}`, { token: admin, body: {} });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.data.to).toBe(ADMIN_EMAIL);
    await mailsSettled();
    const mail = smtp.received.find((m) => m.raw.includes('Mail me'));
    expect(mail?.rcpt).toEqual([ADMIN_EMAIL]);
    expect(mail!.raw).toContain('Banner to mail');
    expect(mail!.raw).toContain('filename=banner.png');
    expect(mail!.raw).toContain(r.url_google_play.slice(0, 40));
    const shown = await t.request('GET', `/api/cpi_campaigns/show/${r.id}`, { token: admin });
    expect(shown.json.data.last_sent_at).not.toBeNull();
  });
});
