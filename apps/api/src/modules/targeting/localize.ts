import { type Language, type Targeting, targetingKeyById } from '@beacon/contracts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { resolveTerms } from './resolve.ts';

/**
 * The targetings with their terms' value names in the reader's language. Names are stored as the
 * saver read them (English unless chosen otherwise); option lists, countries, booleans and hours
 * have names in every language, so reads give them anew. Lists, segments, places without
 * translations and text keep their stored name, as does a value that no longer resolves.
 */
export async function localizeTargetings(
  db: Executor,
  ctx: AuthContext,
  targetings: Targeting[],
  language: Language,
): Promise<Targeting[]> {
  const terms = targetings.flatMap((t) => t.targeting_terms);
  if (terms.length === 0) return targetings;
  const { terms: named } = await resolveTerms(
    db,
    ctx,
    terms.map((t) => ({
      targeting_key_id: t.targeting_key_id,
      targeting_predicate_id: t.targeting_predicate_id,
      value: t.value,
      value_name: t.value_name,
      by_attribute: t.by_attribute,
      key: targetingKeyById(t.targeting_key_id)!,
    })),
    language,
  );
  const nameOf = new Map(named.map((t) => [`${t.targeting_key_id}|${t.value}`, t.value_name]));
  return targetings.map((targeting) => ({
    ...targeting,
    targeting_terms: targeting.targeting_terms.map((term) => ({
      ...term,
      value_name: nameOf.get(`${term.targeting_key_id}|${term.value}`) ?? term.value_name,
    })),
  }));
}
