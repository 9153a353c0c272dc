/** Advertisers and the users restricted to some of them. */

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { createdAt, externalId, updatedAt } from './columns.ts';
import { countries, currencies, makers, tradeMarks } from './reference.ts';

export const advertisers = pgTable(
  'advertisers',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    externalId: externalId(),
    name: text('name').notNull(),
    categoryId: integer('category_id').notNull(),
    domain: text('domain').notNull(),
    appBundle: text('app_bundle'),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    countryId: integer('country_id').references(() => countries.id),
    makerId: integer('maker_id').references(() => makers.id),
    tradeMarkId: integer('trade_mark_id').references(() => tradeMarks.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('advertisers_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
    index('advertisers_account_external_idx').on(t.accountId, t.externalId),
    index('advertisers_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** The required advertiser of a buying object (a campaign, line item, event or creative asset). */
export const advertiserIdColumn = () =>
  integer('advertiser_id')
    .notNull()
    .references(() => advertisers.id);

/** A user assigned to some advertisers of an account sees only those advertisers, everywhere. */
export const userAdvertisers = pgTable(
  'user_advertisers',
  {
    accountId: accountIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.advertiserId] }),
    index('user_advertisers_account_user_idx').on(t.accountId, t.userId),
    index('user_advertisers_advertiser_idx').on(t.advertiserId),
  ],
);
