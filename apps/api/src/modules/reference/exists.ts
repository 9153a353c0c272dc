import { and, eq } from 'drizzle-orm';
import { currencies, lookupValues } from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';

/** Does a value of a coded reference list exist (and is it offered)? */
export async function lookupExists(db: Executor, list: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lookupValues.id })
    .from(lookupValues)
    .where(and(eq(lookupValues.list, list), eq(lookupValues.id, id), eq(lookupValues.active, true)));
  return Boolean(row);
}

/** An offered currency (with its campaign budget ceiling), or null. */
export async function currencyOf(db: Executor, code: string) {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
  return row?.active ? row : null;
}
