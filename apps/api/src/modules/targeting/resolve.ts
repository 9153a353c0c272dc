import type { Language, TargetingTermChecked } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { booleanName, hourOfWeekName, idSource } from './sources.ts';

export type ResolvedTerm = TargetingTermChecked & { value_name: string; verb_usage: string | null };

/**
 * Checks that every id-valued term names a row the caller may use (a lookup value, a place, one of
 * their lists or segments) and gives each term its display name. Unknown values are reported per
 * term as `targeting.value_unknown`.
 */
export async function resolveTerms(
  db: Executor,
  ctx: AuthContext,
  terms: TargetingTermChecked[],
  language: Language = 'en',
): Promise<{ terms: ResolvedTerm[]; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const names = new Map<string, { name: string; verb: string | null }>();
  const byKey = new Map<number, TargetingTermChecked[]>();
  for (const term of terms) {
    if (!idSource(term.key, ctx)) continue;
    byKey.set(term.key.id, [...(byKey.get(term.key.id) ?? []), term]);
  }
  for (const [keyId, group] of byKey) {
    const source = idSource(group[0]!.key, ctx, language)!;
    const ids = [...new Set(group.map((t) => Number(t.value)))];
    const verb =
      group[0]!.key.code === 'segment'
        ? sql`(select vu.name from lookup_values vu where vu.list = 'verb_usages' and vu.id = s.verb_usage_id)`
        : sql`null`;
    const rows = await rowsOf(
      db,
      sql`select ${source.id} as id, ${source.name} as name, ${verb} as verb from ${source.from}
          where ${source.where} and ${source.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    for (const r of rows)
      names.set(`${keyId}:${r.id}`, { name: String(r.name), verb: r.verb === null ? null : String(r.verb) });
  }
  const resolved: ResolvedTerm[] = [];
  terms.forEach((term, i) => {
    const name = nameOf(term, names, language);
    if (name === null) errors[`targeting_terms.${i}.value`] = ['targeting.value_unknown'];
    else resolved.push({ ...term, value_name: name.name, verb_usage: name.verb });
  });
  return { terms: resolved, errors };
}

/** The display name of a term: fixed words for booleans and hours, the row's name for ids. */
function nameOf(
  term: TargetingTermChecked,
  names: Map<string, { name: string; verb: string | null }>,
  language: Language,
): { name: string; verb: string | null } | null {
  switch (term.key.valueKind) {
    case 'boolean':
      return { name: booleanName(term.value, language), verb: null };
    case 'hour_of_week':
      return { name: hourOfWeekName(Number(term.value), language), verb: null };
    case 'text':
      return { name: term.value_name ?? term.value, verb: null };
    default:
      return names.get(`${term.key.id}:${term.value}`) ?? null;
  }
}
