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
  /**
   * The column may be null. Only nullable columns get `nulls last`: on a not-null column the
   * clause would keep PostgreSQL from walking an index in descending order.
   */
  nullable?: boolean;
};

/** A column that reads its SQL from the list's `select`, or names its own. */
export type ColumnOptions = Omit<ColumnSpec, 'sql'> & { sql?: SQL };

/**
 * The columns of a list, each reading its SQL from `select` under the same key unless it names
 * its own (a raw value to sort and filter by where the output is formatted), so an expression is
 * written once: `columnsOf(campaignSelect, { name: { kind: 'text', sortable: true } })`.
 */
export function columnsOf(
  select: Record<string, SQL>,
  columns: Record<string, ColumnOptions>,
): Record<string, ColumnSpec> {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => {
      const expression = column.sql ?? select[key];
      if (!expression) throw new Error(`List column ${key} has no SQL and no select field of that name`);
      return [key, { ...column, sql: expression }];
    }),
  );
}

/** A cheaper FROM for the total count, usable when every filtered or searched column is in it. */
export type CountSource = { from: SQL; columns: string[] };

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
  /** Unique tiebreaker so pages are stable (the key of `columns` that holds it). */
  idColumn: SQL;
  idKey: string;
  /** Cheaper sources for the count, cheapest first; the full `from` is the fallback. */
  countSources?: CountSource[];
  /** Label of `mode=list` options. */
  label: SQL;
  defaultSort: string;
  defaultOrder: 'asc' | 'desc';
  /** Columns of a download when the caller names none, in order. */
  downloadColumns: string[];
  mapRow: (raw: Record<string, unknown>) => Row;
};
