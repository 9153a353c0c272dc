import {
  type FieldErrors,
  POLL_RATING_MAX,
  type Poll,
  type PollInput,
  type PollQuestion,
  type PollResponsesRequest,
} from '@beacon/contracts';
import { and, eq } from 'drizzle-orm';
import { pollQuestions, pollResponses, polls } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, notFound, unprocessable } from '../../platform/errors.ts';
import { listPolls, questionsOf } from './queries.ts';

/** A poll of the caller's account, or 404 (another account's poll is unknown, never forbidden). */
export async function findPoll(deps: AppDeps, ctx: AuthContext, id: number): Promise<Poll> {
  const [poll] = await listPolls(deps.db, ctx, { id });
  if (!poll) throw notFound('Poll');
  return poll;
}

export async function pollQuestionsOf(deps: AppDeps, ctx: AuthContext, pollId: number) {
  await findPoll(deps, ctx, pollId);
  return questionsOf(deps.db, pollId);
}

export async function createPoll(deps: AppDeps, ctx: AuthContext, input: PollInput): Promise<Poll> {
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(polls)
      .values({
        accountId: ctx.accountId,
        title: input.title,
        description: input.description,
        active: input.active,
        createdBy: ctx.userId,
      })
      .returning({ id: polls.id });
    await tx.insert(pollQuestions).values(
      input.questions.map((q, position) => ({
        pollId: row!.id,
        position,
        text: q.text,
        kind: q.kind,
        options: q.options,
        required: q.required,
      })),
    );
    return row!.id;
  });
  return findPoll(deps, ctx, id);
}

export async function setPollActive(deps: AppDeps, ctx: AuthContext, id: number, active: boolean) {
  await findPoll(deps, ctx, id);
  await deps.db.update(polls).set({ active, updatedAt: new Date() }).where(eq(polls.id, id));
  return findPoll(deps, ctx, id);
}

const alreadyDone = () =>
  conflict('polls.already_answered', 'You have already answered or cancelled this poll');

/** Checks one answer against its question; answers the translation key of the problem, if any. */
function answerProblem(question: PollQuestion, answer: string | undefined): string | null {
  if (answer === undefined || answer === '') return question.required ? 'validation.required' : null;
  if (question.kind === 'single_choice' && !question.options.includes(answer)) return 'validation.invalid';
  if (question.kind === 'rating') {
    const n = Number(answer);
    if (!Number.isInteger(n) || n < 1 || n > POLL_RATING_MAX) return 'validation.between';
  }
  return null;
}

async function openPoll(deps: AppDeps, ctx: AuthContext, pollId: number) {
  const poll = await findPoll(deps, ctx, pollId);
  if (!poll.active) throw conflict('polls.inactive', 'This poll is no longer open');
  return poll;
}

/**
 * `POST /api/polls/responses`: the caller's answers to an active poll, stored once: a second
 * answer, or an answer after a cancel, is a 409 and changes nothing.
 */
export async function respondToPoll(deps: AppDeps, ctx: AuthContext, body: PollResponsesRequest) {
  const poll = await openPoll(deps, ctx, body.poll_id);
  if (poll.my_status !== 'pending') throw alreadyDone();
  const questions = await questionsOf(deps.db, poll.id);
  const given = new Map(body.responses.map((r) => [r.question_id, r.answer]));
  const errors: FieldErrors = {};
  body.responses.forEach((r, i) => {
    if (!questions.some((q) => q.id === r.question_id))
      errors[`responses.${i}.question_id`] = ['validation.exists'];
  });
  for (const q of questions) {
    const problem = answerProblem(q, given.get(q.id));
    if (problem) errors[`question_${q.id}`] = [problem];
  }
  if (Object.keys(errors).length) throw unprocessable(errors, 'Some answers are missing or not valid');
  const answers = Object.fromEntries(
    questions.filter((q) => given.get(q.id)).map((q) => [String(q.id), given.get(q.id)!]),
  );
  const [row] = await deps.db
    .insert(pollResponses)
    .values({ pollId: poll.id, userId: ctx.userId, status: 'answered', answers })
    .onConflictDoNothing()
    .returning({ id: pollResponses.id });
  // A concurrent answer or cancel won the unique key.
  if (!row) throw alreadyDone();
  return findPoll(deps, ctx, poll.id);
}

/** `POST /api/polls/cancel`: the caller declines the poll; cancelling twice is the same as once. */
export async function cancelPoll(deps: AppDeps, ctx: AuthContext, pollId: number) {
  const poll = await openPoll(deps, ctx, pollId);
  if (poll.my_status === 'answered') throw alreadyDone();
  await deps.db
    .insert(pollResponses)
    .values({ pollId: poll.id, userId: ctx.userId, status: 'cancelled' })
    .onConflictDoNothing();
  const [mine] = await deps.db
    .select({ status: pollResponses.status })
    .from(pollResponses)
    .where(and(eq(pollResponses.pollId, poll.id), eq(pollResponses.userId, ctx.userId)));
  if (mine?.status !== 'cancelled') throw alreadyDone();
  return findPoll(deps, ctx, poll.id);
}
