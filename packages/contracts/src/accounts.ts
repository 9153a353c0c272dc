import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { accountSummarySchema } from './auth.ts';

/** Paths of the caller's accounts and the account's settings. */
export const ACCOUNT_API = {
  list: '/api/account',
  setAccount: apiPath('/api/set_account/:id'),
  settings: apiPath('/api/settings/:domain'),
} as const;

/** Paths of the service itself: health, readiness, the development mail outbox and signed stored files. */
export const SYSTEM_API = {
  health: '/api/health',
  /** Readiness: 200 once the database, the analytics store and the job system answer, else 503. */
  ready: '/api/ready',
  outbox: '/api/outbox',
  /** A stored file by signed URL (`?expires=&signature=`), e.g. an uploaded image. */
  file: apiPath('/api/files/*'),
} as const;

export const accountListSchema = z.array(accountSummarySchema);

export const outboxMessageSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    status: z.enum(['queued', 'sending', 'sent', 'failed', 'stored']),
    error: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const userPositionSchema = z.object({ id: z.number().int(), name: z.string() });

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
});

/** What `GET /api/ready` checks; a 503 names the ones not ready as the keys of its `errors`. */
export const READINESS_CHECKS = ['database', 'analytics', 'jobs'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

export const readinessSchema = z.object({
  status: z.literal('ready'),
  /** Milliseconds each check took. */
  checks: z.object({
    database: z.object({ ms: z.number() }),
    analytics: z.object({ ms: z.number() }),
    jobs: z.object({ ms: z.number() }),
  }),
});
