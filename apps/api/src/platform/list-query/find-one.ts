import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf, selectFields } from './run.ts';
import type { ListSpec } from './spec.ts';

/**
 * One row of a list's entity, by id, inside the list's scope (the caller's account and, for
 * restricted users, their advertisers): outside it the row does not exist for the caller.
 */
export async function findInScope<Row, Ctx>(
  db: Executor,
  spec: ListSpec<Row, Ctx>,
  ctx: Ctx,
  id: number,
): Promise<Row | null> {
  const [raw] = await rowsOf(
    db,
    sql`select ${selectFields(spec)} from ${spec.from} where ${spec.scope(ctx)} and ${spec.idColumn} = ${id}`,
  );
  return raw ? spec.mapRow(raw) : null;
}
