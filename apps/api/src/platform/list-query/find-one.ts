import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { notFound } from '../errors.ts';
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

/** `findInScope` for a row that must exist: outside the caller's scope it is a 404 naming `what`. */
export async function findInScopeOrThrow<Row, Ctx>(
  db: Executor,
  spec: ListSpec<Row, Ctx>,
  ctx: Ctx,
  id: number,
  what: string,
): Promise<Row> {
  const row = await findInScope(db, spec, ctx, id);
  if (!row) throw notFound(what);
  return row;
}

/** Locks row `id` of `table` until the transaction ends. */
export async function lockRow(tx: Executor, table: string, id: number): Promise<void> {
  await tx.execute(sql`select id from ${sql.identifier(table)} where id = ${id} for update`);
}
