/** Column helpers the tables share: timestamps, money and the external id of buying objects. */

import { sql } from 'drizzle-orm';
import { bigint, numeric, pgSequence, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The id an object carries at the bidder; shared by every buying object, never reused. */
export const externalIdSequence = pgSequence('external_id_seq', { startWith: 100000 });

export const externalId = () =>
  bigint('external_id', { mode: 'number' }).notNull().unique().default(sql`nextval('external_id_seq')`);

/** Money: 8 decimals, the precision budgets are compared at (docs/REQUIREMENTS.md#validation). */
export const money = (name: string) => numeric(name, { precision: 20, scale: 8 });
