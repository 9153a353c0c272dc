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

/** The runs of hours of one day, e.g. ["08:00–12:00", "14:00–18:00"]. */
function dayRuns(set: ReadonlySet<number>, day: number): string[] {
  const runs: string[] = [];
  let start: number | null = null;
  for (let hour = 0; hour <= 24; hour++) {
    const on = hour < 24 && set.has(day * 24 + hour);
    if (on && start === null) start = hour;
    if (!on && start !== null) {
      runs.push(`${hh(start)}–${hh(hour)}`);
      start = null;
    }
  }
  return runs;
}

/**
 * Hour-of-week slots as runs per day: slots 8–17 and 32 read "Monday 08:00–18:00, Tuesday
 * 08:00–09:00", and a whole day "Sunday 00:00–24:00", instead of one phrase per hour. Consecutive
 * days with the same hours share one range of days ("Monday–Friday 08:00–20:00").
 */
export function hourRanges(slots: readonly number[]): string[] {
  const set = new Set(slots);
  const days = DAY_NAMES.map((_, day) => dayRuns(set, day));
  const out: string[] = [];
  let day = 0;
  while (day < 7) {
    const runs = days[day]!;
    let last = day;
    while (last + 1 < 7 && runs.length > 0 && days[last + 1]!.join() === runs.join()) last++;
    const name = last === day ? DAY_NAMES[day] : `${DAY_NAMES[day]}–${DAY_NAMES[last]}`;
    for (const run of runs) out.push(`${name} ${run}`);
    day = last + 1;
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
