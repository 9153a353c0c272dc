import { z } from 'zod';

/** Field name → messages. Messages are translation keys (e.g. `validation.required`). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The HTTP status of the answer, repeated in its envelope (docs/REQUIREMENTS.md#api-conventions). */
const statusField = z.number().int().describe('The HTTP status code of the answer');

/** Every answer of the API is wrapped in this envelope. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    data,
    status: statusField,
    message: z.string().nullable(),
    errors: fieldErrorsSchema.nullable(),
  });

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    data: z.null(),
    status: statusField,
    /** A readable English text; the console shows the translation of `code` when it has one. */
    message: z.string(),
    /** Translation key of the message, e.g. `errors.not_found`. */
    code: z.string(),
    errors: fieldErrorsSchema.nullable(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The paging fields of a paginated answer (Laravel-style, as the console reads them). */
export const pagingSchema = z.object({
  total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  path: z.string(),
  first_page_url: z.string(),
  last_page_url: z.string(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});
export type Paging = z.infer<typeof pagingSchema>;

export const paginated = <T extends z.ZodType>(item: T) => pagingSchema.extend({ data: z.array(item) });

export type Paginated<T> = Paging & { data: T[] };

export const emptySchema = z.null();
