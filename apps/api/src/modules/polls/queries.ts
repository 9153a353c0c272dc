import type { Poll, PollQuestion } from '@beacon/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { pollQuestions } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { iso } from '../../platform/list-query/row.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

export type PollFilters = { id?: number; active?: boolean };

/** The account's polls, newest first, with what the caller did with each. */
export async function listPolls(db: Executor, ctx: AuthContext, filters: PollFilters): Promise<Poll[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select p.id, p.title, p.description, p.active, p.created_at,
          (select count(*) from poll_questions q where q.poll_id = p.id) as questions_count,
          (select count(*) from poll_responses r where r.poll_id = p.id and r.status = 'answered') as responses_count,
          coalesce((select r.status from poll_responses r where r.poll_id = p.id and r.user_id = ${ctx.userId}), 'pending') as my_status
        from polls p
        where p.account_id = ${ctx.accountId}
          ${filters.id === undefined ? sql`` : sql`and p.id = ${filters.id}`}
          ${filters.active === undefined ? sql`` : sql`and p.active = ${filters.active}`}
        order by p.id desc`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: String(r.title),
    description: (r.description as string | null) ?? null,
    active: Boolean(r.active),
    questions_count: Number(r.questions_count),
    responses_count: Number(r.responses_count),
    my_status: r.my_status as Poll['my_status'],
    created_at: iso(r.created_at),
  }));
}

export async function questionsOf(db: Executor, pollId: number): Promise<PollQuestion[]> {
  const rows = await db
    .select()
    .from(pollQuestions)
    .where(eq(pollQuestions.pollId, pollId))
    .orderBy(asc(pollQuestions.position));
  return rows.map((q) => ({
    id: q.id,
    poll_id: q.pollId,
    position: q.position,
    text: q.text,
    kind: q.kind as PollQuestion['kind'],
    options: q.options,
    required: q.required,
  }));
}
