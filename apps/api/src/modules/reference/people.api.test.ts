import { ACCOUNT_API, LIST_API } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../test/harness.ts';
import { roleIds, rows } from '../../test/helpers.ts';

describe.each(testDatabaseKinds())('campaign owners and traffickers on %s', (kind) => {
  let t: TestApp;

  /** Adds a user straight to the database as a member of one account. */
  const member = async (email: string, accountId: number, roleId: number, active = true) => {
    const [user] = await rows<{ id: number }>(
      t,
      sql`insert into users (email, name, last_name) values (${email}, 'Test', ${email.split('@')[0]!}) returning id`,
    );
    await t.deps.db.execute(
      sql`insert into account_users (account_id, user_id, role_id, active) values (${accountId}, ${user!.id}, ${roleId}, ${active})`,
    );
  };

  const emails = (res: { json: { data: { email: string }[] } }) => res.json.data.map((p) => p.email).sort();

  beforeAll(async () => {
    t = await startTestApp(kind);
    const roles = await roleIds(t);
    await member('retail.planner@example.com', 2, roles.planner!);
    await member('retail.trafficker@example.com', 2, roles.trafficker!);
    await member('former.trafficker@example.com', 1, roles.trafficker!, false);
  });
  afterAll(() => t.close());

  it('lists the active members of the caller’s account only', async () => {
    const token = await t.login(ADMIN_EMAIL);
    const owners = await t.request('GET', LIST_API.campaignOwners, { token });
    expect(owners.status).toBe(200);
    expect(owners.headers['cache-control']).toBe('private, no-cache');
    expect(emails(owners)).toEqual([
      'admin@example.com',
      'planner@example.com',
      'reporting@example.com',
      'trafficker@example.com',
      'viewer@example.com',
    ]);
    expect(owners.json.data.find((p: { email: string }) => p.email === ADMIN_EMAIL)).toMatchObject({
      name: 'Ada Admin',
    });

    const traffickers = await t.request('GET', LIST_API.traffickers, { token });
    expect(emails(traffickers)).toEqual(['admin@example.com', 'trafficker@example.com']);
  });

  it('follows the account the session is in', async () => {
    const token = await t.login('trafficker@example.com');
    expect((await t.request('PUT', ACCOUNT_API.setAccount(2), { token })).status).toBe(200);
    const owners = await t.request('GET', LIST_API.campaignOwners, { token });
    expect(emails(owners)).toEqual([
      'retail.planner@example.com',
      'retail.trafficker@example.com',
      'trafficker@example.com',
    ]);
    const traffickers = await t.request('GET', LIST_API.traffickers, { token });
    expect(emails(traffickers)).toEqual(['retail.trafficker@example.com', 'trafficker@example.com']);
  });

  it('refuses a signed-out call', async () => {
    expect((await t.request('GET', LIST_API.campaignOwners)).status).toBe(401);
    expect((await t.request('GET', LIST_API.traffickers)).status).toBe(401);
  });
});
