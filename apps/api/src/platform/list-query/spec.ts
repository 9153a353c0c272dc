import { SQL, sql } from 'drizzle-orm';

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

/**
 * Select fields that read a column of the same name under `alias`:
 * `aliasColumns('a', ['id', 'name'])` is `{ id: sql\`a.id\`, name: sql\`a.name\` }`.
 */
export function aliasColumns(alias: string, names: string[]): Record<string, SQL> {
  return Object.fromEntries(names.map((name) => [name, sql.raw(`${alias}.${name}`)]));
}

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

/** The creation and last-change dates, sortable and filterable by date range in every grid that shows them. */
export const TIMESTAMP_COLUMNS = {
  created_at: { kind: 'date', sortable: true, filterable: true },
  updated_at: { kind: 'date', sortable: true, filterable: true },
} as const satisfies Record<string, ColumnOptions>;

/** The parent names a `mode=list` option may carry (`listOptionSchema`). */
export type OptionContextField = 'campaign_name' | 'advertiser_name';

/** A cheaper FROM for the total count, usable when every filtered or searched column is in it. */
export type CountSource = { from: SQL; columns: string[] };

/** The text of an expression, or null when it holds anything but SQL text (a parameter, a column object). */
function sqlText(chunk: unknown): string | null {
  if (chunk instanceof SQL) {
    let text = '';
    for (const part of chunk.queryChunks) {
      const inner = sqlText(part);
      if (inner === null) return null;
      text += inner;
    }
    return text;
  }
  const value = (chunk as { value?: unknown } | null)?.value;
  return Array.isArray(value) ? value.join('') : null;
}

/** Whether an expression reads only columns of `alias`: no other qualifier and no subquery. */
function readsOnly(expression: SQL, alias: string): boolean {
  const text = sqlText(expression);
  if (text === null || /\bselect\b/i.test(text)) return false;
  return [...text.matchAll(/\b([a-z_][a-z0-9_]*)\.(?=[a-z_])/gi)].every((match) => match[1] === alias);
}

/**
 * The count source of a list's base table: `table alias` alone serves every filtered or searched
 * column whose SQL reads only that alias. Only for lists whose joins never add or drop a row
 * (joins on a required key, left joins on a unique one), so the base table counts the same rows.
 */
export function baseCountSource(
  table: string,
  alias: string,
  columns: Record<string, ColumnSpec>,
): CountSource {
  return {
    from: sql.raw(`${table} ${alias}`),
    columns: Object.entries(columns)
      .filter(([, column]) => (column.filterable || column.searchable) && readsOnly(column.sql, alias))
      .map(([key]) => key),
  };
}

/**
 * The keys of a list over a base table `table alias` whose joins never add or drop a row: its
 * `alias.id` as the tiebreaker, and the table alone as the count source (see `baseCountSource`).
 */
export function baseTableKeys(table: string, alias: string, columns: Record<string, ColumnSpec>) {
  return {
    idColumn: sql.raw(`${alias}.id`),
    idKey: 'id',
    countSources: [baseCountSource(table, alias, columns)],
  };
}

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
  /** Names of the row's parents added to its `mode=list` option, to tell same-named rows apart. */
  optionContext?: Partial<Record<OptionContextField, SQL>>;
  defaultSort: string;
  defaultOrder: 'asc' | 'desc';
  /** Columns of a download when the caller names none, in order. */
  downloadColumns: string[];
  mapRow: (raw: Record<string, unknown>) => Row;
};

/** What a list over a base table declares itself: `tableListSpec` derives the rest. */
type TableListOwn<Row, Ctx> = Omit<
  ListSpec<Row, Ctx>,
  'idColumn' | 'idKey' | 'countSources' | 'label' | 'defaultOrder'
> &
  Partial<Pick<ListSpec<Row, Ctx>, 'label' | 'defaultOrder'>>;

/**
 * A list over a base table `table alias` whose joins never add or drop a row: its keys and count
 * source come from `baseTableKeys`, its `mode=list` label is `alias.name` and it opens newest
 * first, unless the list says otherwise.
 */
export function tableListSpec<Row, Ctx>(
  table: string,
  alias: string,
  own: TableListOwn<Row, Ctx>,
): ListSpec<Row, Ctx> {
  return {
    ...baseTableKeys(table, alias, own.columns),
    label: sql.raw(`${alias}.name`),
    defaultOrder: 'desc',
    ...own,
  };
}
