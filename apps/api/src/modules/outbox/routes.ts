import { type OutboxMessage, outboxMessageSchema, SYSTEM_API } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import type { ListSpec } from '../../platform/list-query/spec.ts';
import { declareRoutes } from '../../platform/route.ts';

/** E-mails of this account, kept when no SMTP server is configured (and as a log when one is). */
const outboxListSpec: ListSpec<OutboxMessage, AuthContext> = {
  entity: 'outbox',
  from: sql`mail_outbox m`,
  scope: (ctx) => sql`m.account_id = ${ctx.accountId}`,
  idColumn: sql`m.id`,
  idKey: 'id',
  label: sql`m.subject`,
  defaultSort: 'id',
  defaultOrder: 'desc',
  columns: {
    id: { sql: sql`m.id`, kind: 'number', sortable: true, filterable: true, searchable: true },
    to: { sql: sql`m."to"`, kind: 'text', sortable: true, filterable: true, searchable: true },
    subject: { sql: sql`m.subject`, kind: 'text', sortable: true, filterable: true, searchable: true },
    status: { sql: sql`m.status`, kind: 'enum', sortable: true, filterable: true },
    created_at: { sql: sql`m.created_at`, kind: 'date', sortable: true, filterable: true },
  },
  select: {
    id: sql`m.id`,
    to: sql`m."to"`,
    subject: sql`m.subject`,
    text: sql`m.text`,
    status: sql`m.status`,
    error: sql`m.error`,
    created_at: sql`m.created_at`,
  },
  downloadColumns: ['id', 'to', 'subject', 'status', 'created_at'],
  mapRow: (r) => ({
    id: Number(r.id),
    to: String(r.to),
    subject: String(r.subject),
    text: String(r.text),
    status: r.status as OutboxMessage['status'],
    error: (r.error as string | null) ?? null,
    created_at: new Date(r.created_at as string).toISOString(),
  }),
};

export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'mail');

  route.list(SYSTEM_API.outbox, {
    access: 'Outbox:index',
    summary: 'E-mails sent from this account (the mailbox when SMTP is not configured)',
    item: outboxMessageSchema,
    handler: listHandler(deps.db, outboxListSpec),
  });
};
