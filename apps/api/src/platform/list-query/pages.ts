import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { afterPosition, type KeysetPosition, keysetFields, positionOf } from './keyset.ts';
import { rowsOf, type SortPlan, selectFields } from './run.ts';
import type { ListSpec } from './spec.ts';

/** Rows read per query when a list is read through. */
export const PAGE_ROWS = 5_000;

/**
 * Every row of a planned list query, page by page in the list's order: each page starts after the
 * last row of the one before (keyset), so no page re-reads what came before, no transaction or
 * cursor holds a connection between pages, and the same SQL runs on PGlite and PostgreSQL.
 * Stops after `limit` rows when one is given.
 */
export async function* listPages<Row, Ctx>(
  db: Executor,
  spec: ListSpec<Row, Ctx>,
  plan: { where: SQL; orderBy: SQL; sort: SortPlan },
  options: { limit?: number; pageRows?: number } = {},
): AsyncGenerator<Row[]> {
  const pageRows = options.pageRows ?? PAGE_ROWS;
  let left = options.limit ?? Number.POSITIVE_INFINITY;
  let at: KeysetPosition | null = null;
  const fields = sql`${selectFields(spec)}, ${keysetFields(plan.sort, spec.idColumn)}`;
  while (left > 0) {
    const size = Math.min(pageRows, left);
    const where = at ? sql`${plan.where} and ${afterPosition(plan.sort, spec.idColumn, at)}` : plan.where;
    const raw = await rowsOf(
      db,
      sql`select ${fields} from ${spec.from} where ${where} order by ${plan.orderBy} limit ${size}`,
    );
    if (raw.length === 0) return;
    at = positionOf(raw.at(-1)!);
    left -= raw.length;
    yield raw.map(spec.mapRow);
    if (raw.length < size) return;
  }
}
