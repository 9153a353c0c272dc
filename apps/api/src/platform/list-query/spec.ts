import type { SQL } from 'drizzle-orm';

export type ColumnKind = 'number' | 'text' | 'boolean' | 'date' | 'enum';

export type ColumnSpec = {
  /** The SQL expression of the column (qualified, e.g. `users.name`). */
  sql: SQL;
  kind: ColumnKind;
  sortable?: boolean;
  filterable?: boolean;
  /** Included in the `term` search (ILIKE over text, equality over numbers). */
  searchable?: boolean;
};

/**
 * One entity's list: what may be selected, filtered, sorted and searched. The engine accepts
 * nothing outside this whitelist, so a query parameter can never reach SQL as text.
 */
export type ListSpec<Row, Ctx> = {
  /** Used for download file names. */
  entity: string;
  /** `FROM ... JOIN ...` of the query. */
  from: SQL;
  /** The tenancy condition: rows of the caller's account only. */
  scope: (ctx: Ctx) => SQL;
  columns: Record<string, ColumnSpec>;
  /** Output fields (name → expression) of paginated/all/download modes. */
  select: Record<string, SQL>;
  /** Unique tiebreaker so pages are stable. */
  idColumn: SQL;
  /** Label of `mode=list` options. */
  label: SQL;
  defaultSort: string;
  defaultOrder: 'asc' | 'desc';
  /** Columns of a download when the caller names none, in order. */
  downloadColumns: string[];
  mapRow: (raw: Record<string, unknown>) => Row;
};
