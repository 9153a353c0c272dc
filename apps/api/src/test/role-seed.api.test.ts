import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../db/schema.ts';
import { seedReference } from '../db/seed.ts';
import { testDatabaseKinds } from './databases.ts';
import { startTestApp, type TestApp } from './harness.ts';

const drop = (column: 'permissions' | 'seeded_permissions', permission: string) =>
  sql.raw(`${column} = array_remove(${column}, '${permission}')`);

describe.each(testDatabaseKinds())('built-in roles on upgrade (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const permissionsOf = async (name: string) => {
    const [role] = await t.deps.db.select().from(roles).where(eq(roles.name, name));
    return role!.permissions;
  };

  it('grants a permission the product added since, and never one an operator removed', async () => {
    // A database written before `PrivatePoi:index` existed, whose operator removed `Campaign:delete`.
    await t.deps.db.execute(
      sql`update roles set ${drop('permissions', 'PrivatePoi:index')}, ${drop('seeded_permissions', 'PrivatePoi:index')} where name = 'planner'`,
    );
    await t.deps.db.execute(
      sql`update roles set ${drop('permissions', 'Campaign:delete')} where name = 'admin'`,
    );
    expect(await permissionsOf('planner')).not.toContain('PrivatePoi:index');

    await seedReference(t.deps.db);
    expect(await permissionsOf('planner')).toContain('PrivatePoi:index');
    expect(await permissionsOf('admin')).not.toContain('Campaign:delete');

    // Seeding again changes nothing.
    const before = await permissionsOf('admin');
    await seedReference(t.deps.db);
    expect(await permissionsOf('admin')).toEqual(before);
  });
});
