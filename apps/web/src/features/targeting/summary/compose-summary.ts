import { HOURS_PER_WEEK, TARGETING_KEYS, type TargetingKey, type TargetingModule } from '@beacon/contracts';
import type { TFunction } from 'i18next';
import type { TargetingDraft } from '../form/targeting-draft.ts';
import { MODULE_ORDER } from '../tab/module-order.ts';
import { type PickedValue, pickedLabel } from '../value-picker/picked-value.ts';

/** "a, b or c": the last two joined by the given word. */
const joinLast = (names: string[], word: string) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}`;

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
 * Hour slots as day ranges instead of one name per hour: a working-hours grid is 50+ slots and would
 * not read as a sentence otherwise. Consecutive days with the same hours share one range of days
 * ("Mon–Fri 08:00–20:00", "Sat 10:00–14:00").
 */
export function hourRanges(slots: readonly number[], t: TFunction): string[] {
  const set = new Set(slots);
  const days = Array.from({ length: 7 }, (_, day) => dayRuns(set, day));
  const dayName = (day: number) => t(`targeting:time.days_short.${day}`);
  const ranges: string[] = [];
  let day = 0;
  while (day < 7) {
    const runs = days[day]!;
    let last = day;
    while (last + 1 < 7 && runs.length > 0 && days[last + 1]!.join() === runs.join()) last++;
    const name = last === day ? dayName(day) : `${dayName(day)}–${dayName(last)}`;
    for (const run of runs) ranges.push(`${name} ${run}`);
    day = last + 1;
  }
  return ranges;
}

function namesOf(key: TargetingKey, values: PickedValue[], t: TFunction): string[] {
  if (key.valueKind === 'hour_of_week')
    return hourRanges(
      values.map((v) => Number(v.value)).filter((s) => s >= 0 && s < HOURS_PER_WEEK),
      t,
    );
  if (key.valueKind === 'boolean')
    return values.map((v) => t(`targeting:picker.${v.value === 'true' ? 'yes' : 'no'}`));
  return values.map(pickedLabel);
}

/** One key in words, the same shape as the server's summary: includes are alternatives, excludes all hold. */
function keySentence(key: TargetingKey, draft: TargetingDraft, t: TFunction): string | null {
  const entry = draft[key.code];
  const attribute =
    key.byAttributes && entry.by_attribute ? ` (${t(`targeting:attributes.${entry.by_attribute}`)})` : '';
  const label = `${t(`targeting:keys.${key.code}`)}${attribute}`;
  const included = namesOf(key, entry.include, t);
  const excluded = namesOf(key, entry.exclude, t);
  const parts: string[] = [];
  if (included.length)
    parts.push(
      t('targeting:summary.is', { key: label, values: joinLast(included, t('targeting:summary.or')) }),
    );
  if (excluded.length === 1) parts.push(t('targeting:summary.is_not', { key: label, value: excluded[0] }));
  else if (excluded.length > 1)
    parts.push(
      t('targeting:summary.is_neither', {
        key: label,
        values: excluded.join(` ${t('targeting:summary.nor')} `),
      }),
    );
  return parts.length ? parts.join(` ${t('targeting:summary.and')} `) : null;
}

export type ModuleSentence = { module: TargetingModule; expression: string };

/**
 * The unsaved form in sentences, per module and whole, in the reader's language. The tab shows the
 * server's summary for what is saved (the same sentence the activity log records) and this one
 * while there are unsaved changes, so the sentence follows every edit without a request.
 */
export function composeSummary(
  draft: TargetingDraft,
  t: TFunction,
): { modules: ModuleSentence[]; expression: string } {
  const modules: ModuleSentence[] = [];
  for (const module of MODULE_ORDER) {
    const sentences = TARGETING_KEYS.filter((k) => k.module === module)
      .map((k) => keySentence(k, draft, t))
      .filter((s): s is string => s !== null);
    if (sentences.length)
      modules.push({ module, expression: sentences.join(` ${t('targeting:summary.and')} `) });
  }
  return { modules, expression: modules.map((m) => m.expression).join(` ${t('targeting:summary.and')} `) };
}
