import {
  TARGETING_MODULES,
  TARGETING_PREDICATES,
  type TargetingModule,
  type TargetingSummary,
  type TargetingTerm,
} from '@beacon/contracts';

/** "operating_system" → "Operating system". */
export const keyLabel = (code: string) => {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const oxford = (names: string[], word: string) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}`;

/**
 * One key's terms in words: includes are alternatives ("Country is Colombia or Brazil"), excludes
 * all hold ("Operating system is not iOS", "… is neither iOS nor Android").
 */
function keySentence(terms: TargetingTerm[]): string {
  const first = terms[0]!;
  const attribute = first.by_attribute ? ` (${first.by_attribute})` : '';
  const label = `${keyLabel(first.key_name)}${attribute}`;
  const name = (t: TargetingTerm) => t.value_name ?? t.value;
  const included = terms.filter((t) => t.targeting_predicate_id === TARGETING_PREDICATES.include).map(name);
  const excluded = terms.filter((t) => t.targeting_predicate_id === TARGETING_PREDICATES.exclude).map(name);
  const parts: string[] = [];
  if (included.length) parts.push(`${label} is ${oxford(included, 'or')}`);
  if (excluded.length)
    parts.push(
      excluded.length === 1
        ? `${label} is not ${excluded[0]}`
        : `${label} is neither ${oxford(excluded, 'nor').replace(/, /g, ' nor ')}`,
    );
  return parts.join(' AND ');
}

/** The targeting in readable sentences: per module, and all modules AND-ed. */
export function summarize(id: number, lineItemId: number, terms: TargetingTerm[]): TargetingSummary {
  const modules: TargetingSummary['modules'] = [];
  for (const module of TARGETING_MODULES) {
    const ofModule = terms.filter((t) => t.module_name === (module as TargetingModule));
    if (!ofModule.length) continue;
    const keys = [...new Set(ofModule.map((t) => t.targeting_key_id))].sort((a, b) => a - b);
    const sentences = keys.map((k) => keySentence(ofModule.filter((t) => t.targeting_key_id === k)));
    modules.push({ module_name: module, expression: sentences.join(' AND ') });
  }
  return {
    id,
    line_item_id: lineItemId,
    modules,
    expression: modules.map((m) => m.expression).join(' AND '),
  };
}
