import { type ModifierTermValues, targetingKeyById } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { booleanName, hourOfWeekName, idSource } from '../targeting/sources.ts';

/**
 * Checks that every id-valued term names a row the caller may use (the same sources targeting
 * uses: reference data, places, the account's lists and segments) and names each term for display.
 * Unknown values are reported per term (`terms.3.value`: `modifiers.validation.value_unknown`).
 */
export async function resolveModifierTerms(
  db: Executor,
  ctx: AuthContext,
  terms: ModifierTermValues[],
): Promise<{ terms: ModifierTermValues[]; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const names = new Map<string, string>();
  const byKey = new Map<number, ModifierTermValues[]>();
  for (const term of terms) {
    const key = targetingKeyById(term.targeting_key_id)!;
    if (idSource(key, ctx)) byKey.set(key.id, [...(byKey.get(key.id) ?? []), term]);
  }
  for (const [keyId, group] of byKey) {
    const source = idSource(targetingKeyById(keyId)!, ctx)!;
    const ids = [...new Set(group.map((t) => Number(t.value)))];
    const found = await rowsOf(
      db,
      sql`select ${source.id} as id, ${source.name} as name from ${source.from}
          where ${source.where} and ${source.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    for (const r of found) names.set(`${keyId}:${r.id}`, String(r.name));
  }
  const resolved = terms.map((term, i) => {
    const key = targetingKeyById(term.targeting_key_id)!;
    if (key.valueKind === 'boolean') return { ...term, value_name: booleanName(term.value) };
    if (key.valueKind === 'hour_of_week') return { ...term, value_name: hourOfWeekName(Number(term.value)) };
    if (!byKey.has(key.id)) return { ...term, value_name: term.value_name ?? term.value };
    const name = names.get(`${key.id}:${term.value}`);
    if (name === undefined) errors[`terms.${i}.value`] = ['modifiers.validation.value_unknown'];
    return { ...term, value_name: name ?? null };
  });
  return { terms: resolved, errors };
}
