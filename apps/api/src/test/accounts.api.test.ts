import { profileSchema, ROLE_DEFINITIONS } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { userIdOf } from './helpers.ts';

const USER_POSITIONS = [
  'Director/Account Lead',
  'Director/AdOps Lead',
  'Director/Planning Lead',
  'Digital Planner',
  'AdOps/Trafficker',
  'Billing',
  'Director/Reporting Lead',
  'Reporting',
  'Other',
];

describe.each(testDatabaseKinds())('accounts, settings and lookups on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // a third account nobody but the platform administrator can enter
    await t.deps.db.execute(
      sql`insert into accounts (name, master_account, account_type) values ('Solo Reports', false, 'report')`,
    );
  });
  afterAll(() => t.close());

  const accountIds = async (email: string) => {
    const token = await t.login(email);
    const res = await t.request('GET', '/api/account', { token });
    expect(res.status).toBe(200);
    return res.json.data as { id: number; name: string; master_account: boolean; account_type: string }[];
  };

  it('lists the accounts each user may switch to', async () => {
    const trafficker = await accountIds('trafficker@example.com');
    expect(trafficker).toEqual([
      { id: 1, name: 'Beacon Demo Agency', master_account: true, account_type: 'default' },
      { id: 2, name: 'Demo Retail Media', master_account: false, account_type: 'retail_media' },
    ]);
    expect((await accountIds('viewer@example.com')).map((a) => a.id)).toEqual([1]);
    expect((await accountIds(ADMIN_EMAIL)).map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('drops an account from the list once the membership there is inactive', async () => {
    const admin = await t.login(ADMIN_EMAIL);
    await t.request('PUT', '/api/set_account/2', { token: admin });
    const tid = await userIdOf(t, 'trafficker@example.com');
    expect((await t.request('PUT', `/api/users/${tid}/set/0`, { token: admin })).status).toBe(200);
    expect((await accountIds('trafficker@example.com')).map((a) => a.id)).toEqual([1]);
    expect((await t.request('PUT', `/api/users/${tid}/set/1`, { token: admin })).status).toBe(200);
    expect((await accountIds('trafficker@example.com')).map((a) => a.id)).toEqual([1, 2]);
    await t.request('PUT', '/api/set_account/1', { token: admin });
  });

  it('answers the look-and-feel of a domain before sign-in, and the defaults for an unknown one', async () => {
    const res = await t.request('GET', '/api/settings/localhost');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      platform_name: 'Beacon',
      colours: expect.objectContaining({ primary: expect.stringMatching(/^#[0-9a-f]{6}$/i) }),
      logo: null,
      help_url: null,
    });

    await t.deps.db.execute(
      sql`update account_designs set domain = 'ads.retail.example', help_url = 'https://help.retail.example' where account_id = 2`,
    );
    const retail = await t.request('GET', '/api/settings/ADS.retail.example');
    expect(retail.json.data).toMatchObject({
      platform_name: 'Beacon Retail',
      help_url: 'https://help.retail.example',
      colours: { primary: '#0ca678', account_name: '#0ca678' },
    });
    // colours an account does not set fall back to the defaults
    expect(Object.keys(retail.json.data.colours)).toEqual(
      expect.arrayContaining(Object.keys(res.json.data.colours)),
    );

    const unknown = await t.request('GET', '/api/settings/unknown.example.org');
    expect(unknown.status).toBe(200);
    expect(unknown.json.data).toEqual({
      platform_name: 'Beacon',
      colours: { primary: '#1c7ed6', header: '#ffffff', navbar: '#f8f9fa', account_name: '#1c7ed6' },
      logo: null,
      help_url: null,
    });
  });

  it('lists the roles a user can be given, without the platform administrator', async () => {
    const token = await t.login('planner@example.com');
    const res = await t.request('GET', '/api/list/roles', { token });
    expect(res.status).toBe(200);
    const names = res.json.data.map((r: any) => r.name);
    expect(names).toEqual(ROLE_DEFINITIONS.map((r) => r.name));
    expect(names).not.toContain('master_admin');
    for (const role of res.json.data) {
      expect(role).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        description: expect.any(String),
      });
    }
    expect((await t.request('GET', '/api/list/roles')).status).toBe(401);
  });

  it('lists the nine user positions', async () => {
    const token = await t.login('viewer@example.com');
    const res = await t.request('GET', '/api/list/user_positions', { token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual(USER_POSITIONS.map((name, i) => ({ id: i + 1, name })));
  });

  it('lists the interface languages without a token', async () => {
    const res = await t.request('GET', '/api/list/languages');
    expect(res.status).toBe(200);
    expect(res.json.data.map((l: any) => l.code).sort()).toEqual(['en', 'es', 'pt']);
  });

  it('answers a profile that matches the contract', async () => {
    const token = await t.login('trafficker@example.com');
    const res = await t.request('POST', '/api/auth/me', { token });
    expect(res.status).toBe(200);
    const parsed = profileSchema.safeParse(res.json.data);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const profile = parsed.data!;
    expect(profile).toMatchObject({
      email: 'trafficker@example.com',
      name: 'Tomás',
      last_name: 'Trafficker',
      account_id: 1,
      account: { id: 1, master_account: true },
      language: 'en',
      platform_name: 'Beacon',
      forbidden_accounts: [300],
    });
    expect(profile.roles[0]!.name).toBe('trafficker');
    expect(profile.accounts.map((a) => a.id)).toEqual([1, 2]);
    expect(profile.role_id).toBe(profile.roles[0]!.id);
    const remaining = (Date.parse(profile.token_expires_at) - Date.now()) / 60_000;
    expect(remaining).toBeGreaterThan(470);
    expect(remaining).toBeLessThanOrEqual(480);

    // in account 2 the profile carries that account, its role and its look
    await t.request('PUT', '/api/set_account/2', { token });
    const retail = profileSchema.parse((await t.request('POST', '/api/auth/me', { token })).json.data);
    expect(retail).toMatchObject({
      account_id: 2,
      account: { id: 2, account_type: 'retail_media' },
      roles: [{ name: 'admin' }],
      platform_name: 'Beacon Retail',
    });
    await t.request('PUT', '/api/set_account/1', { token });
  });

  it('records the last access on the profile call', async () => {
    const token = await t.login('reporting@example.com');
    const id = await userIdOf(t, 'reporting@example.com');
    await t.deps.db.execute(sql`update users set last_access = null where id = ${id}`);
    await t.request('POST', '/api/auth/me', { token });
    const admin = await t.login(ADMIN_EMAIL);
    const user = await t.request('GET', `/api/users/${id}`, { token: admin });
    expect(user.json.data.last_access).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(user.json.data.last_access)).toBeLessThan(60_000);
  });
});
