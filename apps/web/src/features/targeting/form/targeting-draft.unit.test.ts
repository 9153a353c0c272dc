import {
  checkTargetingTerms,
  HOURS_PER_WEEK,
  TARGETING_KEYS,
  TARGETING_PREDICATES,
  type TargetingKey,
} from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftFromTerms,
  draftSignature,
  emptyDraft,
  rowErrors,
  type TermLike,
  termsFromDraft,
} from './targeting-draft.ts';

const { include, exclude } = TARGETING_PREDICATES;

/** Two values of the key's shape, as the API stores them. */
function valuesOf(key: TargetingKey): [string, string] {
  switch (key.valueKind) {
    case 'boolean':
      return ['true', 'false'];
    case 'hour_of_week':
      return ['0', String(HOURS_PER_WEEK - 1)];
    case 'text':
      return [`${key.code}-a.example`, `${key.code}-b.example`];
    default:
      return [String(key.id * 10 + 1), String(key.id * 10 + 2)];
  }
}

/** Terms of one key as the API answers them: include and exclude, each attribute when the key has several. */
function termsOf(key: TargetingKey, attribute: string | null): TermLike[] {
  const [a, b] = valuesOf(key);
  const base = { targeting_key_id: key.id, by_attribute: attribute };
  const terms: TermLike[] = [{ ...base, targeting_predicate_id: include, value: a, value_name: `name ${a}` }];
  // Platform keys take one include value; every key also gets an exclude value.
  if (!key.singleValued)
    terms.push({ ...base, targeting_predicate_id: include, value: b, value_name: `name ${b}` });
  terms.push({ ...base, targeting_predicate_id: exclude, value: b, value_name: null });
  return terms;
}

const comparable = (terms: readonly TermLike[]) =>
  terms.map((t) => ({
    targeting_key_id: t.targeting_key_id,
    targeting_predicate_id: t.targeting_predicate_id,
    value: String(t.value),
    value_name: t.value_name ?? null,
    by_attribute: t.by_attribute ?? null,
  }));

describe('targeting form ↔ API terms', () => {
  for (const key of TARGETING_KEYS) {
    for (const attribute of key.byAttributes ?? [null]) {
      it(`round-trips ${key.code} (${key.id})${attribute ? ` by ${attribute}` : ''}`, () => {
        const terms = termsOf(key, attribute);
        const draft = draftFromTerms(terms);
        expect(draft[key.code].by_attribute).toBe(attribute);
        const back = termsFromDraft(draft).terms;
        expect(comparable(back)).toEqual(comparable(terms));
        // What the form sends passes the rules the server applies.
        expect(checkTargetingTerms(back).ok).toBe(true);
        // And reading it again gives the same form.
        expect(draftSignature(draftFromTerms(back))).toBe(draftSignature(draft));
      });
    }
  }

  it('covers all 35 keys', () => {
    expect(new Set(TARGETING_KEYS.map((k) => k.id)).size).toBe(35);
    expect(Object.keys(emptyDraft())).toHaveLength(35);
  });

  it('reads booleans sent as 1/0 as true/false', () => {
    const draft = draftFromTerms([
      { targeting_key_id: 20, targeting_predicate_id: include, value: '1' },
      { targeting_key_id: 35, targeting_predicate_id: exclude, value: 0 },
    ]);
    expect(draft.topframe.include.map((v) => v.value)).toEqual(['true']);
    expect(draft.rewarded.exclude.map((v) => v.value)).toEqual(['false']);
    expect(termsFromDraft(draft).terms.map((t) => t.value)).toEqual(['true', 'false']);
  });

  it('keeps every hour slot of the week', () => {
    const slots = Array.from({ length: HOURS_PER_WEEK }, (_, slot) => slot).filter((s) => s % 5 === 0);
    const terms = slots.map((slot) => ({
      targeting_key_id: 31,
      targeting_predicate_id: include,
      value: String(slot),
    }));
    const back = termsFromDraft(draftFromTerms(terms)).terms;
    expect(back.map((t) => Number(t.value))).toEqual(slots);
  });

  it('gives app and site their first attribute by default', () => {
    const draft = emptyDraft();
    draft.app_name.include.push({ value: 'com.example.game', value_name: null });
    draft.site.include.push({ value: 'news.example', value_name: null });
    expect(termsFromDraft(draft).terms.map((t) => t.by_attribute)).toEqual(['name', 'id']);
  });

  it('places errors on the row of the term they name', () => {
    const draft = emptyDraft();
    draft.country.include.push({ value: '170', value_name: 'Colombia' });
    draft.operating_system.include.push(
      { value: '1', value_name: 'iOS' },
      { value: '2', value_name: 'Android' },
    );
    const { terms, slots } = termsFromDraft(draft);
    const check = checkTargetingTerms(terms);
    expect(check.ok).toBe(false);
    const errors = rowErrors(check.ok ? {} : check.errors, slots);
    expect(errors.rows['operating_system.include']).toBe('targeting.single_valued');
    expect(errors.rows['country.include']).toBeUndefined();
  });

  it('reports an empty targeting as a general error', () => {
    const { terms, slots } = termsFromDraft(emptyDraft());
    const check = checkTargetingTerms(terms);
    expect(check.ok).toBe(false);
    expect(rowErrors(check.ok ? {} : check.errors, slots).general).toEqual(['targeting.empty']);
  });
});
