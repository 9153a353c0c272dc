import {
  TARGETING_MODULES,
  TARGETING_PREDICATES,
  type TargetingModule,
  type TargetingSummary,
  type TargetingTerm,
  targetingKeyById,
} from '@beacon/contracts';

/** "operating_system" → "Operating system". */
export const keyLabel = (code: string) => {
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const oxford = (names: string[], word: string) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}`;

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Hour-of-week slots as runs per day: slots 8–17 and 32 read "Monday 08:00–18:00, Tuesday
 * 08:00–09:00", and a whole day "Sunday 00:00–24:00", instead of one phrase per hour.
 */
export function hourRanges(slots: readonly number[]): string[] {
  const sorted = [...new Set(slots)].sort((a, b) => a - b);
  const out: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    const start = sorted[i]!;
    let end = start;
    // A run stays inside its day (a range never crosses midnight into the next day's name).
    while (sorted[i + 1] === end + 1 && Math.floor((end + 1) / 24) === Math.floor(start / 24))
      end = sorted[++i]!;
    out.push(`${DAY_NAMES[Math.floor(start / 24)]} ${hh(start % 24)}–${hh((end % 24) + 1)}`);
    i++;
  }
  return out;
}

/**
 * One key's terms in words: includes are alternatives ("Country is Colombia or Brazil"), excludes
 * all hold ("Operating system is not iOS", "… is neither iOS nor Android"); hours read as ranges.
 */
function keySentence(terms: TargetingTerm[]): string {
  const first = terms[0]!;
  const attribute = first.by_attribute ? ` (${first.by_attribute})` : '';
  const label = `${keyLabel(first.key_name)}${attribute}`;
  const name = (t: TargetingTerm) => t.value_name ?? t.value;
  const hours = targetingKeyById(first.targeting_key_id)?.valueKind === 'hour_of_week';
  const names = (predicate: number) => {
    const of = terms.filter((t) => t.targeting_predicate_id === predicate);
    return hours ? hourRanges(of.map((t) => Number(t.value))) : of.map(name);
  };
  const included = names(TARGETING_PREDICATES.include);
  const excluded = names(TARGETING_PREDICATES.exclude);
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
