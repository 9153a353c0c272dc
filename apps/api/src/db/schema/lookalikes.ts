/** Lookalike audiences (docs/LOOKALIKES.md). */

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { advertisers } from './advertisers.ts';
import { campaigns } from './campaigns.ts';
import { createdAt, updatedAt } from './columns.ts';
import { countries } from './reference.ts';
import { segments } from './segments.ts';

/** One of a lookalike seed's most distinctive features (the contract's `LookalikeTrait`). */
export type StoredLookalikeTrait = {
  family: string;
  value: string;
  label: string;
  seed_share: number;
  country_share: number;
  lift: number;
};

/**
 * A lookalike audience (docs/REQUIREMENTS.md#lookalikes): its result is the segment `segmentId` (created inactive), whose
 * members the background build writes to the analytics store. See the 0009 migration.
 */
export const lookalikes = pgTable(
  'lookalikes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountIdColumn(),
    /** The campaign's advertiser, else the seed's: what the advertiser restriction reads. */
    advertiserId: integer('advertiser_id').references(() => advertisers.id),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    seedSegmentId: bigint('seed_segment_id', { mode: 'number' })
      .notNull()
      .references(() => segments.id),
    degree: integer('degree').notNull(),
    segmentId: bigint('segment_id', { mode: 'number' })
      .notNull()
      .unique('lookalikes_segment_unique')
      .references(() => segments.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    size: integer('size').notNull().default(0),
    totalUsers: integer('total_users').notNull().default(0),
    traits: jsonb('traits').$type<StoredLookalikeTrait[]>().notNull().default([]),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lookalikes_account_idx').on(t.accountId, t.id),
    index('lookalikes_seed_idx').on(t.seedSegmentId),
    index('lookalikes_unfinished_idx').on(t.status).where(sql`${t.status} in ('pending', 'processing')`),
    check('lookalikes_degree_check', sql`${t.degree} between 1 and 10`),
    check('lookalikes_status_check', sql`${t.status} in ('pending', 'processing', 'ready', 'failed')`),
  ],
);
