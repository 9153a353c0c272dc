import { and, eq, sql } from 'drizzle-orm';
import { currencies, lookupValues } from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';

/** The fields whose coded-list value does not exist (or is not offered), in one query. */
export async function missingLookups(
  db: Executor,
  refs: { field: string; list: string; id: number }[],
): Promise<string[]> {
  if (refs.length === 0) return [];
  const found = await db
    .select({ list: lookupValues.list, id: lookupValues.id })
    .from(lookupValues)
    .where(
      and(
        eq(lookupValues.active, true),
        sql`(${lookupValues.list}, ${lookupValues.id}) in (${sql.join(
          refs.map((r) => sql`(${r.list}, ${r.id})`),
          sql`, `,
        )})`,
      ),
    );
  const present = new Set(found.map((r) => `${r.list}:${r.id}`));
  return refs.filter((r) => !present.has(`${r.list}:${r.id}`)).map((r) => r.field);
}

/** An offered currency (with its campaign budget ceiling), or null. */
export async function currencyOf(db: Executor, code: string) {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
  return row?.active ? row : null;
}
