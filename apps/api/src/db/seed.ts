import { ALL_ROLE_DEFINITIONS, DEFAULT_FORBIDDEN_ACCOUNT_IDS, permissionKey } from '@beacon/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/passwords.ts';
import { randomPassword } from '../platform/auth/random.ts';
import type { Db } from '../platform/db/client.ts';
import { seedReferenceData } from './reference-data/seed.ts';
import { accountDesigns, accounts, accountUsers, roles, userPositions, users } from './schema.ts';

/** The nine user positions in docs/REQUIREMENTS.md#accounts-and-users. */
export const USER_POSITIONS = [
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

/**
 * Roles and positions: inserted when missing, so an operator's edits to existing rows stay. A
 * permission the product's definition of a built-in role gained since the role was written is
 * granted once (`seeded_permissions` remembers what was granted, so one an operator removed stays
 * removed).
 */
export async function seedReference(db: Db) {
  for (const role of ALL_ROLE_DEFINITIONS) {
    const granted = role.permissions.map(permissionKey);
    await db
      .insert(roles)
      .values({
        name: role.name,
        description: role.description,
        permissions: granted,
        seededPermissions: granted,
      })
      .onConflictDoNothing({ target: roles.name });
    const defined = sql`${sql.param(granted)}::text[]`;
    await db
      .update(roles)
      .set({
        permissions: sql`array(select distinct p from unnest(${roles.permissions} || array(select unnest(${defined}) except select unnest(${roles.seededPermissions}))) as p order by p)`,
        seededPermissions: sql`array(select distinct p from unnest(${roles.seededPermissions} || ${defined}) as p order by p)`,
      })
      .where(and(eq(roles.name, role.name), sql`not (${roles.seededPermissions} @> ${defined})`));
  }
  await db
    .insert(userPositions)
    .values(USER_POSITIONS.map((name, i) => ({ id: i + 1, name })))
    .onConflictDoNothing();
  await seedReferenceData(db);
}

export type FirstRun = { adminEmail: string; generatedPassword: string | null };

/** Held while the first account is created (a transaction-level advisory lock). */
const FIRST_RUN_LOCK = 4_817_302;

const DEMO_USERS = [
  { email: 'trafficker@example.com', name: 'Tomás', lastName: 'Trafficker', role: 'trafficker', position: 5 },
  { email: 'planner@example.com', name: 'Paula', lastName: 'Planner', role: 'planner', position: 4 },
  { email: 'reporting@example.com', name: 'Renata', lastName: 'Reporting', role: 'reporting', position: 8 },
  { email: 'viewer@example.com', name: 'Victor', lastName: 'Viewer', role: 'viewer', position: 9 },
];

/**
 * On an empty database: the first (master) account, its administrator and, unless disabled,
 * demo users with different roles plus a second account to switch to. Returns null when the
 * database already had accounts.
 */
export async function seedFirstRun(
  db: Db,
  options: { adminEmail: string; adminPassword?: string; demo: boolean },
): Promise<FirstRun | null> {
  const [existing] = await db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) > 0) return null;
  const password = options.adminPassword ?? randomPassword();
  const passwordHash = await hashPassword(password);
  const roleIds = new Map((await db.select().from(roles)).map((r) => [r.name, r.id]));
  const created = await db.transaction(async (tx) => {
    // Processes starting together on an empty database: one creates the account, the others find it.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_RUN_LOCK})`);
    const [again] = await tx.select({ n: count() }).from(accounts);
    if ((again?.n ?? 0) > 0) return false;
    const [main] = await tx
      .insert(accounts)
      .values({ name: 'Beacon Demo Agency', masterAccount: true, accountType: 'default' })
      .returning();
    await tx
      .insert(accountDesigns)
      .values({ accountId: main!.id, domain: 'localhost', platformName: 'Beacon' });
    const [admin] = await tx
      .insert(users)
      .values({
        email: options.adminEmail,
        name: 'Ada',
        lastName: 'Admin',
        passwordHash,
        positionId: 2,
        lastAccountId: main!.id,
        forbiddenAccountIds: DEFAULT_FORBIDDEN_ACCOUNT_IDS,
      })
      .returning();
    await tx
      .insert(accountUsers)
      .values({ accountId: main!.id, userId: admin!.id, roleId: roleIds.get('master_admin')! });
    if (!options.demo) return true;
    const [retail] = await tx
      .insert(accounts)
      .values({ name: 'Demo Retail Media', masterAccount: false, accountType: 'retail_media' })
      .returning();
    await tx.insert(accountDesigns).values({
      accountId: retail!.id,
      platformName: 'Beacon Retail',
      colours: { primary: '#0ca678', account_name: '#0ca678' },
    });
    for (const demo of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: demo.email,
          name: demo.name,
          lastName: demo.lastName,
          passwordHash,
          positionId: demo.position,
          lastAccountId: main!.id,
          forbiddenAccountIds: DEFAULT_FORBIDDEN_ACCOUNT_IDS,
        })
        .returning();
      await tx
        .insert(accountUsers)
        .values({ accountId: main!.id, userId: user!.id, roleId: roleIds.get(demo.role)! });
    }
    const [trafficker] = await tx.select().from(users).where(eq(users.email, 'trafficker@example.com'));
    await tx
      .insert(accountUsers)
      .values({ accountId: retail!.id, userId: trafficker!.id, roleId: roleIds.get('admin')! });
    return true;
  });
  if (!created) return null;
  return { adminEmail: options.adminEmail, generatedPassword: options.adminPassword ? null : password };
}
