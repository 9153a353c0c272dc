/** Accounts and their look and feel, users and their membership in accounts, roles and user positions. */

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  masterAccount: boolean('master_account').notNull().default(false),
  accountType: text('account_type').notNull().default('default'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The account a row belongs to; deleting the account deletes its rows. */
export const accountIdColumn = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** Look-and-feel of an account, also served by host name before sign-in. */
export const accountDesigns = pgTable('account_designs', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  domain: text('domain').unique(),
  platformName: text('platform_name').notNull().default('Beacon'),
  helpUrl: text('help_url'),
  /** Stored name of the logo under `logos/` (served by `ACCOUNT_DESIGN_API.logo`), or null. */
  logo: text('logo'),
  logoSize: integer('logo_size').notNull().default(28),
  colours: jsonb('colours').$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  /** `Subject:action` pairs of the permission registry. */
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  /**
   * The permissions the product's definition of this role has granted so far. A permission the
   * product adds later is granted once at start; one an operator removed is never granted again.
   */
  seededPermissions: text('seeded_permissions').array().notNull().default(sql`'{}'::text[]`),
});

export const userPositions = pgTable('user_positions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('en'),
    positionId: integer('position_id').references(() => userPositions.id),
    avatarKey: text('avatar_key'),
    emailTwoFactorEnabled: boolean('email_two_factor_enabled').notNull().default(false),
    googleTwoFactorEnabled: boolean('google_two_factor_enabled').notNull().default(false),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** Time step of the last accepted authenticator code: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    forbiddenAccountIds: integer('forbidden_account_ids').array().notNull().default(sql`'{}'::integer[]`),
    lastAccountId: integer('last_account_id'),
    lastAccess: timestamp('last_access', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // Trigram indexes serve the lists' ILIKE search and filters (pg_trgm, in PGlite too).
    index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_last_name_trgm').using('gin', sql`${t.lastName} gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Membership: a user's role and active flag in one account. */
export const accountUsers = pgTable(
  'account_users',
  {
    accountId: accountIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index('account_users_user_idx').on(t.userId),
    index('account_users_account_id_idx').on(t.accountId, t.userId),
  ],
);
