import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import {
  countOf,
  createActiveUser,
  createUser,
  latestMail,
  linkToken,
  mailsTo,
  multipart,
  roleIds,
  rows,
  solidPng,
  uniqueEmail,
  userIdOf,
} from './helpers.ts';

describe.each(testDatabaseKinds())('users on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let roles: Record<string, number>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    adminToken = await t.login(ADMIN_EMAIL);
    roles = await roleIds(t);
  });
  afterAll(() => t.close());

  const userCount = () => countOf(t, sql`select count(*) as n from users`);
  const membershipCount = () => countOf(t, sql`select count(*) as n from account_users`);
  const userRow = async (id: number) =>
    (
      await rows(
        t,
        sql`select u.name, u.last_name, u.language, u.avatar_key, u.position_id, au.role_id
            from users u join account_users au on au.user_id = u.id and au.account_id = 1 where u.id = ${id}`,
      )
    )[0];

  describe('create', () => {
    it('answers field errors for a bad e-mail and a missing name, and writes nothing', async () => {
      const users = await userCount();
      const mails = await countOf(t, sql`select count(*) as n from mail_outbox`);
      const res = await t.request('POST', '/api/users', {
        token: adminToken,
        body: { email: 'not-an-email', last_name: 'Nobody', role_id: roles.viewer },
      });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: 'errors.bad_request', data: null });
      expect(res.json.errors.email).toEqual(['validation.email']);
      expect(res.json.errors.name).toEqual(['validation.required']);
      expect(Object.keys(res.json.errors).sort()).toEqual(['email', 'name']);

      const short = await t.request('POST', '/api/users', {
        token: adminToken,
        body: { email: uniqueEmail(), name: 'A', last_name: 'x'.repeat(256), role_id: roles.viewer },
      });
      expect(short.status).toBe(400);
      expect(short.json.errors).toEqual({
        name: ['validation.min_length'],
        last_name: ['validation.max_length'],
      });
      expect(await userCount()).toBe(users);
      expect(await countOf(t, sql`select count(*) as n from mail_outbox`)).toBe(mails);
    });

    it('refuses an unknown role and the platform administrator role', async () => {
      const users = await userCount();
      for (const roleId of [9999, roles.master_admin]) {
        const email = uniqueEmail();
        const res = await t.request('POST', '/api/users', {
          token: adminToken,
          body: { email, name: 'Rolf', last_name: 'Role', role_id: roleId },
        });
        expect(res.status).toBe(422);
        expect(res.json.errors).toEqual({ role_id: ['validation.exists'] });
        expect(await mailsTo(t, email)).toHaveLength(0);
      }
      const position = await t.request('POST', '/api/users', {
        token: adminToken,
        body: {
          email: uniqueEmail(),
          name: 'Pos',
          last_name: 'Ition',
          role_id: roles.viewer,
          position_id: 99,
        },
      });
      expect(position.status).toBe(422);
      expect(position.json.errors).toEqual({ position_id: ['validation.exists'] });
      expect(await userCount()).toBe(users);
    });

    it('creates a pending user with an activation e-mail and refuses the same e-mail twice', async () => {
      const email = uniqueEmail('Mixed.Case');
      const res = await t.request('POST', '/api/users', {
        token: adminToken,
        body: {
          email: email.toUpperCase(),
          name: 'Carla',
          last_name: 'Created',
          role_id: roles.planner,
          position_id: 4,
          language: 'es',
        },
      });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        email: email.toLowerCase(),
        name: 'Carla',
        last_name: 'Created',
        role_id: roles.planner,
        role_name: 'planner',
        position_id: 4,
        position_name: 'Digital Planner',
        language: 'es',
        active: true,
        pending_activation: true,
        avatar_file: null,
      });
      const mail = await latestMail(t, email);
      expect(mail.text).toContain('/init/');
      expect(mail.subject).toContain('cuenta'); // in the user's language

      const users = await userCount();
      const again = await t.request('POST', '/api/users', {
        token: adminToken,
        body: { email, name: 'Carla', last_name: 'Again', role_id: roles.viewer },
      });
      expect(again.status).toBe(422);
      expect(again.json.errors).toEqual({ email: ['validation.email_taken'] });
      expect(await userCount()).toBe(users);
      expect(await mailsTo(t, email)).toHaveLength(1);
    });

    it('refuses a registered e-mail to an account admin without telling whose it is', async () => {
      const trafficker = await t.login('trafficker@example.com');
      expect((await t.request('PUT', '/api/set_account/2', { token: trafficker })).status).toBe(200);
      const users = await userCount();
      const memberships = await membershipCount();
      const res = await t.request('POST', '/api/users', {
        token: trafficker,
        body: { email: 'reporting@example.com', name: 'Some', last_name: 'One', role_id: roles.viewer },
      });
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual({ email: ['validation.email_taken'] });
      expect(JSON.stringify(res.json)).not.toContain('Renata');
      expect(await userCount()).toBe(users);
      expect(await membershipCount()).toBe(memberships);
    });

    it('lets the platform admin add a person of another account as a member', async () => {
      const platform = await t.login(ADMIN_EMAIL);
      expect((await t.request('PUT', '/api/set_account/2', { token: platform })).status).toBe(200);
      const users = await userCount();
      const memberships = await membershipCount();
      const mails = (await mailsTo(t, 'reporting@example.com')).length;
      const res = await t.request('POST', '/api/users', {
        token: platform,
        body: {
          email: 'reporting@example.com',
          name: 'Ignored',
          last_name: 'Ignored',
          role_id: roles.viewer,
        },
      });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        id: await userIdOf(t, 'reporting@example.com'),
        email: 'reporting@example.com',
        name: 'Renata',
        role_name: 'viewer',
        pending_activation: false,
      });
      expect(await userCount()).toBe(users);
      expect(await membershipCount()).toBe(memberships + 1);
      // the user already has a password: no activation link
      expect(await mailsTo(t, 'reporting@example.com')).toHaveLength(mails);

      // the person can now enter account 2 with the role given there, and keeps account 1
      const reporting = await t.login('reporting@example.com');
      const accounts = await t.request('GET', '/api/account', { token: reporting });
      expect(accounts.json.data.map((a: any) => a.id)).toEqual([1, 2]);
      expect((await t.request('PUT', '/api/set_account/2', { token: reporting })).status).toBe(200);
      const me = await t.request('POST', '/api/auth/me', { token: reporting });
      expect(me.json.data.roles[0].name).toBe('viewer');
      await t.request('PUT', '/api/set_account/1', { token: reporting });

      // an admin of account 2 may change the shared person's role there, not their profile
      const trafficker = await t.login('trafficker@example.com');
      await t.request('PUT', '/api/set_account/2', { token: trafficker });
      const id = res.json.data.id as number;
      const base = {
        name: 'Renata',
        last_name: 'Reporting',
        language: 'en',
        position_id: String(res.json.data.position_id),
        role_id: String(roles.planner),
      };
      const renamed = await t.request('POST', `/api/users/user/${id}`, {
        token: trafficker,
        ...(await multipart({ ...base, name: 'Renamed' })),
      });
      expect(renamed.status).toBe(422);
      expect(renamed.json.errors).toEqual({ name: ['validation.shared_user_profile'] });
      const [row] = await rows(t, sql`select name from users where id = ${id}`);
      expect(row!.name).toBe('Renata');
      const roleOnly = await t.request('POST', `/api/users/user/${id}`, {
        token: trafficker,
        ...(await multipart(base)),
      });
      expect(roleOnly.status).toBe(200);
      expect(roleOnly.json.data.role_name).toBe('planner');
      const language = await t.request('POST', `/api/users/${id}/setLanguage`, {
        token: trafficker,
        body: { language: 'pt' },
      });
      expect(language.status).toBe(403);
      // in account 1 the person keeps their own role
      const inOne = await t.request('GET', `/api/users/${id}`, { token: adminToken });
      expect(inOne.json.data.role_name).toBe('reporting');
    });
  });

  describe('update', () => {
    const fields = (overrides: Record<string, string | number> = {}) => ({
      name: 'Ulla',
      last_name: 'Updated',
      language: 'pt',
      role_id: roles.reporting!,
      position_id: 6,
      ...overrides,
    });

    it('saves the form fields sent as multipart', async () => {
      const user = await createUser(t, adminToken, { role_id: roles.viewer! });
      const form = await multipart(fields());
      const res = await t.request('POST', `/api/users/user/${user.id}`, { token: adminToken, ...form });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        name: 'Ulla',
        last_name: 'Updated',
        language: 'pt',
        role_id: roles.reporting,
        role_name: 'reporting',
        position_id: 6,
        position_name: 'Billing',
      });
      const detail = await t.request('GET', `/api/users/${user.id}`, { token: adminToken });
      expect(detail.json.data).toMatchObject({ name: 'Ulla', language: 'pt', role_id: roles.reporting });

      // JSON works too, and an empty position clears it
      const json = await t.request('POST', `/api/users/user/${user.id}`, {
        token: adminToken,
        body: fields({ name: 'Ursula', position_id: '' }),
      });
      expect(json.status).toBe(200);
      expect(json.json.data).toMatchObject({ name: 'Ursula', position_id: null, position_name: null });
    });

    it('answers field errors for an invalid form and keeps the user', async () => {
      const user = await createUser(t, adminToken, { role_id: roles.viewer!, name: 'Keep' });
      const before = await userRow(user.id);
      const form = await multipart(fields({ name: '', language: 'fr' }));
      const res = await t.request('POST', `/api/users/user/${user.id}`, { token: adminToken, ...form });
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.errors).sort()).toEqual(['language', 'name']);
      const role = await t.request('POST', `/api/users/user/${user.id}`, {
        token: adminToken,
        ...(await multipart(fields({ role_id: roles.master_admin! }))),
      });
      expect(role.status).toBe(422);
      expect(await userRow(user.id)).toEqual(before);
    });

    it('stores a 200×200 PNG avatar behind a signed URL', async () => {
      const user = await createUser(t, adminToken, { role_id: roles.viewer! });
      const png = solidPng(200, 200, [200, 30, 30]);
      const form = await multipart(fields(), {
        field: 'avatar_file',
        name: 'me.png',
        type: 'image/png',
        body: png,
      });
      const res = await t.request('POST', `/api/users/user/${user.id}`, { token: adminToken, ...form });
      expect(res.status).toBe(200);
      const url = res.json.data.avatar_file as string;
      expect(url).toMatch(/^\/api\/files\/avatars\/[^?]+\.png\?expires=\d+&signature=[\w-]+$/);

      // served without a token, as the exact bytes
      const file = await t.request('GET', url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(file.body, png)).toBe(0);

      const signature = new URL(url, 'http://x').searchParams.get('signature')!;
      const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
      const tampered = await t.request('GET', url.replace(signature, flipped));
      expect(tampered.status).toBe(404);
      const expires = new URL(url, 'http://x').searchParams.get('expires')!;
      const longer = await t.request(
        'GET',
        url.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`),
      );
      expect(longer.status).toBe(404);
      const otherKey = await t.request('GET', url.replace('/avatars/', '/avatars/x'));
      expect(otherKey.status).toBe(404);

      // the profile of the user shows the same file
      const detail = await t.request('GET', `/api/users/${user.id}`, { token: adminToken });
      expect((await t.request('GET', detail.json.data.avatar_file)).status).toBe(200);

      // a new avatar replaces the old file
      const second = await t.request('POST', `/api/users/user/${user.id}`, {
        token: adminToken,
        ...(await multipart(fields(), {
          field: 'avatar_file',
          name: 'me2.png',
          type: 'image/png',
          body: solidPng(200, 200, [10, 200, 10]),
        })),
      });
      expect(second.status).toBe(200);
      expect((await t.request('GET', url)).status).toBe(404);
      expect((await t.request('GET', second.json.data.avatar_file)).status).toBe(200);
    });

    it('refuses a wrong-size avatar, a non-image, and a file over 2 MB, leaving the user unchanged', async () => {
      const user = await createUser(t, adminToken, { role_id: roles.viewer!, name: 'Stable' });
      const before = await userRow(user.id);
      const attempt = async (body: Buffer, name = 'avatar.png') =>
        t.request('POST', `/api/users/user/${user.id}`, {
          token: adminToken,
          ...(await multipart(fields({ name: 'Changed' }), {
            field: 'avatar_file',
            name,
            type: 'image/png',
            body,
          })),
        });

      const small = await attempt(solidPng(100, 100));
      expect(small.status).toBe(422);
      expect(small.json.errors).toEqual({ avatar_file: ['validation.avatar.dimensions'] });
      expect(await userRow(user.id)).toEqual(before);

      for (const [width, height] of [
        [201, 200],
        [200, 199],
      ] as const) {
        const off = await attempt(solidPng(width, height));
        expect(off.status, `${width}×${height}`).toBe(422);
        expect(off.json.errors).toEqual({ avatar_file: ['validation.avatar.dimensions'] });
      }

      const text = await attempt(Buffer.from('this is not a picture at all\n'.repeat(20)));
      expect(text.status).toBe(422);
      expect(text.json.errors).toEqual({ avatar_file: ['validation.avatar.file_type'] });
      expect(await userRow(user.id)).toEqual(before);

      // the limit is the 2 MB in docs/REQUIREMENTS.md#accounts-and-users, not a smaller body limit: 1.5 MB passes
      const heavy = await attempt(solidPng(200, 200, [1, 2, 3], false, 1_500_000));
      expect(heavy.status).toBe(200);
      await t.request('POST', `/api/users/user/${user.id}`, {
        token: adminToken,
        body: { name: 'Stable', last_name: before!.last_name, language: 'en', role_id: roles.viewer },
      });
      await t.deps.db.execute(sql`update users set avatar_key = null where id = ${user.id}`);
      expect(await userRow(user.id)).toEqual(before);

      const big = solidPng(900, 900, [0, 0, 0], true);
      expect(big.length).toBeGreaterThan(2_000_000);
      const tooLarge = await attempt(big);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.json).toMatchObject({ success: false, code: 'errors.too_large' });
      expect(await userRow(user.id)).toEqual(before);

      const wrongField = await t.request('POST', `/api/users/user/${user.id}`, {
        token: adminToken,
        ...(await multipart(fields({ name: 'Changed' }), {
          field: 'picture',
          name: 'a.png',
          type: 'image/png',
          body: solidPng(200, 200),
        })),
      });
      expect(wrongField.status).toBe(400);
      expect(await userRow(user.id)).toEqual(before);

      const files = await rows(t, sql`select avatar_key from users where id = ${user.id}`);
      expect(files[0]!.avatar_key).toBeNull();
    });

    it('refuses to change your own role but saves your own name', async () => {
      const account2Admin = await t.login('trafficker@example.com');
      await t.request('PUT', '/api/set_account/2', { token: account2Admin });
      const id = await userIdOf(t, 'trafficker@example.com');
      const own = await t.request('POST', `/api/users/user/${id}`, {
        token: account2Admin,
        body: { name: 'Tomás', last_name: 'Trafficker', language: 'en', role_id: roles.viewer },
      });
      expect(own.status).toBe(422);
      expect(own.json.errors).toEqual({ role_id: ['validation.own_role'] });
      const me = await t.request('POST', '/api/auth/me', { token: account2Admin });
      expect(me.json.data.roles[0].name).toBe('admin');

      const rename = await t.request('POST', `/api/users/user/${id}`, {
        token: account2Admin,
        body: { name: 'Tomás', last_name: 'Renamed', language: 'en', role_id: roles.admin },
      });
      expect(rename.status).toBe(200);
      expect(rename.json.data.last_name).toBe('Renamed');
      await t.request('POST', `/api/users/user/${id}`, {
        token: account2Admin,
        body: { name: 'Tomás', last_name: 'Trafficker', language: 'en', role_id: roles.admin },
      });
      await t.request('PUT', '/api/set_account/1', { token: account2Admin });
    });

    it('lets the platform administrator edit their own profile', async () => {
      const id = await userIdOf(t, ADMIN_EMAIL);
      const res = await t.request('POST', `/api/users/user/${id}`, {
        token: adminToken,
        body: { name: 'Ada', last_name: 'Lovelace', language: 'en', role_id: roles.master_admin },
      });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ last_name: 'Lovelace', role_name: 'master_admin' });
    });
  });

  describe('language', () => {
    it('saves your own language; another user needs the update permission', async () => {
      const viewer = await createActiveUser(t, adminToken, roles.viewer!, PASSWORD);
      const own = await t.request('POST', `/api/users/${viewer.id}/setLanguage`, {
        token: viewer.token,
        body: { language: 'es' },
      });
      expect(own.status).toBe(200);
      expect((await t.request('POST', '/api/auth/me', { token: viewer.token })).json.data.language).toBe(
        'es',
      );

      const plannerId = await userIdOf(t, 'planner@example.com');
      const other = await t.request('POST', `/api/users/${plannerId}/setLanguage`, {
        token: viewer.token,
        body: { language: 'pt' },
      });
      expect(other.status).toBe(403);
      expect((await userRow(plannerId))!.language).toBe('en');

      const bad = await t.request('POST', `/api/users/${viewer.id}/setLanguage`, {
        token: viewer.token,
        body: { language: 'fr' },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual({ language: ['validation.language'] });

      const byAdmin = await t.request('POST', `/api/users/${viewer.id}/setLanguage`, {
        token: adminToken,
        body: { language: 'pt' },
      });
      expect(byAdmin.status).toBe(200);
      expect((await userRow(viewer.id))!.language).toBe('pt');
    });
  });

  describe('delete and activation e-mails', () => {
    it('removes a user from the account', async () => {
      const user = await createUser(t, adminToken, { role_id: roles.viewer! });
      const res = await t.request('DELETE', `/api/users/${user.id}`, { token: adminToken });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: true, data: null });
      expect((await t.request('GET', `/api/users/${user.id}`, { token: adminToken })).status).toBe(404);
      expect((await t.request('DELETE', `/api/users/${user.id}`, { token: adminToken })).status).toBe(404);
      const list = await t.request('GET', `/api/users?mode=all&filters[id]=${user.id}`, {
        token: adminToken,
      });
      expect(list.json.data).toEqual([]);
    });

    it('keeps a user that still belongs to another account', async () => {
      const trafficker = await t.login('trafficker@example.com');
      await t.request('PUT', '/api/set_account/2', { token: trafficker });
      const platform = await t.login(ADMIN_EMAIL);
      await t.request('PUT', '/api/set_account/2', { token: platform });
      const email = uniqueEmail('shared');
      const user = await createUser(t, adminToken, { email, role_id: roles.viewer! });
      const added = await t.request('POST', '/api/users', {
        token: platform,
        body: { email, name: 'Shared', last_name: 'Person', role_id: roles.viewer },
      });
      expect(added.status).toBe(200);
      expect((await t.request('DELETE', `/api/users/${user.id}`, { token: adminToken })).status).toBe(200);
      expect((await t.request('GET', `/api/users/${user.id}`, { token: trafficker })).status).toBe(200);
      await t.request('PUT', '/api/set_account/1', { token: trafficker });
    });

    it('resends an activation link only to a pending user, and the new link replaces the old', async () => {
      const active = await createActiveUser(t, adminToken, roles.viewer!, PASSWORD);
      const mailsOfActive = (await mailsTo(t, active.email)).length;
      const refused = await t.request('POST', `/api/users/${active.id}/resend_email`, { token: adminToken });
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe('errors.already_active');
      expect(await mailsTo(t, active.email)).toHaveLength(mailsOfActive);

      const email = uniqueEmail('pending');
      const pending = await createUser(t, adminToken, { email, role_id: roles.viewer! });
      const first = linkToken((await latestMail(t, email)).text, 'init');
      const res = await t.request('POST', `/api/users/${pending.id}/resend_email`, { token: adminToken });
      expect(res.status).toBe(200);
      const mails = await mailsTo(t, email);
      expect(mails).toHaveLength(2);
      const second = linkToken(mails[1]!.text, 'init');
      expect(second).not.toBe(first);
      const body = { password: PASSWORD, password_confirmation: PASSWORD };
      expect((await t.request('POST', `/api/auth/init/${first}`, { body })).status).toBe(422);
      expect((await t.request('POST', `/api/auth/init/${second}`, { body })).status).toBe(200);
    });
  });
});
