import type { TargetingKeyCode, TargetingModule } from '@beacon/contracts';
import { TARGETING_KEYS } from '@beacon/contracts';
import type { PickedValue } from '../../targeting/value-picker/picked-value.ts';
import type { TermRow } from '../form/modifier-form-values.ts';

/** A term and its place in the form's `terms` array (server and schema errors name that place). */
export type IndexedTerm = { term: TermRow; index: number };

const MODULE_OF_KEY = new Map(TARGETING_KEYS.map((k) => [k.code, k.module]));
export const moduleOfKey = (key: string): TargetingModule | undefined =>
  MODULE_OF_KEY.get(key as TargetingKeyCode);

/** The keys of one tab, in registry order. */
export const keysOfModule = (module: TargetingModule) => TARGETING_KEYS.filter((k) => k.module === module);

export const termsOfKey = (terms: TermRow[], key: TargetingKeyCode): IndexedTerm[] =>
  terms.flatMap((term, index) => (term.key === key ? [{ term, index }] : []));

/**
 * The terms after the picker of `key` answered `picked`: values still picked keep their number,
 * matching type and override; new ones get the kind's default; the other keys' terms stay put.
 */
export function replaceKeyTerms(
  terms: TermRow[],
  key: TargetingKeyCode,
  picked: PickedValue[],
  newModifier: string,
): TermRow[] {
  const current = new Map(terms.filter((t) => t.key === key).map((t) => [t.value, t]));
  const wanted = new Set(picked.map((p) => p.value));
  const kept = terms.filter((t) => t.key !== key || wanted.has(t.value));
  const added = picked
    .filter((p) => !current.has(p.value))
    .map(
      (p): TermRow => ({
        key,
        value: p.value,
        value_name: p.value_name,
        modifier: newModifier,
        matching_type_id: 1,
        override_multiplier_pacing_behavior: false,
      }),
    );
  return [...kept, ...added];
}
