import {
  normalizeTargetingValue,
  TARGETING_KEYS,
  TARGETING_PREDICATES,
  type TargetingKey,
  type TargetingKeyCode,
  type TargetingPredicateCode,
  type TargetingTermRequest,
  targetingKeyById,
} from '@beacon/contracts';
import type { PickedValue } from '../value-picker/picked-value.ts';

/**
 * One key as the form edits it: the included and the excluded values, and (app name, site) the
 * attribute they are matched by. The tab shows one attribute selector per key, so all of a key's
 * terms share it; a key without terms keeps the registry's default attribute.
 */
export type KeyDraft = { include: PickedValue[]; exclude: PickedValue[]; by_attribute: string | null };

/** The whole form: every key of the registry, by code. */
export type TargetingDraft = Record<TargetingKeyCode, KeyDraft>;

/** A term as the API reads and answers it (the saved terms carry more fields; these are the ones that matter). */
export type TermLike = Pick<TargetingTermRequest, 'targeting_key_id' | 'targeting_predicate_id' | 'value'> & {
  value_name?: string | null;
  by_attribute?: string | null;
};

/** Which key and predicate a term sent to the API came from, by its index (to place errors on rows). */
export type TermSlot = { code: TargetingKeyCode; predicate: TargetingPredicateCode };

const defaultAttribute = (key: TargetingKey) => key.byAttributes?.[0] ?? null;

export const emptyKeyDraft = (key: TargetingKey): KeyDraft => ({
  include: [],
  exclude: [],
  by_attribute: defaultAttribute(key),
});

export function emptyDraft(): TargetingDraft {
  return Object.fromEntries(TARGETING_KEYS.map((k) => [k.code, emptyKeyDraft(k)])) as TargetingDraft;
}

/**
 * Saved terms into the form. Values are normalised as the server stores them (so a boolean sent
 * as 1/0 reads 'true'/'false'); the first term's attribute becomes the key's.
 */
export function draftFromTerms(terms: readonly TermLike[]): TargetingDraft {
  const draft = emptyDraft();
  const attributeSeen = new Set<TargetingKeyCode>();
  for (const term of terms) {
    const key = targetingKeyById(Number(term.targeting_key_id));
    if (!key) continue;
    const entry = draft[key.code];
    const value = normalizeTargetingValue(key, term.value) ?? String(term.value);
    const picked: PickedValue = { value, value_name: term.value_name ?? null };
    const list =
      Number(term.targeting_predicate_id) === TARGETING_PREDICATES.exclude ? entry.exclude : entry.include;
    if (!list.some((v) => v.value === value)) list.push(picked);
    if (key.byAttributes && !attributeSeen.has(key.code)) {
      attributeSeen.add(key.code);
      entry.by_attribute = term.by_attribute ?? defaultAttribute(key);
    }
  }
  return draft;
}

/**
 * The form as API terms, in registry order (key id, include before exclude), with the slot each
 * term came from so that errors keyed `targeting_terms.<i>.<field>` find their row.
 */
export function termsFromDraft(draft: TargetingDraft): { terms: TargetingTermRequest[]; slots: TermSlot[] } {
  const terms: TargetingTermRequest[] = [];
  const slots: TermSlot[] = [];
  for (const key of TARGETING_KEYS) {
    const entry = draft[key.code];
    for (const predicate of ['include', 'exclude'] as const) {
      for (const picked of entry[predicate]) {
        terms.push({
          targeting_key_id: key.id,
          targeting_predicate_id: TARGETING_PREDICATES[predicate],
          value: picked.value,
          value_name: picked.value_name,
          by_attribute: key.byAttributes ? (entry.by_attribute ?? defaultAttribute(key)) : null,
        });
        slots.push({ code: key.code, predicate });
      }
    }
  }
  return { terms, slots };
}

/** Where an error of the form's check or of a 422 answer belongs: a key and predicate, or the whole targeting. */
export type RowErrors = {
  rows: Partial<Record<`${TargetingKeyCode}.${TargetingPredicateCode}`, string>>;
  general: string[];
};

/**
 * Errors keyed `targeting_terms.<i>.<field>` onto the rows their terms came from (the first
 * message of a row wins); anything else (`targeting_terms` for "Targeting empty") is general.
 */
export function rowErrors(
  errors: Record<string, string[] | undefined>,
  slots: readonly TermSlot[],
): RowErrors {
  const result: RowErrors = { rows: {}, general: [] };
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages?.[0];
    if (!message) continue;
    const match = /^targeting_terms\.(\d+)\./.exec(field);
    const slot = match ? slots[Number(match[1])] : undefined;
    if (!slot) {
      result.general.push(message);
      continue;
    }
    const row = `${slot.code}.${slot.predicate}` as const;
    result.rows[row] ??= message;
  }
  return result;
}

/** Terms in a comparable form, to tell whether the form differs from what is saved. */
export function draftSignature(draft: TargetingDraft): string {
  // Values are compared as a set: removing a value and choosing it again changes nothing.
  return JSON.stringify(
    termsFromDraft(draft)
      .terms.map(
        (t) => `${t.targeting_key_id}|${t.targeting_predicate_id}|${t.by_attribute ?? ''}|${t.value}`,
      )
      .sort(),
  );
}

/** Number of values per module, for the badges of the module list. */
export function countByModule(draft: TargetingDraft): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of TARGETING_KEYS) {
    const entry = draft[key.code];
    counts[key.module] = (counts[key.module] ?? 0) + entry.include.length + entry.exclude.length;
  }
  return counts;
}
