import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { idSchema, requiredText } from './validation.ts';

/**
 * Polls (docs/REQUIREMENTS.md#polls): short surveys an account shows its users once. A user answers
 * a poll or cancels it; either way it is not shown to them again.
 */
export const POLL_API = {
  /** GET with `filters[id]` and `filters[active]` (1/0); POST creates a poll with its questions. */
  list: '/api/polls',
  /** GET `?poll_id=`: the questions of one poll, in order. */
  questions: '/api/polls/questions',
  /** POST `{ poll_id, responses }`: the caller's answers, stored once. */
  responses: '/api/polls/responses',
  /** POST `{ poll_id }`: the caller declines the poll; it is not shown to them again. */
  cancel: '/api/polls/cancel',
  /** PUT: show (1) or stop showing (0) a poll. */
  setActive: apiPath('/api/polls/:id/set/:active'),
} as const;

export const POLL_QUESTION_KINDS = ['single_choice', 'rating', 'text'] as const;
export type PollQuestionKind = (typeof POLL_QUESTION_KINDS)[number];
/** A rating question answers 1 to this. */
export const POLL_RATING_MAX = 5;
export const POLL_MAX_QUESTIONS = 20;
export const POLL_MAX_OPTIONS = 10;
export const POLL_ANSWER_MAX = 2000;

export const pollListQuerySchema = z
  .object({
    filters: z
      .object({
        id: idSchema.optional(),
        active: z
          .enum(['0', '1'], 'validation.invalid')
          .transform((v) => v === '1')
          .optional(),
      })
      .strict()
      .default({}),
  })
  .strict();

export const pollSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    active: z.boolean(),
    questions_count: z.number().int(),
    /** How many users answered it. */
    responses_count: z.number().int(),
    /** What the caller did with it: nothing yet, answered it or cancelled it. */
    my_status: z.enum(['pending', 'answered', 'cancelled']),
    created_at: z.string(),
  })
  .meta({ id: 'Poll' });
export type Poll = z.infer<typeof pollSchema>;

export const pollQuestionSchema = z
  .object({
    id: z.number().int(),
    poll_id: z.number().int(),
    position: z.number().int(),
    text: z.string(),
    kind: z.enum(POLL_QUESTION_KINDS),
    options: z.array(z.string()),
    required: z.boolean(),
  })
  .meta({ id: 'PollQuestion' });
export type PollQuestion = z.infer<typeof pollQuestionSchema>;

export const pollQuestionsQuerySchema = z.object({ poll_id: idSchema }).strict();

const questionRequestSchema = z
  .object({
    text: requiredText(2, 500),
    kind: z.enum(POLL_QUESTION_KINDS, 'validation.invalid'),
    options: z.array(requiredText(1, 120)).max(POLL_MAX_OPTIONS, 'validation.max').default([]),
    required: z.boolean().default(true),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.kind === 'single_choice' && q.options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'polls.validation.options_required' });
    if (q.kind !== 'single_choice' && q.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'polls.validation.options_only_choice' });
  });

export const pollRequestSchema = z
  .object({
    title: requiredText(2, 160),
    description: z.string().trim().max(1000, 'validation.max_length').nullable().optional().default(null),
    active: z.boolean().default(false),
    questions: z
      .array(questionRequestSchema)
      .min(1, 'polls.validation.questions_required')
      .max(POLL_MAX_QUESTIONS, 'validation.max'),
  })
  .strict()
  .meta({ id: 'PollRequest' });
export type PollRequest = z.input<typeof pollRequestSchema>;
export type PollInput = z.output<typeof pollRequestSchema>;

export const pollAnswerSchema = z
  .object({
    question_id: idSchema,
    answer: z.string().trim().max(POLL_ANSWER_MAX, 'validation.max_length'),
  })
  .strict();

export const pollResponsesRequestSchema = z
  .object({
    poll_id: idSchema,
    responses: z.array(pollAnswerSchema).min(1, 'polls.validation.answers_required').max(POLL_MAX_QUESTIONS),
  })
  .strict()
  .meta({ id: 'PollResponsesRequest' });
export type PollResponsesRequest = z.output<typeof pollResponsesRequestSchema>;

export const pollCancelRequestSchema = z
  .object({ poll_id: idSchema })
  .strict()
  .meta({ id: 'PollCancelRequest' });
