import { ROLE_DEFINITIONS } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGuard } from '../platform/auth/guard.ts';
import type { TokenService } from '../platform/auth/tokens.ts';
import type { Db } from '../platform/db/client.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { countOf, createActiveUser, createUser, roleIds, rows, uniqueEmail, userIdOf } from './helpers.ts';

/** Routes that answer without a token (docs/REQUIREMENTS.md#api-conventions: sign-in, links from e-mails, look-and-feel, files). */
const PUBLIC_ROUTES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/two_factor/verify',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/reset',
  'POST /api/auth/init/{init_token}',
  'GET /api/settings/{domain}',
  'GET /api/health',
  // Readiness for a load balancer or an orchestrator: names what is not ready, never why.
  'GET /api/ready',
  'GET /api/list/languages',
  'GET /api/files/{*}',
  // Signed, time-limited creative previews (iframes and players cannot send a token).
  'GET /api/asset_preview/{expires}/{signature}/{account}/{uuid}/{*}',
  // The empty sandboxed page a tag preview runs in: the console posts the tag to it.
  'GET /api/tag_preview',
  // Segment and event tags: browsers call them from any page; the signed token in the path is the access.
  'GET /collect/segment/{file}',
  'GET /collect/event/{file}',
  // Account logos: the sign-in page shows them before anyone signs in.
  'GET /api/account_logos/{file}',
  // An embedded dashboard: the signed, 300-second token in the query is the access.
  'GET /api/reports/dashboards/data',
]);

const sampleParams: Record<string, string> = {
  id: '1',
  active: '1',
  entity: 'campaign',
  init_token: 'abcdefghijklmnopqrstuvwxyz',
  domain: 'localhost',
  '*': 'avatars/1-abc.png',
};

describe.each(testDatabaseKinds())('tenancy and permissions on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let roles: Record<string, number>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    adminToken = await t.login(ADMIN_EMAIL);
    roles = await roleIds(t);
  });
  afterAll(() => t.close());

  /** trafficker@ signed in and switched to account 2, where they are admin. */
  async function traffickerInRetail() {
    const token = await t.login('trafficker@example.com');
    const res = await t.request('PUT', '/api/set_account/2', { token });
    expect(res.status).toBe(200);
    const me = await t.request('POST', '/api/auth/me', { token });
    expect(me.json.data).toMatchObject({ account_id: 2, roles: [{ name: 'admin' }] });
    return token;
  }

  describe('cross-account isolation', () => {
    it('hides a user of account 1 from an admin of account 2 on every route', async () => {
      const email = uniqueEmail('agency.only');
      const user = await createUser(t, adminToken, { email, role_id: roles.viewer!, name: 'Zelda' });
      const token = await traffickerInRetail();
      const form = { name: 'Hacked', last_name: 'Name', language: 'es', role_id: roles.viewer! };

      const calls = [
        await t.request('GET', `/api/users/${user.id}`, { token }),
        await t.request('POST', `/api/users/user/${user.id}`, { token, body: form }),
        await t.request('PUT', `/api/users/${user.id}/set/0`, { token }),
        await t.request('PUT', `/api/users/${user.id}/set/1`, { token }),
        await t.request('POST', `/api/users/${user.id}/resend_email`, { token }),
        await t.request('POST', `/api/users/${user.id}/setLanguage`, { token, body: { language: 'pt' } }),
        await t.request('DELETE', `/api/users/${user.id}`, { token }),
      ];
      for (const res of calls) {
        expect(res.status).toBe(404);
        expect(res.json).toMatchObject({ success: false, code: 'errors.not_found' });
      }

      // nothing changed for the user in account 1
      const seen = await t.request('GET', `/api/users/${user.id}`, { token: adminToken });
      expect(seen.status).toBe(200);
      expect(seen.json.data).toMatchObject({ name: 'Zelda', language: 'en', active: true });

      // and it never shows in account 2's lists, whatever the mode
      const lists = {
        paginated: await t.request('GET', '/api/users?limit=100', { token }),
        all: await t.request('GET', '/api/users?mode=all', { token }),
        list: await t.request('GET', '/api/users?mode=list', { token }),
        term: await t.request('GET', `/api/users?mode=all&term=${encodeURIComponent(email)}`, { token }),
        filter: await t.request('GET', `/api/users?mode=all&filters[email]=${encodeURIComponent(email)}`, {
          token,
        }),
        byId: await t.request('GET', `/api/users?mode=all&filters[id]=${user.id}`, { token }),
      };
      for (const res of Object.values(lists)) expect(res.status).toBe(200);
      const members = await countOf(t, sql`select count(*) as n from account_users where account_id = 2`);
      const agencyOnly = await rows<{ user_id: number }>(
        t,
        sql`select user_id from account_users where account_id = 1
            and user_id not in (select user_id from account_users where account_id = 2)`,
      );
      const agencyIds = agencyOnly.map((r) => Number(r.user_id));
      expect(agencyIds).toContain(user.id);
      expect(lists.paginated.json.data.total).toBe(members);
      expect(lists.all.json.data).toHaveLength(members);
      expect(lists.list.json.data).toHaveLength(members);
      const traffickerId = await userIdOf(t, 'trafficker@example.com');
      for (const data of [lists.paginated.json.data.data, lists.all.json.data, lists.list.json.data]) {
        const ids = data.map((u: any) => u.id);
        expect(ids).toContain(traffickerId);
        for (const id of agencyIds) expect(ids).not.toContain(id);
      }
      expect(lists.term.json.data).toEqual([]);
      expect(lists.filter.json.data).toEqual([]);
      expect(lists.byId.json.data).toEqual([]);
      const download = await t.request('GET', '/api/users?mode=download&type=csv', { token });
      expect(download.status).toBe(200);
      const csv = download.body.toString('utf8');
      expect(csv).toContain('trafficker@example.com');
      expect(csv).not.toContain(email);
      expect(csv).not.toContain(ADMIN_EMAIL);

      // back in account 1 the same person is a trafficker, without rights on users
      await t.request('PUT', '/api/set_account/1', { token });
      expect((await t.request('GET', `/api/users/${user.id}`, { token })).status).toBe(403);
    });

    it("keeps each account's outbox to itself", async () => {
      const token = await traffickerInRetail();
      const email = uniqueEmail('retail.invite');
      const created = await t.request('POST', '/api/users', {
        token,
        body: { email, name: 'Rita', last_name: 'Retail', role_id: roles.viewer },
      });
      expect(created.status).toBe(200);
      const own = await t.request('GET', '/api/outbox?mode=all', { token });
      expect(own.status).toBe(200);
      expect(own.json.data.map((m: any) => m.to)).toContain(email);
      const agency = await t.request('GET', '/api/outbox?mode=all', { token: adminToken });
      expect(agency.status).toBe(200);
      expect(agency.json.data.length).toBeGreaterThan(0);
      expect(agency.json.data.map((m: any) => m.to)).not.toContain(email);
      const searched = await t.request('GET', `/api/outbox?mode=all&term=${encodeURIComponent(email)}`, {
        token: adminToken,
      });
      expect(searched.json.data).toEqual([]);
      await t.request('PUT', '/api/set_account/1', { token });
    });

    it('does not let a user switch to an account they do not belong to', async () => {
      const token = await t.login('viewer@example.com');
      const res = await t.request('PUT', '/api/set_account/2', { token });
      expect(res.status).toBe(404);
      expect((await t.request('PUT', '/api/set_account/9999', { token })).status).toBe(404);
      const me = await t.request('POST', '/api/auth/me', { token });
      expect(me.json.data.account_id).toBe(1);
    });

    it('lets the platform administrator enter account 2 and see its users', async () => {
      const token = await t.login(ADMIN_EMAIL);
      expect((await t.request('PUT', '/api/set_account/2', { token })).status).toBe(200);
      const me = await t.request('POST', '/api/auth/me', { token });
      expect(me.json.data).toMatchObject({ account_id: 2, account: { account_type: 'retail_media' } });
      const list = await t.request('GET', '/api/users?mode=all', { token });
      expect(list.status).toBe(200);
      const emails = list.json.data.map((u: any) => u.email);
      expect(emails).toContain('trafficker@example.com');
      expect(emails).not.toContain(ADMIN_EMAIL);
      expect(emails).not.toContain('viewer@example.com');
      expect((await t.request('PUT', '/api/set_account/1', { token })).status).toBe(200);
    });

    it('keeps the session in the switched account and lands the next sign-in there', async () => {
      const token = await traffickerInRetail();
      const again = await t.login('trafficker@example.com');
      const me = await t.request('POST', '/api/auth/me', { token: again });
      expect(me.json.data.account_id).toBe(2);
      await t.request('PUT', '/api/set_account/1', { token });
      await t.request('PUT', '/api/set_account/1', { token: again });
    });
  });

  describe('permissions', () => {
    it('answers 403 for a role without the permission and writes nothing', async () => {
      const viewer = await t.login('viewer@example.com');
      const list = await t.request('GET', '/api/users', { token: viewer });
      expect(list.status).toBe(403);
      expect(list.json).toMatchObject({ success: false, code: 'errors.forbidden', data: null });

      const planner = await t.login('planner@example.com');
      const before = await countOf(t, sql`select count(*) as n from users`);
      const create = await t.request('POST', '/api/users', {
        token: planner,
        body: { email: uniqueEmail(), name: 'Pat', last_name: 'Planned', role_id: roles.viewer },
      });
      expect(create.status).toBe(403);
      expect(await countOf(t, sql`select count(*) as n from users`)).toBe(before);

      const viewerId = await userIdOf(t, 'viewer@example.com');
      expect((await t.request('DELETE', `/api/users/${viewerId}`, { token: planner })).status).toBe(403);
      expect((await t.request('PUT', `/api/users/${viewerId}/set/0`, { token: planner })).status).toBe(403);
      expect((await t.request('GET', '/api/outbox', { token: planner })).status).toBe(403);
    });

    it('answers 401 without a token', async () => {
      const res = await t.request('GET', '/api/users');
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ success: false, code: 'errors.unauthorized', data: null });
      expect((await t.request('GET', '/api/users', { token: 'not-a-jwt' })).status).toBe(401);
    });

    it('answers the permission pairs of the role', async () => {
      for (const role of ROLE_DEFINITIONS.filter((r) => r.name !== 'admin')) {
        const token = await t.login(`${role.name}@example.com`);
        const res = await t.request('GET', '/api/auth/permissions', { token });
        expect(res.status).toBe(200);
        const got = res.json.data.map((p: any) => `${p.subject}:${p.action}`).sort();
        const expected = role.permissions.map((p) => `${p.subject}:${p.action}`).sort();
        expect(got).toEqual(expected);
        const me = await t.request('POST', '/api/auth/me', { token });
        expect(me.json.data.roles[0].name).toBe(role.name);
        expect(me.json.data.permissions.map((p: any) => `${p.subject}:${p.action}`).sort()).toEqual(expected);
      }
      const admin = await t.request('GET', '/api/auth/permissions', { token: adminToken });
      expect(admin.json.data).toContainEqual({ subject: 'Account', action: 'enter_any' });
      expect(admin.json.data).toContainEqual({ subject: 'User', action: 'delete' });
    });
  });

  describe('deactivation and self-protection', () => {
    it('ends the sessions of a deactivated member and refuses their sign-in', async () => {
      const user = await createActiveUser(t, adminToken, roles.viewer!, PASSWORD);
      expect((await t.request('POST', '/api/auth/me', { token: user.token })).status).toBe(200);

      const off = await t.request('PUT', `/api/users/${user.id}/set/0`, { token: adminToken });
      expect(off.status).toBe(200);
      expect(off.json.data.active).toBe(false);
      expect((await t.request('POST', '/api/auth/me', { token: user.token })).status).toBe(401);
      const login = await t.request('POST', '/api/auth/login', {
        body: { email: user.email, password: PASSWORD },
      });
      expect(login.status).toBe(403);
      expect(login.json.code).toBe('errors.user_inactive');
      expect(JSON.stringify(login.json)).not.toContain('access_token');

      const on = await t.request('PUT', `/api/users/${user.id}/set/1`, { token: adminToken });
      expect(on.json.data.active).toBe(true);
      expect(
        (await t.request('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } }))
          .status,
      ).toBe(200);
    });

    it('ends the sessions of a user removed from the account', async () => {
      const user = await createActiveUser(t, adminToken, roles.viewer!, PASSWORD);
      expect((await t.request('DELETE', `/api/users/${user.id}`, { token: adminToken })).status).toBe(200);
      expect((await t.request('POST', '/api/auth/me', { token: user.token })).status).toBe(401);
      expect(
        (await t.request('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } }))
          .status,
      ).toBe(401);
    });

    it('never lets anyone deactivate or delete themselves', async () => {
      const adminId = await userIdOf(t, ADMIN_EMAIL);
      const off = await t.request('PUT', `/api/users/${adminId}/set/0`, { token: adminToken });
      expect(off.status).toBe(409);
      expect(off.json.code).toBe('errors.self_deactivate');
      const del = await t.request('DELETE', `/api/users/${adminId}`, { token: adminToken });
      expect(del.status).toBe(409);
      expect(del.json.code).toBe('errors.self_delete');

      const trafficker = await traffickerInRetail();
      const tid = await userIdOf(t, 'trafficker@example.com');
      expect((await t.request('PUT', `/api/users/${tid}/set/0`, { token: trafficker })).status).toBe(409);
      expect((await t.request('DELETE', `/api/users/${tid}`, { token: trafficker })).status).toBe(409);
      await t.request('PUT', '/api/set_account/1', { token: trafficker });

      expect((await t.request('POST', '/api/auth/me', { token: adminToken })).status).toBe(200);
      const self = await t.request('GET', `/api/users/${adminId}`, { token: adminToken });
      expect(self.json.data.active).toBe(true);
    });
  });

  describe('every route is guarded', () => {
    it('answers 401 without a token on every route that is not public', async () => {
      const doc = await t.request('GET', '/api/openapi.json');
      const checked: string[] = [];
      for (const [path, operations] of Object.entries<Record<string, unknown>>(doc.json.paths)) {
        for (const method of Object.keys(operations)) {
          const route = `${method.toUpperCase()} ${path}`;
          const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => sampleParams[name] ?? '1');
          const res = await t.request(method.toUpperCase() as 'GET', url);
          if (PUBLIC_ROUTES.has(route)) {
            expect(res.status, route).not.toBe(401);
          } else {
            expect(res.status, route).toBe(401);
            expect(res.json, route).toMatchObject({ success: false, data: null });
          }
          checked.push(route);
        }
      }
      // the document lists every route of the API (the guard itself is tested below)
      expect(checked.length).toBeGreaterThanOrEqual(28);
      for (const route of PUBLIC_ROUTES) expect(checked, route).toContain(route);
    });

    it('checks access before validating the body', async () => {
      const res = await t.request('POST', '/api/users', { body: { email: 'nope' } });
      expect(res.status).toBe(401);
      const change = await t.request('POST', '/api/auth/password/change/1', { body: {} });
      expect(change.status).toBe(401);
      // and a signed-in caller without the permission gets 403, not a validation error
      const viewer = await t.login('viewer@example.com');
      const denied = await t.request('POST', '/api/users', { token: viewer, body: { email: 'nope' } });
      expect(denied.status).toBe(403);
    });

    it('refuses to register an /api route without an access rule', async () => {
      const fakeDeps = { db: {} as Db, tokens: {} as TokenService };
      const app = Fastify();
      await app.register(authGuard, fakeDeps);
      await expect(
        (async () => {
          app.get('/api/unguarded', async () => ({ ok: true }));
          await app.ready();
        })(),
      ).rejects.toThrow(/declares no access rule/);
      await app.close().catch(() => {});

      // a route with a rule, and a route outside /api, register fine
      const ok = Fastify();
      await ok.register(authGuard, fakeDeps);
      ok.get('/api/open', { config: { access: 'public' } }, async () => ({ ok: true }));
      ok.get('/outside', async () => ({ ok: true }));
      await ok.ready();
      expect((await ok.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
      expect((await ok.inject({ method: 'GET', url: '/outside' })).statusCode).toBe(200);
      await ok.close();
    });
  });
});
