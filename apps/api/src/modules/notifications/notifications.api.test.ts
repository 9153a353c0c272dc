import { createClickHouseSink, type DeliveryEvent } from '@beacon/analytics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptTerms, createAdvertiser, createCampaign, referenceIds } from '../../test/buying.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../test/harness.ts';
import { rows } from '../../test/helpers.ts';
import { startSmtp } from '../../test/smtp.ts';
import { generateNotifications } from './generate.ts';

const DAY = 86_400_000;

type Item = {
  id: number;
  code: string;
  campaign_id: number;
  read: boolean;
  title: string;
  modal_view: boolean;
};

describe.each(testDatabaseKinds())('notifications on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: string;
  let other: string;
  let planner: string;
  let viewer: string;
  const campaign = { lagging: 0, short: 0, otherAccount: 0 };
  let laggingName = '';

  const list = async (token: string) => {
    const res = await t.request('GET', '/api/notifications?limit=100', { token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { data: Item[]; total: number; per_page: number };
  };
  const ours = async (token: string) =>
    (await list(token)).data.filter((n) => Object.values(campaign).includes(n.campaign_id));
  const codesOf = (items: Item[], id: number) =>
    items
      .filter((n) => n.campaign_id === id)
      .map((n) => n.code)
      .sort();
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

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    admin = await t.login(ADMIN_EMAIL);
    other = await t.login('trafficker@example.com');
    planner = await t.login('planner@example.com');
    viewer = await t.login('viewer@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    const ids = await referenceIds(t, admin);
    await acceptTerms(t, admin);
    await acceptTerms(t, other);
    const advertiser = await createAdvertiser(t, admin, ids, { currency: 'USD' });
    // Half-way through 20 days, CPC target 0.5: 500 spent and 1,000 clicks planned by now.
    const lagging = await createCampaign(t, admin, ids, advertiser.id, { kpi_id: 2, kpi_target: '0.5' });
    campaign.lagging = lagging.id;
    laggingName = lagging.name;
    campaign.short = (
      await createCampaign(t, admin, ids, advertiser.id, { end_date: '2099-01-01 00:00:00' })
    ).id;
    const theirs = await createAdvertiser(t, other, ids, { currency: 'USD' });
    campaign.otherAccount = (await createCampaign(t, other, ids, theirs.id)).id;
    const now = Date.now();
    const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    await rows(
      t,
      sql`update campaigns set start_date = ${at(now - 10 * DAY)}, end_date = ${at(now + 10 * DAY)}
          where id = ${campaign.lagging}`,
    );
    await rows(
      t,
      sql`update campaigns set start_date = ${at(now + DAY)}, end_date = ${at(now + 3 * DAY)}
          where id in (${campaign.short}, ${campaign.otherAccount})`,
    );
    await rows(
      t,
      sql`insert into spend_ledger (campaign_id, day, spend) values (${campaign.lagging}, current_date, 50)`,
    );
    // 2,000 impressions and 4 clicks: a CTR of 0.2 %.
    const events: Partial<DeliveryEvent>[] = Array.from({ length: 2 }, (_, i) => ({
      event_time: new Date(now - (i + 1) * 3_600_000),
      account_id: 1,
      advertiser_id: advertiser.id,
      campaign_id: campaign.lagging,
      line_item_id: 1,
      creative_id: 1,
      device_id: `dev-${i}`,
      device_id_type: 'maid' as const,
      country_code: 'CO',
      region_code: 'CO-DC',
      city_code: '3688689',
      impressions: 1000,
      clicks: 2,
      spend_micros: 25_000_000,
    }));
    const sink = createClickHouseSink(await t.deps.analytics.get());
    await sink.write('delivery', events as DeliveryEvent[]);
    await sink.flush();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('keeps each user’s choices, defaulting to the console only', async () => {
    const before = await t.request('GET', '/api/notifications/settings', { token: admin });
    expect(before.status).toBe(200);
    const critical = before.json.data.find((s: { code: string }) => s.code === 'ctr_critical');
    expect(critical).toMatchObject({
      name: 'Critical CTR',
      model: 'campaign',
      platform_notification_active: true,
      email_notification_active: false,
    });
    const on = await t.request('POST', '/api/notifications/settings/set-active', {
      token: admin,
      body: { code: 'ctr_critical', platform_notification_active: 1, email_notification_active: 1 },
    });
    expect(on.status, JSON.stringify(on.json)).toBe(200);
    expect(on.json.data.email_notification_active).toBe(true);
    const off = await t.request('POST', '/api/notifications/settings/set-active', {
      token: admin,
      body: { code: 'duration_short', platform_notification_active: false, email_notification_active: false },
    });
    expect(off.json.data.platform_notification_active).toBe(false);
    const bad = await t.request('POST', '/api/notifications/settings/set-active', {
      token: admin,
      body: { code: 'nope', platform_notification_active: 2, email_notification_active: true },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['code', 'platform_notification_active']);
    // A viewer reads notifications but may not change the choices.
    const denied = await t.request('POST', '/api/notifications/settings/set-active', {
      token: viewer,
      body: { code: 'ctr_middle', platform_notification_active: 0, email_notification_active: 0 },
    });
    expect(denied.status).toBe(403);
  });

  it('raises each rule once, for the account’s campaigns only, and e-mails those who chose it', async () => {
    const first = await generateNotifications(t.deps);
    expect(first.raised).toBeGreaterThanOrEqual(4);
    await mailsSettled();

    const mine = await ours(admin);
    expect(codesOf(mine, campaign.lagging)).toEqual(['budget_deviation', 'click_deviation', 'ctr_critical']);
    // The admin switched short-campaign notices off in the console; the planner kept them on.
    expect(codesOf(mine, campaign.short)).toEqual([]);
    expect(codesOf(mine, campaign.otherAccount)).toEqual([]);
    expect(codesOf(await ours(planner), campaign.short)).toEqual(['duration_short']);
    const theirs = await ours(other);
    expect(theirs.map((n) => [n.campaign_id, n.code])).toEqual([[campaign.otherAccount, 'duration_short']]);
    const critical = mine.find((n) => n.code === 'ctr_critical')!;
    expect(critical).toMatchObject({
      read: false,
      modal_view: true,
      title: `Critical CTR on ${laggingName}`,
    });

    const mails = smtp.received.filter((m) => m.raw.includes(laggingName));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.rcpt).toEqual([ADMIN_EMAIL]);
    expect(mails[0]!.raw).toContain(`Subject: Critical CTR on ${laggingName}`);
    expect(mails[0]!.raw).toContain(`http://beacon.test/admin/campaigns/edit/${campaign.lagging}`);

    const again = await generateNotifications(t.deps);
    expect(again.raised).toBe(0);
    await mailsSettled();
    expect((await ours(admin)).length).toBe(mine.length);
    expect(smtp.received.filter((m) => m.raw.includes(laggingName))).toHaveLength(1);
  });

  it('counts unread, marks read and dismisses only the caller’s own', async () => {
    const mine = await ours(admin);
    const unread = async (token: string) =>
      (await t.request('GET', '/api/notifications/unread', { token })).json.data.unread as number;
    const before = await unread(admin);
    expect(before).toBeGreaterThanOrEqual(mine.length);

    const read = await t.request('POST', '/api/notifications/mark_read', {
      token: admin,
      body: { notifications: [mine[0]!.id] },
    });
    expect(read.json.data.changed).toBe(1);
    expect(await unread(admin)).toBe(before - 1);
    expect((await ours(admin)).find((n) => n.id === mine[0]!.id)!.read).toBe(true);

    const theirs = (await ours(other))[0]!;
    const foreign = await t.request('POST', '/api/notifications/dismiss', {
      token: admin,
      body: { notifications: [theirs.id] },
    });
    expect(foreign.json.data.changed).toBe(0);
    expect((await ours(other)).map((n) => n.id)).toContain(theirs.id);

    const total = (await list(admin)).total;
    const gone = await t.request('POST', '/api/notifications/dismiss', {
      token: admin,
      body: { notifications: [mine[1]!.id] },
    });
    expect(gone.status).toBe(200);
    expect(gone.json.data.changed).toBe(1);
    expect((await list(admin)).total).toBe(total - 1);
    expect(
      (await t.request('POST', '/api/notifications/dismiss', { token: admin, body: { notifications: [] } }))
        .status,
    ).toBe(400);

    const page = await t.request('GET', '/api/notifications', { token: admin });
    expect(page.json.data.per_page).toBe(10);
  });
});
