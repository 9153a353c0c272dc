import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { isValidDateTime, wallClockMs } from './dates.ts';
import type { FieldErrors } from './envelope.ts';
import { timestampFields } from './record-fields.ts';
import { requiredId } from './validation.ts';

/** Paths of the links between creatives and line items. */
export const CREATIVE_ASSOCIATION_API = {
  create: '/api/creative_line_associations',
  one: apiPath('/api/creative_line_associations/:id'),
  /** The creative's line associations. */
  ofCreative: apiPath('/api/creatives/:id/lines'),
  ofLineItem: apiPath('/api/line_items/:id/creatives'),
} as const;

const optionalDateTime = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.string().trim().refine(isValidDateTime, 'validation.date_time').nullable(),
);
const activeFlag = z.preprocess(
  (v) => (v === 1 || v === '1' ? true : v === 0 || v === '0' ? false : v),
  z.boolean({ error: 'validation.boolean' }),
);

/**
 * The association's own fields (docs/REQUIREMENTS.md#creatives); null dates follow the line item's flight.
 */
export const creativeAssociationUpdateSchema = z
  .object({
    start_date: optionalDateTime,
    end_date: optionalDateTime,
    active: activeFlag.default(true),
  })
  .meta({ id: 'CreativeAssociationUpdate' });
export type CreativeAssociationUpdate = z.output<typeof creativeAssociationUpdateSchema>;

export const creativeAssociationRequestSchema = creativeAssociationUpdateSchema
  .extend({ creative_id: requiredId, line_item_id: requiredId })
  .meta({ id: 'CreativeAssociationRequest' });
export type CreativeAssociationRequest = z.input<typeof creativeAssociationRequestSchema>;
export type CreativeAssociationInput = z.output<typeof creativeAssociationRequestSchema>;

/**
 * Date rules of an association (docs/REQUIREMENTS.md#creatives): end after start, and both inside the line
 * item's flight. The form and the server call the same function.
 */
export function associationDateErrors(
  input: { start_date: string | null; end_date: string | null },
  line: { start_date: string; end_date: string },
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), key];
  };
  const lineStart = wallClockMs(line.start_date);
  const lineEnd = wallClockMs(line.end_date);
  for (const field of ['start_date', 'end_date'] as const) {
    const value = input[field];
    if (value === null) continue;
    const ms = wallClockMs(value);
    if (ms < lineStart || ms > lineEnd) add(field, 'validation.association_outside_line_flight');
  }
  if (input.start_date && input.end_date && wallClockMs(input.end_date) <= wallClockMs(input.start_date))
    add('end_date', 'validation.end_after_start');
  return errors;
}

export const creativeAssociationSchema = z
  .object({
    id: z.number().int(),
    creative_id: z.number().int(),
    creative_name: z.string(),
    creative_external_id: z.number().int(),
    creative_active: z.boolean(),
    line_item_id: z.number().int(),
    line_item_name: z.string(),
    line_item_external_id: z.number().int(),
    line_item_active: z.boolean(),
    line_start_date: z.string(),
    line_end_date: z.string(),
    campaign_id: z.number().int(),
    campaign_name: z.string(),
    advertiser_id: z.number().int(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    active: z.boolean(),
    /** Share of the line's impressions when the line weights its creatives (set by the line item). */
    weight: z.number().int().nullable(),
    ...timestampFields,
  })
  .meta({ id: 'CreativeAssociation' });
export type CreativeAssociation = z.infer<typeof creativeAssociationSchema>;
