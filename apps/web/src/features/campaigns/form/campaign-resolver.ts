import { type CampaignInput, campaignRequestSchema, campaignRuleErrors } from '@beacon/contracts';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { CampaignFormValues } from './campaign-form-values.ts';

/** What the shared rules need beyond the form: the currency's ceiling and the zone's name. */
export type CampaignRuleContext = {
  budgetMax: string | null;
  currency: string;
  timezone: string | null;
  creating: boolean;
};

const RULE_FIELDS = campaignRequestSchema.pick({
  budget: true,
  daily_budget: true,
  start_date: true,
  end_date: true,
  kpi_id: true,
  kpi_target: true,
});

const nullIfEmpty = (value: string | null) => (value === null || value.trim() === '' ? null : value);

/** The frequency cap is all three values or none (`validation.frequency_incomplete`). */
function frequencyOf(f: CampaignFormValues['frequency']) {
  const parts = { ads: nullIfEmpty(f.ads), every: nullIfEmpty(f.every), unit_time_id: f.unit_time_id };
  const filled = Object.values(parts).filter((v) => v !== null).length;
  if (filled === 0) return { value: null, missing: [] as string[] };
  if (filled === 3) return { value: parts, missing: [] as string[] };
  const missing = Object.entries(parts)
    .filter(([, v]) => v === null)
    .map(([k]) => `frequency.${k}`);
  return { value: null, missing };
}

/** The request body the form's values make (before validation). */
export function toRequest(values: CampaignFormValues) {
  return { ...values, frequency: frequencyOf(values.frequency).value };
}

/**
 * The campaign form's resolver: the request contract (shape and per-field rules), then the rules
 * that read several fields, through the very function the server calls (`campaignRuleErrors`).
 * The cross-field rules run whenever their own fields are valid, whatever the rest of the form.
 */
export function campaignResolver(
  context: () => CampaignRuleContext,
): Resolver<CampaignFormValues, unknown, CampaignInput> {
  return async (values, _ctx, options) => {
    const flat: Record<string, FieldError> = {};
    const add = (path: string, message: string) => {
      flat[path] ??= { type: 'validation', message };
    };
    const frequency = frequencyOf(values.frequency);
    for (const path of frequency.missing) add(path, 'validation.frequency_incomplete');

    const body = toRequest(values);
    const parsed = campaignRequestSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(issue.path.join('.'), issue.message);
    }
    const ruleInput = RULE_FIELDS.safeParse(body);
    if (ruleInput.success) {
      const rules = campaignRuleErrors(ruleInput.data, context());
      for (const [field, keys] of Object.entries(rules)) {
        const first = keys?.[0];
        if (first) add(field, first);
      }
    }
    if (parsed.success && Object.keys(flat).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
