/** Segment uploads: files of device ids added to first-party segments (docs/SEGMENTS.md). */

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { segments } from './segments.ts';

/** One kept refused line of a segment upload (the first 1,000 of a file). */
export type StoredSegmentUploadError = { line: number; reason: string; value: string };

/**
 * A .txt file of device ids added to first-party segments; its members are in the analytics store
 * (`segment_members`, source 'upload', source_id = id). Counts and `bytes_processed` advance while it
 * is `processing`; `updated_at` is the heartbeat that tells an interrupted upload from a running one.
 */
export const segmentUploads = pgTable(
  'segment_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountIdColumn(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull().default(''),
    fileName: text('file_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    bytesProcessed: bigint('bytes_processed', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('processing'),
    failureReason: text('failure_reason'),
    lines: integer('lines').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    errors: jsonb('errors').$type<StoredSegmentUploadError[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('segment_uploads_account_idx').on(t.accountId, t.id),
    index('segment_uploads_processing_idx').on(t.status, t.updatedAt).where(sql`${t.status} = 'processing'`),
    check('segment_uploads_status_check', sql`${t.status} IN ('processing', 'completed', 'failed')`),
  ],
);

/** The segments an upload adds its devices to. */
export const segmentUploadTargets = pgTable(
  'segment_upload_targets',
  {
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .references(() => segmentUploads.id, { onDelete: 'cascade' }),
    segmentId: bigint('segment_id', { mode: 'number' })
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.segmentId] }),
    index('segment_upload_targets_segment_idx').on(t.segmentId),
  ],
);
