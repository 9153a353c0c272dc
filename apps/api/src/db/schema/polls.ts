/** Polls an account shows its users, their questions, and each user's single answer or refusal. */

import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    title: text('title').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('polls_account_active').on(t.accountId, t.active)],
);

export const pollQuestions = pgTable(
  'poll_questions',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(true),
  },
  (t) => [uniqueIndex('poll_questions_position').on(t.pollId, t.position)],
);

/**
 * What one user did with one poll: answered it (`answers` by question id) or cancelled it. The
 * unique key keeps it to one row per user and poll, whichever request comes first.
 */
export const pollResponses = pgTable(
  'poll_responses',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('poll_responses_once').on(t.pollId, t.userId)],
);
