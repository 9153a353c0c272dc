import { z } from 'zod';
import { INT4_MAX, INT4_MIN } from './integers.ts';

/** Generic rules (docs/REQUIREMENTS.md#validation). Messages are translation keys. */
export const TEXT_MIN = 2;
export const TEXT_MAX = 255;
export const FILE_MAX_BYTES = 2_000_000;
export const PASSWORD_MIN = 8;

export const requiredText = (min = TEXT_MIN, max = TEXT_MAX) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .min(min, 'validation.min_length')
    .max(max, 'validation.max_length');

export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(TEXT_MAX, 'validation.max_length')
  .pipe(z.email('validation.email'));

/** The password rule: one message per missing kind, so the form can list them all at once. */
export const passwordSchema = z
  .string({ error: 'validation.required' })
  .max(128, 'validation.max_length')
  .superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

export function passwordProblems(value: string): string[] {
  const problems: string[] = [];
  if (value.length < PASSWORD_MIN) problems.push('validation.password.min_length');
  if (!/\d/.test(value)) problems.push('validation.password.digit');
  if (!/[a-z]/.test(value)) problems.push('validation.password.lower');
  if (!/[A-Z]/.test(value)) problems.push('validation.password.upper');
  if (!/[^A-Za-z0-9\s]/.test(value)) problems.push('validation.password.special_character');
  return problems;
}

/** A new password with its confirmation; mismatch is reported on `password_confirmation`. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.password.confirmation',
  });

/** A positive id of an `integer` column (text is coerced). */
export const idSchema = z.coerce.number().int().max(INT4_MAX, 'validation.max').positive();
/** A whole number of an `integer` column a form may leave empty: empty, absent or null is null; text is parsed. */
export const optionalInt4Schema = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(INT4_MIN, 'validation.min')
    .max(INT4_MAX, 'validation.max')
    .nullable(),
);
/** A required positive id of an `integer` column (text is coerced); missing is `validation.required`. */
export const requiredId = z.coerce
  .number({ error: 'validation.required' })
  .int()
  .max(INT4_MAX, 'validation.max')
  .positive('validation.required');
/** An id a form may leave empty: absent or null is null. */
export const optionalIdSchema = idSchema.nullable().optional().default(null);
/** A positive id of a `bigint` column (segments, their categories and uploads, lookalikes, list items). */
export const bigIdSchema = z.coerce.number().int().positive();

export const idParamSchema = z.object({ id: idSchema });
export const activeParamSchema = z.object({
  id: idSchema,
  active: z.enum(['0', '1']).transform((v) => v === '1'),
});
export const bigIdParamSchema = z.object({ id: bigIdSchema });
export const bigActiveParamSchema = activeParamSchema.extend({ id: bigIdSchema });
