import { createClickHouseSink, type DeliveryEvent } from '@beacon/analytics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  createLineItem,
  referenceIds,
} from '../../test/buying.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../test/harness.ts';
import { rows } from '../../test/helpers.ts';
import { startSmtp } from '../../test/smtp.ts';
import { claimDueSchedules } from './due.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('scheduled reports on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: string;
  let other: string;
  let campaign = 0;

  const schedule = (overrides: Record<string, unknown> = {}) => ({
    report_type: 'campaign',
    data_range: 'last_7_days',
    dimensions: ['campaign'],
    metrics: ['impressions', 'clicks'],
    filters: { campaigns: [campaign] },
    file_type: 'csv',
    scheduler_type: 'daily',
    hour: 6,
    schedule_time_zone: 'Europe/Madrid',
    schedule_start_date: '2026-01-01',
    schedule_end_date: '2099-12-31',
    email_subject: 'Daily figures',
    emails: { to: ['boss@example.com'] },
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}, token = admin) => {
    const res = await t.request('POST', '/api/reports_schedule', { token, body: schedule(overrides) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as {
      id: number;
      status: string;
      next_run_at: string;
      emails: Record<string, string[]>;
    };
  };
  /** Makes a schedule due a minute ago. */
  const makeDue = (id: number) =>
    rows(t, sql`update report_schedules set next_run_at = now() - interval '1 minute' where id = ${id}`);
  const show = async (id: number) =>
    (await t.request('GET', `/api/reports_schedule/${id}`, { token: admin })).json.data;
  const runsOf = async (id: number) =>
    (await t.request('GET', `/api/reports_schedule/${id}/runs`, { token: admin })).json.data as {
      status: string;
      rows: number | null;
      recipients: string[];
      csv_fallback: boolean;
      file_type: string;
      error: string | null;
      due_at: string;
    }[];
  /**
   * Waits for every run and e-mail to end: a job sent inside a transaction that has not committed
   * yet is not visible to `idle`, so the rows are watched as well.
   */
  const settle = async () => {
    for (let i = 0; i < 400; i++) {
      await t.deps.jobs.idle();
      const [open] = await rows<{ n: number }>(
        t,
        sql`select (select count(*) from report_schedule_runs where status = 'running')
              + (select count(*) from mail_outbox where status in ('queued', 'sending')) as n`,
      );
      if (Number(open!.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('Runs or e-mails still open');
  };
  const mailsWith = (subject: string) => smtp.received.filter((m) => m.raw.includes(`Subject: ${subject}`));

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
      REPORT_SCHEDULE_RETRY_LIMIT: '1',
      REPORT_SCHEDULE_RETRY_DELAY_SECONDS: '1',
    });
    admin = await t.login(ADMIN_EMAIL);
    other = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    const ids = await referenceIds(t, admin);
    await acceptTerms(t, admin);
    await acceptTerms(t, other);
    const advertiser = await createAdvertiser(t, admin, ids, { currency: 'USD' });
    campaign = (await createCampaign(t, admin, ids, advertiser.id)).id;
    const line = (await createLineItem(t, admin, ids, campaign)).id;
    const now = Date.now();
    const events: Partial<DeliveryEvent>[] = Array.from({ length: 40 }, (_, i) => ({
      event_time: new Date(now - (1 + (i % 5)) * HOUR - 7 * 60_000),
      account_id: 1,
      advertiser_id: advertiser.id,
      campaign_id: campaign,
      line_item_id: line,
      creative_id: 1,
      device_id: `dev-${i}`,
      device_id_type: 'maid' as const,
      country_code: 'CO',
      region_code: 'CO-DC',
      city_code: '3688689',
      impressions: 1,
      clicks: i % 4 === 0 ? 1 : 0,
      spend_micros: 2_000,
    }));
    const sink = createClickHouseSink(await t.deps.analytics.get());
    await sink.write('delivery', events as DeliveryEvent[]);
    await sink.flush();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('keeps each recipient once, needs one in To, and checks the report as a request', async () => {
    const created = await create({
      emails: {
        to: [' Boss@Example.com ', 'boss@example.com'],
        cc: ['BOSS@example.com', ' cc@example.com'],
        bcc: ['cc@example.com', 'hidden@example.com'],
      },
    });
    expect(created.emails).toEqual({
      to: ['boss@example.com'],
      cc: ['cc@example.com'],
      bcc: ['hidden@example.com'],
    });
    expect(created.status).toBe('active');
    expect(Date.parse(created.next_run_at)).toBeGreaterThan(Date.now());

    const bad = async (overrides: Record<string, unknown>) =>
      t.request('POST', '/api/reports_schedule', { token: admin, body: schedule(overrides) });
    const noTo = await bad({ emails: { to: [], cc: ['cc@example.com'] } });
    expect(noTo.status).toBe(400);
    expect(noTo.json.errors['emails.to']).toEqual(['report_schedule.recipient_required']);
    expect((await bad({ emails: { to: ['not-an-address'] } })).status).toBe(400);
    expect((await bad({ scheduler_type: 'weekly' })).json.errors.weekday).toEqual([
      'report_schedule.weekday_required',
    ]);
    expect((await bad({ schedule_time_zone: 'Mars/Olympus' })).json.errors.schedule_time_zone).toEqual([
      'report_schedule.time_zone_invalid',
    ]);
    expect((await bad({ schedule_end_date: '2025-12-31' })).status).toBe(400);
    expect((await bad({ looker_url: 'javascript:alert(1)' })).json.errors.looker_url).toEqual([
      'report_schedule.looker_url_invalid',
    ]);
    const noMetrics = await bad({ metrics: [] });
    expect(noMetrics.status).toBe(422);
    expect(noMetrics.json.errors.metrics).toEqual(['report.metrics_required']);
    expect((await bad({ filters: { campaigns: [987_654] } })).status).toBe(404);
    const ended = await bad({ schedule_start_date: '2026-01-01', schedule_end_date: '2026-01-02' });
    expect(ended.json.errors?.schedule_end_date).toEqual(['report_schedule.no_run_left']);
  });

  it('sends a due schedule once, with its file, to every recipient once, however many look at once', async () => {
    const created = await create({
      email_subject: 'Due now',
      include_account_email: true,
      looker_url: 'https://beacon.example/dashboards/board-1',
      emails: {
        to: ['boss@example.com', ADMIN_EMAIL],
        cc: ['cc@example.com', 'BOSS@example.com'],
        bcc: ['hidden@example.com'],
      },
    });
    await makeDue(created.id);
    // Two processes looking at the same moment (separate connections on PostgreSQL).
    const claims = await Promise.all([claimDueSchedules(t.deps), claimDueSchedules(t.deps)]);
    await settle();
    expect(claims.map((c) => c.sent).sort()).toEqual([0, 1]);
    await settle();

    const mails = mailsWith('Due now');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.rcpt).toEqual(
      [ADMIN_EMAIL, 'boss@example.com', 'cc@example.com', 'hidden@example.com'].sort(),
    );
    expect(mails[0]!.raw).toMatch(/Content-Disposition: attachment;\s+filename=campaign-\d+-/);
    expect(mails[0]!.raw).not.toContain('hidden@example.com');
    const body = mails[0]!.raw.replace(/=\r?\n/g, '');
    expect(body).toContain('Time zone of the figures: UTC');
    expect(body).toContain('sent daily at 06:00 (Europe/Madrid)');
    expect(body).toContain('Dashboard: https://beacon.example/dashboards/board-1');

    const [run, ...more] = await runsOf(created.id);
    expect(more).toHaveLength(0);
    expect(run!.status).toBe('sent');
    expect(run!.rows).toBeGreaterThan(0);
    expect(run!.recipients).toHaveLength(4);
    const after = await show(created.id);
    expect(after.status).toBe('active');
    expect(after.looker_url).toBe('https://beacon.example/dashboards/board-1');
    expect(after.job_id).toEqual(expect.any(Number));
    expect(Date.parse(after.next_run_at)).toBeGreaterThan(Date.now());
    // The report it sent is in "my reports" as a scheduled one.
    const mine = await t.request('GET', `/api/reports?filters[status]=scheduler`, { token: admin });
    expect(mine.json.data.data.map((r: { id: number }) => r.id)).toContain(after.job_id);

    // Looking again sends nothing: nothing is due.
    expect((await claimDueSchedules(t.deps)).sent).toBe(0);
    await settle();
    expect(mailsWith('Due now')).toHaveLength(1);
  });

  it('never runs one planned time twice, even when a schedule is due again at that time', async () => {
    const created = await create({ email_subject: 'Keyed' });
    const dueAt = new Date(Date.now() - 60_000);
    await rows(t, sql`update report_schedules set next_run_at = ${dueAt} where id = ${created.id}`);
    expect((await claimDueSchedules(t.deps)).sent).toBe(1);
    await settle();
    // The same planned time once more (as if a process had read it before the first claim).
    await rows(
      t,
      sql`update report_schedules set next_run_at = ${dueAt}, status = 'active' where id = ${created.id}`,
    );
    expect((await claimDueSchedules(t.deps)).sent).toBe(0);
    await settle();
    expect(mailsWith('Keyed')).toHaveLength(1);
    expect((await show(created.id)).status).toBe('active');
  });

  it('runs a daily schedule once a day across a daylight-saving change and stops after its end date', async () => {
    // New York goes forward on Sunday 14 March 2027: 02:00 does not exist that day.
    const created = await create({
      email_subject: 'Across DST',
      hour: 2,
      schedule_time_zone: 'America/New_York',
      schedule_start_date: '2027-03-13',
      schedule_end_date: '2027-03-15',
    });
    expect(created.next_run_at).toBe('2027-03-13T07:00:00.000Z');
    // The other tests' schedules would be due too at these times.
    await rows(t, sql`update report_schedules set status = 'inactive' where id <> ${created.id}`);
    const seen: string[] = [];
    // Looks every 30 minutes over the four days: each run is sent once, at its time.
    for (
      let at = Date.parse('2027-03-13T00:00:00Z');
      at < Date.parse('2027-03-17T00:00:00Z');
      at += HOUR / 2
    ) {
      const { sent } = await claimDueSchedules(t.deps, new Date(at));
      if (sent) {
        seen.push(new Date(at).toISOString());
        await settle();
      }
    }
    expect(seen).toEqual([
      '2027-03-13T07:00:00.000Z',
      '2027-03-14T07:00:00.000Z',
      '2027-03-15T06:00:00.000Z',
    ]);
    expect((await runsOf(created.id)).map((r) => r.due_at).sort()).toEqual(seen);
    expect(mailsWith('Across DST')).toHaveLength(3);
    const after = await show(created.id);
    expect(after.status).toBe('inactive');
    expect(after.next_run_at).toBeNull();
  });

  it('refuses to switch pending and failed schedules, and switches the others', async () => {
    const created = await create({ email_subject: 'Switch' });
    const set = (state: 0 | 1) =>
      t.request('PUT', `/api/reports_schedule/${created.id}/set/${state}`, { token: admin });
    const off = await set(0);
    expect(off.status).toBe(200);
    expect(off.json.data.status).toBe('inactive');
    const on = await set(1);
    expect(on.json.data.status).toBe('active');
    for (const [status, code] of [
      ['pending', 'report_schedule.pending'],
      ['fail', 'report_schedule.failed'],
    ] as const) {
      await rows(t, sql`update report_schedules set status = ${status} where id = ${created.id}`);
      const refused = await set(0);
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe(code);
      expect((await show(created.id)).status).toBe(status);
    }
  });

  it('retries a failing run, then marks the schedule fail with the reason and tells its owner', async () => {
    const created = await create({ email_subject: 'Doomed' });
    // Its campaign is gone by the time it runs.
    await rows(
      t,
      sql`update report_schedules set request = jsonb_set(request, '{filters,campaigns}', '[987654]') where id = ${created.id}`,
    );
    await makeDue(created.id);
    expect((await claimDueSchedules(t.deps)).sent).toBe(1);
    await settle();

    const [job] = await rows<{ state: string; retry_count: number }>(
      t,
      sql`select state, retry_count from pgboss.job where name = 'reports.schedule-run'
          and (data->>'runId')::int = (select max(id) from report_schedule_runs where schedule_id = ${created.id})`,
    );
    expect(job).toEqual({ state: 'failed', retry_count: 1 });
    const [run] = await runsOf(created.id);
    expect(run!.status).toBe('failed');
    expect(run!.error).toMatch(/Campaign/);
    const failed = await show(created.id);
    expect(failed.status).toBe('fail');
    expect(failed.last_error).toMatch(/Campaign/);
    expect(mailsWith('Doomed')).toHaveLength(0);
    const told = mailsWith('Scheduled report failed: Doomed');
    expect(told).toHaveLength(1);
    expect(told[0]!.rcpt).toEqual([ADMIN_EMAIL]);

    // Editing it answers the failure: active again.
    const fixed = await t.request('PATCH', `/api/reports_schedule/${created.id}`, {
      token: admin,
      body: { filters: { campaigns: [campaign] } },
    });
    expect(fixed.status, JSON.stringify(fixed.json)).toBe(200);
    expect(fixed.json.data.status).toBe('active');
    expect(fixed.json.data.last_error).toBeNull();
    expect(fixed.json.data.email_subject).toBe('Doomed');
  });

  it('sends csv when the xlsx file is over the e-mail limit, and says so', async () => {
    const created = await create({ email_subject: 'Big xlsx', file_type: 'xlsx' });
    await makeDue(created.id);
    const limit = t.deps.config.reports.emailMaxBytes;
    t.deps.config.reports.emailMaxBytes = 3_000;
    try {
      await claimDueSchedules(t.deps);
      await settle();
    } finally {
      t.deps.config.reports.emailMaxBytes = limit;
    }
    const [mail] = mailsWith('Big xlsx');
    expect(mail!.raw).toMatch(/filename=campaign-\d+-[\d-]+\.csv/);
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain('attached as csv');
    const [run] = await runsOf(created.id);
    expect(run).toMatchObject({ status: 'sent', csv_fallback: true, file_type: 'csv' });
  });

  it('keeps each account to its own schedules, deletes in bulk all or nothing, and logs changes', async () => {
    const a = await create({ email_subject: 'Mine A' });
    const b = await create({ email_subject: 'Mine B' });
    const list = await t.request('GET', '/api/reports_schedule?filters[email_subject]=Mine', {
      token: other,
    });
    expect(list.status).toBe(200);
    expect(list.json.data.data).toEqual([]);
    expect((await t.request('GET', `/api/reports_schedule/${a.id}`, { token: other })).status).toBe(404);
    expect((await t.request('PUT', `/api/reports_schedule/${a.id}/set/0`, { token: other })).status).toBe(
      404,
    );
    expect((await t.request('GET', `/api/reports_schedule/${a.id}/runs`, { token: other })).status).toBe(404);
    const foreignBulk = await t.request('DELETE', '/api/reports_schedule/bulk', {
      token: other,
      body: { ids: [a.id] },
    });
    expect(foreignBulk.status).toBe(404);

    const mine = await t.request(
      'GET',
      '/api/reports_schedule?filters[email_subject]=Mine&filters[status]=active',
      {
        token: admin,
      },
    );
    expect(mine.json.data.data.map((s: { id: number }) => s.id).sort()).toEqual([a.id, b.id].sort());

    const partly = await t.request('DELETE', '/api/reports_schedule/bulk', {
      token: admin,
      body: { ids: [a.id, 987_654] },
    });
    expect(partly.status).toBe(404);
    expect((await show(a.id)).id).toBe(a.id);
    const both = await t.request('DELETE', '/api/reports_schedule/bulk', {
      token: admin,
      body: { ids: [a.id, b.id] },
    });
    expect(both.json.data).toEqual({ deleted: 2 });
    expect((await t.request('GET', `/api/reports_schedule/${a.id}`, { token: admin })).status).toBe(404);

    const log = await t.request('GET', `/api/activity_log/report_schedule/${a.id}?mode=all`, {
      token: admin,
    });
    expect(log.status, JSON.stringify(log.json)).toBe(200);
    expect(log.json.data.map((e: { event: string }) => e.event).sort()).toEqual(['created', 'deleted']);
  });
});
