import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPasswordHasher, passwordHasher } from '../platform/auth/passwords.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import {
  countOf,
  createActiveUser,
  createUser,
  latestMail,
  linkToken,
  mailCode,
  mailsTo,
  roleIds,
  rows,
  sessionIdOf,
  uniqueEmail,
} from './helpers.ts';

const NEW_PASSWORD = 'N3w-passw0rd!';
let ipCounter = 0;
/** A client address of its own, so failed sign-ins of one test never count against another. */
const freshIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
/** A six-digit code that is not `code`. */
const otherCode = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

describe.each(testDatabaseKinds())('auth on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let viewerRole: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    adminToken = await t.login(ADMIN_EMAIL);
    viewerRole = (await roleIds(t)).viewer!;
  });
  afterAll(() => t.close());

  const newUser = (password = PASSWORD) => createActiveUser(t, adminToken, viewerRole, password);
  const me = (token: string) => t.request('POST', '/api/auth/me', { token });
  const login = (email: string, password: string, ip = freshIp()) =>
    t.request('POST', '/api/auth/login', { body: { email, password }, ip });

  describe('sign-in', () => {
    it('answers a bearer token that opens the profile', async () => {
      const res = await login(ADMIN_EMAIL, PASSWORD);
      expect(res.status).toBe(200);
      expect(res.json.success).toBe(true);
      expect(res.json.data).toEqual({
        access_token: expect.any(String),
        token_type: 'bearer',
        expires_in: 480 * 60,
      });
      const profile = await me(res.json.data.access_token);
      expect(profile.status).toBe(200);
      expect(profile.json.data.email).toBe(ADMIN_EMAIL);
    });

    it('answers a wrong password and an unknown e-mail with the same 401', async () => {
      const wrong = await login(ADMIN_EMAIL, 'Not-the-passw0rd!');
      const unknown = await login('nobody.here@example.com', PASSWORD);
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.json).toEqual(unknown.json);
      expect(wrong.json).toMatchObject({ success: false, code: 'errors.invalid_credentials' });
      expect(JSON.stringify(wrong.json)).not.toContain('access_token');
    });

    it('limits failures per e-mail: the next attempt is 429 even with the right password', async () => {
      const user = await newUser();
      for (let i = 0; i < 5; i++) {
        expect((await login(user.email, 'Wr0ng-password!')).status).toBe(401);
      }
      const blocked = await login(user.email, PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.json).toMatchObject({ success: false, code: 'errors.too_many_requests' });
      expect(blocked.json.data).toBeNull();

      // an e-mail without a user gets the very same answer after the same number of failures
      const ghost = uniqueEmail('ghost');
      for (let i = 0; i < 5; i++) expect((await login(ghost, 'Wr0ng-password!')).status).toBe(401);
      const ghostBlocked = await login(ghost, PASSWORD);
      expect(ghostBlocked.status).toBe(429);
      expect(ghostBlocked.json).toEqual(blocked.json);

      // other e-mails are not affected
      expect((await login(ADMIN_EMAIL, PASSWORD)).status).toBe(200);
    });

    it('clears the failures of an e-mail after a successful sign-in', async () => {
      const user = await newUser();
      for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wr0ng-password!')).status).toBe(401);
      expect((await login(user.email, PASSWORD)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wr0ng-password!')).status).toBe(401);
      expect((await login(user.email, PASSWORD)).status).toBe(200);
    });
  });

  describe('e-mail second factor', () => {
    it('challenges at sign-in, e-mails a code and exchanges it for a token', async () => {
      const user = await newUser();
      const set = await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token: user.token,
        body: { two_factor: 'email', password: PASSWORD },
      });
      expect(set.status).toBe(200);
      expect((await me(user.token)).json.data).toMatchObject({
        email_two_factor_enabled: true,
        google_two_factor_enabled: false,
      });

      const mailsBefore = (await mailsTo(t, user.email)).length;
      const res = await login(user.email, PASSWORD);
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([
        { two_factor: expect.any(String), two_factor_code_from: 'email', email: user.email },
      ]);
      expect(JSON.stringify(res.json)).not.toContain('access_token');
      const mails = await mailsTo(t, user.email);
      expect(mails).toHaveLength(mailsBefore + 1);
      const code = mailCode(mails.at(-1)!.text);

      const verified = await t.request('POST', '/api/auth/two_factor/verify', {
        body: { two_factor: res.json.data[0].two_factor, code },
      });
      expect(verified.status).toBe(200);
      expect(verified.json.data).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
      expect((await me(verified.json.data.access_token)).json.data.email).toBe(user.email);

      // a used challenge cannot be used again
      const again = await t.request('POST', '/api/auth/two_factor/verify', {
        body: { two_factor: res.json.data[0].two_factor, code },
      });
      expect(again.status).toBe(401);
    });

    it('allows two wrong codes (422), voids the challenge on the third (401), then refuses the right one', async () => {
      const user = await newUser();
      await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token: user.token,
        body: { two_factor: 'email', password: PASSWORD },
      });
      const res = await login(user.email, PASSWORD);
      const challenge = res.json.data[0].two_factor as string;
      const code = mailCode((await latestMail(t, user.email)).text);
      const verify = (c: string) =>
        t.request('POST', '/api/auth/two_factor/verify', { body: { two_factor: challenge, code: c } });

      const first = await verify(otherCode(code, 1));
      expect(first.status).toBe(422);
      expect(first.json.errors).toMatchObject({ attempts_left: ['2'] });
      const second = await verify(otherCode(code, 2));
      expect(second.status).toBe(422);
      expect(second.json.errors).toMatchObject({ attempts_left: ['1'] });
      const third = await verify(otherCode(code, 3));
      expect(third.status).toBe(401);
      expect(third.json.code).toBe('errors.two_factor_voided');
      const right = await verify(code);
      expect(right.status).toBe(401);
      expect(JSON.stringify(right.json)).not.toContain('access_token');
    });

    it('counts wrong codes against the sign-in limit, so new challenges do not give endless guesses', async () => {
      const user = await newUser();
      await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token: user.token,
        body: { two_factor: 'email', password: PASSWORD },
      });
      // Default limit: 5 failures per e-mail. Two challenges with three wrong codes each.
      for (let round = 0; round < 2; round++) {
        const res = await login(user.email, PASSWORD);
        if (res.status === 429) break;
        const challenge = res.json.data[0].two_factor as string;
        const code = mailCode((await latestMail(t, user.email)).text);
        for (let i = 1; i <= 3; i++) {
          await t.request('POST', '/api/auth/two_factor/verify', {
            body: { two_factor: challenge, code: otherCode(code, i) },
          });
        }
      }
      const blocked = await login(user.email, PASSWORD);
      expect(blocked.status).toBe(429);
      expect(JSON.stringify(blocked.json)).not.toContain('two_factor');
    });

    it('refuses a code of another challenge and an unknown challenge', async () => {
      const user = await newUser();
      await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token: user.token,
        body: { two_factor: 'email', password: PASSWORD },
      });
      const first = await login(user.email, PASSWORD);
      const firstCode = mailCode((await latestMail(t, user.email)).text);
      const second = await login(user.email, PASSWORD);
      const secondCode = mailCode((await latestMail(t, user.email)).text);
      if (firstCode !== secondCode) {
        const crossed = await t.request('POST', '/api/auth/two_factor/verify', {
          body: { two_factor: second.json.data[0].two_factor, code: firstCode },
        });
        expect(crossed.status).toBe(422);
      }
      const unknown = await t.request('POST', '/api/auth/two_factor/verify', {
        body: { two_factor: 'not-a-challenge-at-all', code: secondCode },
      });
      expect(unknown.status).toBe(401);
      expect(first.json.data[0].two_factor).not.toBe(second.json.data[0].two_factor);
    });

    it('will not turn on the e-mail factor with a wrong password, nor for another user', async () => {
      const user = await newUser();
      const wrong = await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token: user.token,
        body: { two_factor: 'email', password: 'Wr0ng-password!' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.json.errors).toHaveProperty('password');
      const other = await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token: adminToken,
        body: { two_factor: 'email', password: PASSWORD },
      });
      expect(other.status).toBe(403);
      expect((await me(user.token)).json.data.email_two_factor_enabled).toBe(false);
      expect((await login(user.email, PASSWORD)).json.data.access_token).toEqual(expect.any(String));
    });
  });

  describe('authenticator second factor', () => {
    it('sets up by QR and code, replaces the e-mail factor, challenges and verifies; turns off with the password', async () => {
      const user = await newUser();
      await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token: user.token,
        body: { two_factor: 'email', password: PASSWORD },
      });

      const qr = await t.request('GET', '/api/auth/two_factor/qr', { token: user.token });
      expect(qr.status).toBe(200);
      expect(qr.json.data).toEqual({
        google_two_factor_code: expect.any(String),
        qr_svg: expect.any(String),
      });
      expect(qr.json.data.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      const secret = qr.json.data.google_two_factor_code as string;

      // setup is pending until confirmed: sign-in still uses the e-mail factor
      expect((await me(user.token)).json.data).toMatchObject({
        email_two_factor_enabled: true,
        google_two_factor_enabled: false,
      });

      const code = await generate({ secret });
      const wrong = await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token: user.token,
        body: { two_factor: 'google', code: otherCode(code, 500_000) },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.json.errors).toHaveProperty('code');
      expect((await me(user.token)).json.data.google_two_factor_enabled).toBe(false);

      const set = await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token: user.token,
        body: { two_factor: 'google', code: await generate({ secret }) },
      });
      expect(set.status).toBe(200);
      expect((await me(user.token)).json.data).toMatchObject({
        email_two_factor_enabled: false,
        google_two_factor_enabled: true,
      });

      const mailsBefore = (await mailsTo(t, user.email)).length;
      const res = await login(user.email, PASSWORD);
      expect(res.json.data).toEqual([
        { two_factor: expect.any(String), two_factor_code_from: 'google', email: user.email },
      ]);
      // no e-mail code is sent for the authenticator
      expect(await mailsTo(t, user.email)).toHaveLength(mailsBefore);
      // The setup's code was used; the app's next code (one period ahead, within the drift
      // allowance) signs in, and the same code cannot be used a second time.
      const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const verified = await t.request('POST', '/api/auth/two_factor/verify', {
        body: { two_factor: res.json.data[0].two_factor, code: nextCode },
      });
      expect(verified.status).toBe(200);
      const replay = await login(user.email, PASSWORD);
      const replayed = await t.request('POST', '/api/auth/two_factor/verify', {
        body: { two_factor: replay.json.data[0].two_factor, code: nextCode },
      });
      expect(replayed.status).toBe(422);
      const token = verified.json.data.access_token as string;
      expect((await me(token)).status).toBe(200);

      // turning off needs the right password
      const badOff = await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token,
        body: { two_factor: 'none', password: 'Wr0ng-password!' },
      });
      expect(badOff.status).toBe(422);
      expect((await me(token)).json.data.google_two_factor_enabled).toBe(true);
      expect(Array.isArray((await login(user.email, PASSWORD)).json.data)).toBe(true);

      const off = await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token,
        body: { two_factor: 'none', password: PASSWORD },
      });
      expect(off.status).toBe(200);
      expect((await me(token)).json.data).toMatchObject({
        email_two_factor_enabled: false,
        google_two_factor_enabled: false,
      });
      const direct = await login(user.email, PASSWORD);
      expect(direct.status).toBe(200);
      expect(direct.json.data.access_token).toEqual(expect.any(String));
    });

    it('refuses a confirmation code when no setup was started', async () => {
      const user = await newUser();
      const res = await t.request('POST', `/api/auth/two_factor/set/${user.id}`, {
        token: user.token,
        body: { two_factor: 'google', code: '123456' },
      });
      expect(res.status).toBe(422);
      expect((await me(user.token)).json.data.google_two_factor_enabled).toBe(false);
    });
  });

  describe('tokens', () => {
    it('revokes the token at sign-out', async () => {
      const token = await t.login(ADMIN_EMAIL);
      expect((await me(token)).status).toBe(200);
      const out = await t.request('POST', '/api/auth/logout', { token });
      expect(out.status).toBe(200);
      const after = await me(token);
      expect(after.status).toBe(401);
      expect(after.json.code).toBe('errors.token_revoked');
      // other sessions of the same user stay
      expect((await me(adminToken)).status).toBe(200);
    });

    it('refreshes: the new token works, the old one is revoked', async () => {
      const token = await t.login(ADMIN_EMAIL);
      const res = await t.request('POST', '/api/auth/refresh', { token });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number) });
      const fresh = res.json.data.access_token as string;
      expect(fresh).not.toBe(token);
      expect((await me(fresh)).status).toBe(200);
      expect((await me(token)).status).toBe(401);
    });

    it('refuses an expired session, a tampered token and a malformed header', async () => {
      const token = await t.login(ADMIN_EMAIL);
      const before = await me(token);
      expect(before.status).toBe(200);
      const sid = sessionIdOf(token);
      expect(await countOf(t, sql`select count(*) as n from sessions where id = ${sid}`)).toBe(1);
      await t.deps.db.execute(
        sql`update sessions set expires_at = now() - interval '1 minute' where id = ${sid}`,
      );
      expect((await me(token)).status).toBe(401);

      const tampered = `${adminToken.slice(0, -3)}${adminToken.endsWith('AAA') ? 'BBB' : 'AAA'}`;
      const res = await me(tampered);
      expect(res.status).toBe(401);
      expect(res.json.code).toBe('errors.token_expired');
      const basic = await t.request('POST', '/api/auth/me', {
        headers: { authorization: `Basic ${adminToken}` },
      });
      expect(basic.status).toBe(401);
      expect((await t.request('POST', '/api/auth/me')).status).toBe(401);
    });
  });

  describe('forgotten password', () => {
    it('answers the same for known and unknown e-mails and only writes mail for a real user', async () => {
      const user = await newUser();
      const ghost = uniqueEmail('ghost');
      const outboxBefore = await countOf(t, sql`select count(*) as n from mail_outbox`);
      const known = await t.request('POST', '/api/auth/password/forgot', { body: { email: user.email } });
      const unknown = await t.request('POST', '/api/auth/password/forgot', { body: { email: ghost } });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.json).toEqual(unknown.json);
      expect(await mailsTo(t, ghost)).toHaveLength(0);
      expect(await countOf(t, sql`select count(*) as n from mail_outbox`)).toBe(outboxBefore + 1);
      expect((await latestMail(t, user.email)).text).toContain('/password/reset/');
    });

    it('resets with the e-mailed link once; the old password and old sessions stop working', async () => {
      const user = await newUser();
      await t.request('POST', '/api/auth/password/forgot', { body: { email: user.email } });
      const token = linkToken((await latestMail(t, user.email)).text, 'reset');
      const reset = await t.request('POST', '/api/auth/password/reset', {
        body: { email: user.email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(reset.status).toBe(200);
      expect(reset.json.success).toBe(true);
      expect((await login(user.email, PASSWORD)).status).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
      expect((await me(user.token)).status).toBe(401);

      const reuse = await t.request('POST', '/api/auth/password/reset', {
        body: { email: user.email, token, password: PASSWORD, password_confirmation: PASSWORD },
      });
      expect(reuse.status).toBe(422);
      expect(reuse.json.errors).toEqual({ token: ['validation.token_invalid'] });
      expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses an expired link, a link for another e-mail, and an older link once a new one is sent', async () => {
      const user = await newUser();
      await t.request('POST', '/api/auth/password/forgot', { body: { email: user.email } });
      const older = linkToken((await latestMail(t, user.email)).text, 'reset');
      await t.request('POST', '/api/auth/password/forgot', { body: { email: user.email } });
      const token = linkToken((await latestMail(t, user.email)).text, 'reset');
      expect(token).not.toBe(older);
      const body = (tk: string, email = user.email) => ({
        body: { email, token: tk, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect((await t.request('POST', '/api/auth/password/reset', body(older))).status).toBe(422);

      await t.deps.db.execute(
        sql`update auth_tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id} and kind = 'reset' and used_at is null`,
      );
      const expired = await t.request('POST', '/api/auth/password/reset', body(token));
      expect(expired.status).toBe(422);
      expect((await login(user.email, PASSWORD)).status).toBe(200);

      await t.request('POST', '/api/auth/password/forgot', { body: { email: user.email } });
      const third = linkToken((await latestMail(t, user.email)).text, 'reset');
      const otherEmail = await t.request('POST', '/api/auth/password/reset', body(third, ADMIN_EMAIL));
      expect(otherEmail.status).toBe(422);
      expect((await login(ADMIN_EMAIL, PASSWORD)).status).toBe(200);
      expect((await login(user.email, PASSWORD)).status).toBe(200);
    });

    it('answers a weak password with one message per missing kind', async () => {
      const res = await t.request('POST', '/api/auth/password/reset', {
        body: {
          email: ADMIN_EMAIL,
          token: 'x'.repeat(40),
          password: 'abcdefgh',
          password_confirmation: 'abcdefgh',
        },
      });
      expect(res.status).toBe(400);
      expect(res.json.errors.password).toEqual(
        expect.arrayContaining([
          'validation.password.digit',
          'validation.password.upper',
          'validation.password.special_character',
        ]),
      );
      expect(res.json.errors.password).toHaveLength(3);

      const short = await t.request('POST', '/api/auth/password/reset', {
        body: { email: ADMIN_EMAIL, token: 'x'.repeat(40), password: 'AB', password_confirmation: 'AB' },
      });
      expect(short.status).toBe(400);
      expect([...short.json.errors.password].sort()).toEqual(
        [
          'validation.password.digit',
          'validation.password.lower',
          'validation.password.min_length',
          'validation.password.special_character',
        ].sort(),
      );

      const mismatch = await t.request('POST', '/api/auth/password/reset', {
        body: {
          email: ADMIN_EMAIL,
          token: 'x'.repeat(40),
          password: NEW_PASSWORD,
          password_confirmation: `${NEW_PASSWORD}x`,
        },
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.json.errors.password_confirmation).toEqual(['validation.password.confirmation']);
    });
  });

  describe('change password', () => {
    it('needs the current password; ends the other sessions but keeps the calling one', async () => {
      const user = await newUser();
      const other = (await login(user.email, PASSWORD)).json.data.access_token as string;
      const change = (current: string) =>
        t.request('POST', `/api/auth/password/change/${user.id}`, {
          token: user.token,
          body: { current_password: current, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        });

      const wrong = await change('Wr0ng-password!');
      expect(wrong.status).toBe(422);
      expect(wrong.json.errors).toEqual({ current_password: ['validation.current_password'] });
      expect((await me(other)).status).toBe(200);
      expect((await login(user.email, PASSWORD)).status).toBe(200);

      const right = await change(PASSWORD);
      expect(right.status).toBe(200);
      expect((await me(user.token)).status).toBe(200);
      expect((await me(other)).status).toBe(401);
      expect((await login(user.email, PASSWORD)).status).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    });

    it("refuses to change another user's password", async () => {
      const user = await newUser();
      const res = await t.request('POST', `/api/auth/password/change/${user.id}`, {
        token: adminToken,
        body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(res.status).toBe(403);
      expect((await login(user.email, PASSWORD)).status).toBe(200);
    });
  });

  describe('account activation', () => {
    it('activates an invited user once with the e-mailed link', async () => {
      const email = uniqueEmail('invited');
      const created = await createUser(t, adminToken, { email, role_id: viewerRole });
      expect(created.pending_activation).toBe(true);
      const mail = await latestMail(t, email);
      expect(mail.text).toContain('http://beacon.test/init/');
      const token = linkToken(mail.text, 'init');

      // an invited user has no password yet
      expect((await login(email, PASSWORD)).status).toBe(401);

      const weak = await t.request('POST', `/api/auth/init/${token}`, {
        body: { password: 'weak', password_confirmation: 'weak' },
      });
      expect(weak.status).toBe(400);

      const res = await t.request('POST', `/api/auth/init/${token}`, {
        body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
      expect((await me(res.json.data.access_token)).json.data.email).toBe(email);

      const reuse = await t.request('POST', `/api/auth/init/${token}`, {
        body: { password: PASSWORD, password_confirmation: PASSWORD },
      });
      expect(reuse.status).toBe(422);
      expect((await login(email, PASSWORD)).status).toBe(401);
      expect((await login(email, NEW_PASSWORD)).status).toBe(200);

      const detail = await t.request('GET', `/api/users/${created.id}`, { token: adminToken });
      expect(detail.json.data.pending_activation).toBe(false);
    });

    it('refuses an unknown or expired init link', async () => {
      const unknown = await t.request('POST', `/api/auth/init/${'z'.repeat(43)}`, {
        body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(unknown.status).toBe(422);

      const email = uniqueEmail('late');
      const created = await createUser(t, adminToken, { email, role_id: viewerRole });
      const token = linkToken((await latestMail(t, email)).text, 'init');
      await t.deps.db.execute(
        sql`update auth_tokens set expires_at = now() - interval '1 minute' where user_id = ${created.id} and kind = 'init'`,
      );
      const expired = await t.request('POST', `/api/auth/init/${token}`, {
        body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(expired.status).toBe(422);
      expect((await login(email, NEW_PASSWORD)).status).toBe(401);
    });
  });
});

describe.each(testDatabaseKinds())('sign-in limit per client address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      LOGIN_MAX_FAILURES_PER_IP: '3',
      LOGIN_MAX_FAILURES_PER_EMAIL: '50',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => t.close());

  it('blocks an address after its failures, whatever the e-mail, and leaves other addresses alone', async () => {
    const login = (email: string, password: string, ip: string) =>
      t.request('POST', '/api/auth/login', { body: { email, password }, ip });
    for (const email of [uniqueEmail('a'), uniqueEmail('b'), 'viewer@example.com']) {
      expect((await login(email, 'Wr0ng-password!', '192.0.2.10')).status).toBe(401);
    }
    const blocked = await login(ADMIN_EMAIL, PASSWORD, '192.0.2.10');
    expect(blocked.status).toBe(429);
    expect(blocked.json.code).toBe('errors.too_many_requests');
    expect((await login(uniqueEmail('c'), PASSWORD, '192.0.2.10')).status).toBe(429);

    const elsewhere = await login(ADMIN_EMAIL, PASSWORD, '192.0.2.11');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json.data.access_token).toEqual(expect.any(String));
  });

  it('reads the client address from X-Forwarded-For behind a proxy', async () => {
    const login = (forwarded: string) =>
      t.request('POST', '/api/auth/login', {
        body: { email: 'planner@example.com', password: 'Wr0ng-password!' },
        headers: { 'x-forwarded-for': forwarded },
        ip: '10.0.0.1',
      });
    for (let i = 0; i < 3; i++) expect((await login('198.51.100.7')).status).toBe(401);
    expect((await login('198.51.100.7')).status).toBe(429);
    expect((await login('198.51.100.8')).status).toBe(401);
  });
});

describe.each(testDatabaseKinds())('sign-in limit without a trusted proxy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOGIN_MAX_FAILURES_PER_IP: '3', LOGIN_MAX_FAILURES_PER_EMAIL: '50' });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For, so a client cannot dodge the per-address limit with it', async () => {
    const login = (forwarded: string) =>
      t.request('POST', '/api/auth/login', {
        body: { email: 'planner@example.com', password: 'Wr0ng-password!' },
        headers: { 'x-forwarded-for': forwarded },
        ip: '10.0.0.2',
      });
    for (let i = 0; i < 3; i++) expect((await login(`198.51.100.${i}`)).status).toBe(401);
    expect((await login('198.51.100.99')).status).toBe(429);
  });
});

describe.each(testDatabaseKinds())('password hashing bound on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0' });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while every hashing slot is taken, for known and unknown e-mails alike', async () => {
    const hasher = passwordHasher(t.deps.config);
    // The test holds the only slot itself, so the bound is reached without racing requests.
    let release!: () => void;
    const held = hasher.inSlot(() => new Promise<void>((resolve) => (release = resolve)));
    expect(hasher.load()).toEqual({ running: 1, waiting: 0 });

    const known = await t.request('POST', '/api/auth/login', {
      body: { email: ADMIN_EMAIL, password: PASSWORD },
    });
    const unknown = await t.request('POST', '/api/auth/login', {
      body: { email: uniqueEmail('nobody'), password: PASSWORD },
    });
    for (const res of [known, unknown]) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json).toEqual({
        success: false,
        data: null,
        message: expect.any(String),
        code: 'errors.server_busy',
        errors: null,
        status: 503,
      });
    }
    // A refused attempt is not a failure: it does not count towards the failure limits.
    expect(await countOf(t, sql`select count(*)::int as n from auth_failures`)).toBe(0);

    release();
    await held;
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
    expect(
      (await t.request('POST', '/api/auth/login', { body: { email: ADMIN_EMAIL, password: PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('lets a request wait for a slot while the queue has room', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, queue: 1 });
    let release!: () => void;
    const first = hasher.inSlot(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = hasher.inSlot(async () => 'second');
    expect(hasher.load()).toEqual({ running: 1, waiting: 1 });
    await expect(hasher.inSlot(async () => 'third')).rejects.toMatchObject({
      status: 503,
      headers: { 'retry-after': '1' },
    });
    release();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a request that waited its longest for a slot, and keeps the queue in order', async () => {
    vi.useFakeTimers();
    try {
      const hasher = createPasswordHasher({ concurrency: 1, queue: 2, maxWaitMs: 2000 });
      let release!: () => void;
      const first = hasher.inSlot(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
      const late = hasher.inSlot(async () => 'late');
      const refused = expect(late).rejects.toMatchObject({ status: 503, headers: { 'retry-after': '1' } });
      await vi.advanceTimersByTimeAsync(1000);
      const next = hasher.inSlot(async () => 'next');
      expect(hasher.load()).toEqual({ running: 1, waiting: 2 });
      await vi.advanceTimersByTimeAsync(1000);
      await refused;
      expect(hasher.load()).toEqual({ running: 1, waiting: 1 });
      release();
      expect(await Promise.all([first, next])).toEqual(['first', 'next']);
      expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(testDatabaseKinds())('sign-in attempts per client address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOGIN_MAX_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('counts successful sign-ins too: past the limit a minute, 429 with Retry-After', async () => {
    const login = (ip: string, password = PASSWORD) =>
      t.request('POST', '/api/auth/login', { body: { email: ADMIN_EMAIL, password }, ip });
    expect((await login('203.0.113.5')).status).toBe(200);
    expect((await login('203.0.113.5', 'Wr0ng-password!')).status).toBe(401);
    expect((await login('203.0.113.5')).status).toBe(200);
    const limited = await login('203.0.113.5');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json).toMatchObject({ success: false, data: null, code: 'errors.too_many_requests' });
    // another address is not affected
    expect((await login('203.0.113.6')).status).toBe(200);
  });
});

describe.each(
  testDatabaseKinds().filter((kind) => kind === 'postgres'),
)('database sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('runs the API’s statements with JIT compilation off', async () => {
    // Several at once, so more than one pooled connection answers.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => rows<{ jit: string }>(t, sql`show jit`)),
    );
    for (const [row] of answers) expect(row?.jit).toBe('off');
  });
});
