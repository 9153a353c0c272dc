import { z } from 'zod';
import { accountSummarySchema } from './auth.ts';

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
