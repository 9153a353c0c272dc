/** Sign-in state: sessions, single-use tokens, second-factor challenges and failed attempts. */

import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** One row per issued access token, so sign-out and refresh can revoke it server-side. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens: account activation (`init`) and password reset (`reset`). Only hashes are kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.kind)],
);

export const twoFactorChallenges = pgTable('two_factor_challenges', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  codeHash: text('code_hash'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Failed sign-ins, counted per e-mail and per address over a sliding window. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_failures_email_idx').on(t.email, t.createdAt),
    index('auth_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);
