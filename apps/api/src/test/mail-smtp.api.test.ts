import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { createUser, latestMail, linkToken, mailsTo, roleIds, uniqueEmail } from './helpers.ts';
import { startSmtp } from './smtp.ts';

/** The text of a received message with quoted-printable soft line breaks undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe.each(testDatabaseKinds())('mail over SMTP on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let adminToken: string;
  let viewerRole: number;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Beacon <no-reply@beacon.test>',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    adminToken = await t.login(ADMIN_EMAIL);
    viewerRole = (await roleIds(t)).viewer!;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('delivers the activation e-mail of a new user and marks it sent', async () => {
    const email = uniqueEmail('smtp');
    const before = smtp.received.length;
    const user = await createUser(t, adminToken, { email, role_id: viewerRole });
    expect(user.email).toBe(email);

    // Delivery happens after the answer; wait for it before looking.
    await t.deps.jobs.idle();
    const messages = smtp.received.slice(before);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.rcpt).toEqual([email]);
    expect(messages[0]!.from).toBe('no-reply@beacon.test');
    const body = decoded(messages[0]!.raw);
    expect(body).toMatch(/^Subject: Your Beacon account/m);
    const token = linkToken(body, 'init');

    const row = await latestMail(t, email);
    expect(row.status).toBe('sent');
    expect(row.error).toBeNull();
    // the delivered link is the stored one, and it works
    expect(linkToken(row.text, 'init')).toBe(token);
    const init = await t.request('POST', `/api/auth/init/${token}`, {
      body: { password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(init.status).toBe(200);
  });

  it('delivers the sign-in code of the e-mail second factor', async () => {
    const email = uniqueEmail('smtp2fa');
    const user = await createUser(t, adminToken, { email, role_id: viewerRole });
    const token = linkToken((await latestMail(t, email)).text, 'init');
    const init = await t.request('POST', `/api/auth/init/${token}`, {
      body: { password: PASSWORD, password_confirmation: PASSWORD },
    });
    await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
      token: init.json.data.access_token,
      body: { two_factor: 'email', password: PASSWORD },
    });
    await t.deps.jobs.idle();
    const before = smtp.received.length;
    const login = await t.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.json.data[0].two_factor_code_from).toBe('email');
    // Delivery happens after the answer; wait for it before looking.
    await t.deps.jobs.idle();
    const messages = smtp.received.slice(before);
    expect(messages).toHaveLength(1);
    const code = /sign-in code is (\d{6})/.exec(decoded(messages[0]!.raw))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await t.request('POST', '/api/auth/two_factor/verify', {
      body: { two_factor: login.json.data[0].two_factor, code },
    });
    expect(verified.status).toBe(200);
  });

  it('retries a message the SMTP server refused and sends it once', async () => {
    const email = uniqueEmail('retry');
    smtp.refuseNext(email);
    const before = smtp.received.length;
    await createUser(t, adminToken, { email, role_id: viewerRole });
    await t.deps.jobs.idle();
    expect(smtp.refused).toContain(email);
    expect(smtp.received.slice(before).filter((m) => m.rcpt.includes(email))).toHaveLength(1);
    const row = await latestMail(t, email);
    expect(row.status).toBe('sent');
    expect(row.error).toBeNull();
  });
});

describe.each(testDatabaseKinds())('mail with the SMTP server down on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    const smtp = await startSmtp();
    await smtp.stop();
    // One retry a second later, then the message is failed for good.
    t = await startTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_RETRY_LIMIT: '1',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    adminToken = await t.login(ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('still creates the user and records the delivery failure', async () => {
    const email = uniqueEmail('nosmtp');
    const res = await t.request('POST', '/api/users', {
      token: adminToken,
      body: { email, name: 'Offline', last_name: 'Mail', role_id: (await roleIds(t)).viewer },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.email).toBe(email);
    // Delivery happens after the answer; wait for it before looking.
    await t.deps.jobs.idle();
    const rows = await mailsTo(t, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('failed');
    expect(rows[0]!.error).toEqual(expect.any(String));
    expect(rows[0]!.error!.length).toBeGreaterThan(0);
    // the admin can read the failure in the outbox
    const outbox = await t.request('GET', `/api/outbox?mode=all&filters[to]=${encodeURIComponent(email)}`, {
      token: adminToken,
    });
    expect(outbox.json.data).toEqual([expect.objectContaining({ to: email, status: 'failed' })]);

    // forgot password answers the same as ever
    const forgot = await t.request('POST', '/api/auth/password/forgot', {
      body: { email: 'viewer@example.com' },
    });
    expect(forgot.status).toBe(200);
    // Delivery happens after the answer; wait for it before looking.
    await t.deps.jobs.idle();
    expect((await latestMail(t, 'viewer@example.com')).status).toBe('failed');
  });
});
