import {
  LINE_ITEM_FORM_FIELDS,
  type LineItemInput,
  type LineItemRuleContext,
  lineItemFieldFlags,
  lineItemRequestSchema,
  lineItemRuleErrors,
} from '@beacon/contracts';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { LineItemFormValues } from './line-item-form-values.ts';

const nullIfEmpty = (value: string | null) => (value === null || value.trim() === '' ? null : value);
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The frequency cap is all three values or none (`validation.frequency_incomplete`). */
function frequencyOf(f: LineItemFormValues['frequency']) {
  const parts = { ads: nullIfEmpty(f.ads), every: nullIfEmpty(f.every), unit_time_id: f.unit_time_id };
  const filled = Object.values(parts).filter((v) => v !== null).length;
  if (filled === 0) return { value: null, missing: [] as string[] };
  if (filled === 3) return { value: parts, missing: [] as string[] };
  const missing = Object.entries(parts)
    .filter(([, v]) => v === null)
    .map(([k]) => `frequency.${k}`);
  return { value: null, missing };
}

const flagValues = (values: LineItemFormValues) => ({
  budget_type_id: values.budget_type_id === null ? null : Number(values.budget_type_id),
  line_pacing_id: values.line_pacing_id === null ? null : Number(values.line_pacing_id),
  pacing_behavior_id: values.pacing_behavior_id === null ? null : Number(values.pacing_behavior_id),
});

/** The flags of every field for the form's current values (the shared bid-strategy matrix). */
export const formFlags = (values: LineItemFormValues) =>
  lineItemFieldFlags(
    values.bid_strategy_id === null ? null : Number(values.bid_strategy_id),
    flagValues(values),
  );

/**
 * The request body the form's values make (before validation): what the strategy hides is sent
 * empty, so a value typed under another strategy does not linger or fail validation.
 */
export function toRequest(values: LineItemFormValues) {
  const flags = formFlags(values);
  const body: Record<string, unknown> = { ...values, frequency: frequencyOf(values.frequency).value };
  delete body.advertiser_id;
  // Fixed CPM is the one strategy whose price is the bid; the matrix shows the box checked and locked.
  body.fix_cpm = flags.fix_cpm.show;
  for (const field of LINE_ITEM_FORM_FIELDS) {
    if (!flags[field].show && typeof body[field] === 'string') body[field] = '';
  }
  return body;
}

/** Fields the cross-field rules cannot do without. */
const RULE_CORE = ['budget', 'budget_type_id', 'start_date', 'end_date'] as const;

/**
 * The request as far as it is valid (each invalid field counts as empty), so the shared rules
 * (budget ceiling, flight, campaign budget) report while other fields are still being filled.
 */
function ruleInputOf(body: Record<string, unknown>): LineItemInput | null {
  const partial: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(lineItemRequestSchema.shape)) {
    const result = schema.safeParse(body[key]);
    partial[key] = result.success ? result.data : null;
  }
  if (RULE_CORE.some((key) => partial[key] === null || partial[key] === undefined)) return null;
  return partial as LineItemInput;
}

/**
 * The line-item form's resolver: the request contract, the matrix's required fields, then the rules
 * that read several fields through the very function the server calls (`lineItemRuleErrors`) with
 * the campaign's flight, currency ceiling and the budget its other line items commit.
 */
export function lineItemResolver(
  context: () => LineItemRuleContext,
): Resolver<LineItemFormValues, unknown, LineItemInput> {
  return async (values, _ctx, options) => {
    const flat: Record<string, FieldError> = {};
    const add = (path: string, message: string) => {
      flat[path] ??= { type: 'validation', message };
    };
    for (const path of frequencyOf(values.frequency).missing) add(path, 'validation.frequency_incomplete');

    // Required by the matrix, reported even while other fields are still invalid.
    const flags = formFlags(values);
    const raw = values as unknown as Record<string, unknown>;
    for (const field of LINE_ITEM_FORM_FIELDS) {
      if (flags[field].show && flags[field].required && isEmpty(raw[field]))
        add(field, 'validation.required');
    }

    const body = toRequest(values);
    const parsed = lineItemRequestSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(issue.path.join('.'), issue.message);
    }
    const ruleInput = parsed.success ? parsed.data : ruleInputOf(body);
    if (ruleInput) {
      for (const [field, keys] of Object.entries(lineItemRuleErrors(ruleInput, context()))) {
        const first = keys?.[0];
        if (first) add(field, first);
      }
    }
    if (parsed.success && Object.keys(flat).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
