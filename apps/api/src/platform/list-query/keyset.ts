import { type SQL, sql } from 'drizzle-orm';
import type { SortPlan } from './run.ts';

/** Where the previous page ended: its last row's sort value and id, as PostgreSQL's text of them. */
export type KeysetPosition = { key: string | null; id: string };

/** Output names of the position columns added to each row read (not fields of any spec). */
export const KEY_FIELD = '__keyset_key';
export const ID_FIELD = '__keyset_id';

/** `expr::text as key, id::text as id`: the position of a row, exact (no float or time rounding). */
export const keysetFields = (sort: SortPlan, idColumn: SQL) =>
  sql`(${sort.expr})::text as ${sql.identifier(KEY_FIELD)}, (${idColumn})::text as ${sql.identifier(ID_FIELD)}`;

export const positionOf = (raw: Record<string, unknown>): KeysetPosition => ({
  key: raw[KEY_FIELD] === null || raw[KEY_FIELD] === undefined ? null : String(raw[KEY_FIELD]),
  id: String(raw[ID_FIELD]),
});

/**
 * The rows after `at` in the list's order (`order by expr dir [nulls last], id dir`). Values are
 * bound as text and PostgreSQL reads them as the compared column's type, so the comparison is
 * exact for numbers, decimals, times and text under the column's collation.
 */
export function afterPosition(sort: SortPlan, idColumn: SQL, at: KeysetPosition): SQL {
  const cmp = sort.ascending ? sql`>` : sql`<`;
  const idAfter = sql`(${idColumn}) ${cmp} ${at.id}`;
  if (sort.byId) return idAfter;
  const expr = sql`(${sort.expr})`;
  if (at.key === null) {
    // Inside the nulls: the rest of them, then (when nulls come first) every non-null value.
    return sort.nullsLast
      ? sql`(${expr} is null and ${idAfter})`
      : sql`((${expr} is null and ${idAfter}) or ${expr} is not null)`;
  }
  const later = sql`${expr} ${cmp} ${at.key} or (${expr} = ${at.key} and ${idAfter})`;
  return sort.nullsLast ? sql`(${later} or ${expr} is null)` : sql`(${later})`;
}
