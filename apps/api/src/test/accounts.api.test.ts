import { DESIGN_COLOURS, profileSchema, ROLE_DEFINITIONS } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { multipart, solidPng, userIdOf } from './helpers.ts';

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
      logo_size: 28,
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
      colours: { ...DESIGN_COLOURS },
      logo: null,
      logo_size: 28,
      help_url: null,
    });
  });

  const designForm = (over: Record<string, string | number> = {}) => ({
    platform_name: 'Acme Ads',
    domain: '',
    help_url: 'https://help.acme.example/start',
    logo_size: 40,
    primary_color: '#AA3300',
    account_name_color: '#112233',
    header_color: '#101820',
    header_text_color: '#ffffff',
    navbar_color: '#f0f0f0',
    navbar_text_color: '#222222',
    ...over,
  });

  it('saves an account design with its logo and serves it on that account domain only', async () => {
    const admin = await t.login(ADMIN_EMAIL);
    await t.request('PUT', '/api/set_account/1', { token: admin });
    const png = solidPng(240, 60, [170, 51, 0]);
    const form = await multipart(designForm({ domain: 'Ads.Acme.example' }), {
      field: 'logo_file',
      name: 'logo.png',
      type: 'image/png',
      body: png,
    });
    const saved = await t.request('POST', '/api/account_settings', { token: admin, ...form });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({
      account_id: 1,
      platform_name: 'Acme Ads',
      domain: 'ads.acme.example',
      logo_size: 40,
      colours: { primary: '#aa3300', account_name: '#112233', header: '#101820' },
    });
    const logo = saved.json.data.logo as string;
    expect(logo).toMatch(/^\/api\/account_logos\/1-[a-f0-9]+\.png$/);
    const file = await t.request('GET', logo);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.body, png)).toBe(0);

    // the owner's domain answers account 1's design; account 2's domain never does
    const own = await t.request('GET', '/api/settings/ads.acme.example');
    expect(own.json.data).toMatchObject({ platform_name: 'Acme Ads', logo, logo_size: 40 });
    const other = await t.request('GET', '/api/settings/ads.retail.example');
    expect(other.json.data.platform_name).toBe('Beacon Retail');
    expect(other.json.data.logo).toBeNull();
    expect(other.json.data.colours.primary).toBe('#0ca678');

    // account 2 may not claim account 1's domain, and its own save leaves account 1 as it was
    await t.request('PUT', '/api/set_account/2', { token: admin });
    const taken = await t.request('POST', '/api/account_settings', {
      token: admin,
      body: designForm({ domain: 'ads.acme.example', platform_name: 'Hijack' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual({ domain: ['account_design.validation.domain_taken'] });
    expect((await t.request('GET', '/api/settings/ads.acme.example')).json.data.platform_name).toBe(
      'Acme Ads',
    );
    await t.request('PUT', '/api/set_account/1', { token: admin });

    // the signed-in profile carries the design too
    const me = await t.request('POST', '/api/auth/me', { token: admin });
    expect(me.json.data).toMatchObject({
      platform_name: 'Acme Ads',
      logo,
      help_url: 'https://help.acme.example/start',
    });

    // restore default: the product look, the domain kept, the old logo gone
    const restored = await t.request('POST', '/api/account_settings/restore', { token: admin });
    expect(restored.status).toBe(200);
    expect(restored.json.data).toMatchObject({
      platform_name: 'Beacon',
      domain: 'ads.acme.example',
      logo: null,
      logo_size: 28,
      colours: DESIGN_COLOURS,
    });
    expect((await t.request('GET', logo)).status).toBe(404);
    await t.deps.db.execute(sql`update account_designs set domain = 'localhost' where account_id = 1`);
  });

  it('refuses a bad design form, a logo that is not an image, and callers without the permission', async () => {
    const admin = await t.login(ADMIN_EMAIL);
    const bad = await t.request('POST', '/api/account_settings', {
      token: admin,
      body: designForm({ primary_color: 'red', help_url: 'javascript:alert(1)', logo_size: 500 }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['help_url', 'logo_size', 'primary_color']);

    const svg = await multipart(designForm(), {
      field: 'logo_file',
      name: 'logo.png',
      type: 'image/png',
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    const refused = await t.request('POST', '/api/account_settings', { token: admin, ...svg });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ logo_file: ['account_design.validation.logo_type'] });

    const trafficker = await t.login('trafficker@example.com');
    expect((await t.request('GET', '/api/account_settings', { token: trafficker })).status).toBe(403);
    expect((await t.request('GET', '/api/account_logos/1-0123456789abcdef.png')).status).toBe(404);
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
