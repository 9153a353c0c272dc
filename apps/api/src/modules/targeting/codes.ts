import type { TargetingKeyCode } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { LOOKUP_LIST } from './sources.ts';

export type TargetingCodeResolver = (key: TargetingKeyCode, value: string) => string | undefined;

/**
 * What a stored option id stands for in the bid stream, for the targeting evaluator's `lookupCode`
 * hook: a lookup value's `code` (content categories their IAB code), a country's ISO alpha-2, a
 * region's ISO 3166-2 subdivision code, a city's GeoNames id. Read once per simulation run.
 */
export async function loadTargetingCodes(db: Executor): Promise<TargetingCodeResolver> {
  const byKey = new Map<TargetingKeyCode, Map<string, string>>();
  const put = (key: TargetingKeyCode, rows: Record<string, unknown>[]) =>
    byKey.set(key, new Map(rows.map((r) => [String(r.id), String(r.code)])));

  const lists = Object.entries(LOOKUP_LIST) as [TargetingKeyCode, string][];
  const lookups = await rowsOf(
    db,
    sql`select list, id, case when list in ('advertiser_categories', 'content_categories') then coalesce(extra->>'iab', code) else code end as code
        from lookup_values where list in (${sql.join(
          lists.map(([, list]) => sql`${list}`),
          sql`, `,
        )})`,
  );
  for (const [key, list] of lists)
    put(
      key,
      lookups.filter((r) => r.list === list),
    );
  put('country', await rowsOf(db, sql`select id, alpha2 as code from countries`));
  put('region', await rowsOf(db, sql`select id, code from regions`));
  put('city', await rowsOf(db, sql`select id, source_id as code from cities where source_id is not null`));
  return (key, value) => byKey.get(key)?.get(value);
}
