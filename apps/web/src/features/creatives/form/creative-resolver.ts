import {
  type CreativeRuleContext,
  creativePayload,
  creativeRequestSchema,
  creativeRuleErrors,
  isSecureUrl,
} from '@beacon/contracts';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { CreativeFormValues } from './creative-form-values.ts';

/** Repeatable inputs may hold rows the user added and left empty: they are not sent. */
function withoutBlankRows(values: CreativeFormValues) {
  const filled = (s: string) => s.trim() !== '';
  return {
    ...values,
    pixels: values.pixels.filter(filled),
    scripts: values.scripts.filter(filled),
    click_trackers: values.click_trackers.filter(filled),
    vast_events: values.vast_events.filter((e) => filled(e.url) || filled(e.event)),
    progress_events: values.progress_events.filter((e) => filled(e.url) || filled(e.offset)),
  };
}

/**
 * The body the form sends: the payload rules (docs/REQUIREMENTS.md#creatives) through the shared
 * `creativePayload`.
 */
export function toPayload(values: CreativeFormValues) {
  return creativePayload(withoutBlankRows(values), { editing: values.id !== null });
}

type CreativeInput = z.output<typeof creativeRequestSchema>;
const SHAPE = creativeRequestSchema.shape;

/**
 * The request read one field at a time: a field that fails its own rule counts as empty (its own
 * error is already on it), so the cross-field rules still judge the others.
 */
function fieldByField(payload: Record<string, unknown>): CreativeInput {
  const input: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(SHAPE)) {
    const one = (schema as z.ZodType).safeParse(payload[field]);
    input[field] = one.success ? one.data : emptyOf(field);
  }
  return input as CreativeInput;
}

const LIST_FIELDS = new Set([
  'vendors',
  'addons',
  'pixels',
  'scripts',
  'click_trackers',
  'vast_events',
  'progress_events',
  'expandable_directions',
  'video_mime_types',
  'audio_mime_types',
  'video_bit_rates',
  'audio_bit_rates',
]);
const FLAG_FIELDS = new Set([
  'secure',
  'active',
  'appnexus_submit',
  'responsive',
  'mraid_playable',
  'moat_web_viewability',
  'moat_inapp_viewability',
  'skippable',
]);
const emptyOf = (field: string) =>
  LIST_FIELDS.has(field) ? [] : FLAG_FIELDS.has(field) ? false : field === 'creative_template_id' ? 0 : null;

/**
 * What the exchange review (docs/CREATIVES.md) would reject at once, asked of the form instead: a
 * creative saved without a landing page, or with one outside https, is created already rejected.
 */
export function reviewRequirements(payload: Record<string, unknown>): [string, string][] {
  const landing = typeof payload.landing_page_url === 'string' ? payload.landing_page_url.trim() : '';
  if (!landing) return [['landing_page_url', 'creatives:approval.landing_page_required']];
  if (!isSecureUrl(landing)) return [['landing_page_url', 'review.landing_page_not_https']];
  return [];
}

/**
 * The creative form's resolver: the request contract (shape and per-field rules), then the rules
 * that read several fields or the template, through the very function the server calls
 * (`creativeRuleErrors`). Its output is the payload itself, sent as built.
 */
export function creativeResolver(
  context: () => CreativeRuleContext,
): Resolver<CreativeFormValues, unknown, Record<string, unknown>> {
  return async (values, _ctx, options) => {
    const flat: Record<string, FieldError> = {};
    const add = (path: string, message: string) => {
      flat[path] ??= { type: 'validation', message };
    };
    const payload = toPayload(values);
    const parsed = creativeRequestSchema.safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(issue.path.join('.'), issue.message);
    }
    // The cross-field rules run whatever the rest of the form, so every missing piece shows at once.
    const rules = creativeRuleErrors(parsed.success ? parsed.data : fieldByField(payload), context());
    for (const [field, keys] of Object.entries(rules)) {
      const first = keys?.[0];
      if (first) add(field, first);
    }
    for (const [field, message] of reviewRequirements(payload)) add(field, message);
    if (Object.keys(flat).length === 0) return { values: payload, errors: {} };
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
