/**
 * Parsers of creative fields as the form and the API send them (empty strings as null, ids and
 * numbers from text). Internal to the contracts: the index does not export them.
 */

import { z } from 'zod';
import { isValidUrl } from './creative-fields.ts';
import { isValidDateTime } from './dates.ts';
import { INT4_MAX } from './integers.ts';
import { TEXT_MAX } from './validation.ts';

export const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const optionalId = z.preprocess(
  emptyToNull,
  z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .max(INT4_MAX, 'validation.max')
    .positive('validation.required')
    .nullable(),
);

export const optionalInt = (min = 0, max = 1_000_000) =>
  z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: 'validation.numeric' })
      .int('validation.integer')
      .min(min, 'validation.min')
      .max(max, 'validation.max')
      .nullable(),
  );

export const optionalText = (max = TEXT_MAX) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v === undefined ? null : v),
    z.string().trim().max(max, 'validation.max_length').nullable(),
  );

export const optionalDateTime = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.string().trim().refine(isValidDateTime, 'validation.date_time').nullable(),
);

export const urlSchema = z
  .string({ error: 'validation.url' })
  .trim()
  .max(2048, 'validation.max_length')
  .refine(isValidUrl, 'validation.url');

export const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v === undefined ? null : v),
  urlSchema.nullable(),
);

export const idList = z
  .array(
    z.coerce
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .max(INT4_MAX, 'validation.max')
      .positive('validation.integer'),
    { error: 'validation.invalid' },
  )
  .max(100, 'validation.too_many')
  .default([]);
