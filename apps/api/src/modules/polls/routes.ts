import {
  POLL_API,
  pollCancelRequestSchema,
  pollListQuerySchema,
  pollQuestionSchema,
  pollQuestionsQuerySchema,
  pollRequestSchema,
  pollResponsesRequestSchema,
  pollSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { declareRoutes } from '../../platform/route.ts';
import { listPolls } from './queries.ts';
import { cancelPoll, createPoll, pollQuestionsOf, respondToPoll, setPollActive } from './service.ts';

/** Polls (docs/REQUIREMENTS.md#polls): shown to users once; created and switched on by administrators. */
export const pollRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'polls');

  route.get(POLL_API.list, {
    access: 'Poll:index',
    summary: 'Polls of the account, newest first; `filters[id]`, `filters[active]` (1/0)',
    description: '`my_status` says whether the caller answered or cancelled each one.',
    querystring: pollListQuerySchema,
    response: z.array(pollSchema),
    handler: ({ query, user }) => listPolls(deps.db, user, query.filters),
  });

  route.post(POLL_API.list, {
    access: 'Poll:create',
    summary: 'Create a poll with its questions (single choice, rating 1-5 or text)',
    body: pollRequestSchema,
    response: pollSchema,
    message: 'polls.created',
    handler: ({ body, user }) => createPoll(deps, user, body),
  });

  route.put(POLL_API.setActive, {
    access: 'Poll:update',
    summary: 'Show (1) or stop showing (0) a poll to the account’s users',
    response: pollSchema,
    message: 'polls.updated',
    handler: ({ params, user }) => setPollActive(deps, user, params.id, params.active),
  });

  route.get(POLL_API.questions, {
    access: 'Poll:index',
    summary: 'The questions of one poll, in order (`poll_id`)',
    querystring: pollQuestionsQuerySchema,
    response: z.array(pollQuestionSchema),
    handler: ({ query, user }) => pollQuestionsOf(deps, user, query.poll_id),
  });

  route.post(POLL_API.responses, {
    access: 'Poll:respond',
    summary: 'Answer an active poll, once per user',
    description: 'A second answer, or an answer after cancelling, is a 409 and changes nothing.',
    body: pollResponsesRequestSchema,
    response: pollSchema,
    message: 'polls.responses_submitted',
    errors: [409],
    handler: ({ body, user }) => respondToPoll(deps, user, body),
  });

  route.post(POLL_API.cancel, {
    access: 'Poll:respond',
    summary: 'Decline an active poll: it is not shown to the caller again',
    body: pollCancelRequestSchema,
    response: pollSchema,
    message: 'polls.cancelled',
    errors: [409],
    handler: ({ body, user }) => cancelPoll(deps, user, body.poll_id),
  });
};
