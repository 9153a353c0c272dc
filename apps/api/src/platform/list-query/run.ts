import {
  type FieldErrors,
  type ListOption,
  type ListQuery,
  MAX_ALL_ROWS,
  type Paginated,
} from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { buildFilters, resolveFilters, termCondition } from './filters.ts';
import type { ListSpec } from './spec.ts';

export type ListResult<Row> =
  | { mode: 'paginated'; page: Paginated<Row> }
  | { mode: 'list'; options: ListOption[] }
  | { mode: 'all'; rows: Row[] };

/** A list's order: the sort expression and direction, then the id (unless the sort is the id). */
export type SortPlan = { expr: SQL; ascending: boolean; nullsLast: boolean; byId: boolean };

/** Rows of a raw query (PGlite and PostgreSQL answer alike), typed by the caller when it knows the columns. */
export async function rowsOf<T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// The statements of list pages are few shapes run very often with different values. Each shape
// gets a name, so PostgreSQL parses it once per connection and, after a few runs, reuses a generic
// plan instead of planning again: the page statements of the longer lists took longer to plan
// than to run. Shapes past the cap run unnamed, so a stream of unusual filter combinations cannot
// fill every connection with prepared statements. A page's offset is part of its shape (see
// `pageStatements`), so only the first pages are named: people read those again and again, and a
// walk through a long list must not leave a prepared plan per page on every connection.
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 500;
const NAMED_PAGES = 5;

type Internals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(): Promise<{ rows: unknown[] }> };
  };
};

/** Like `rowsOf`, as a named (prepared) statement; PGlite runs it exactly like `rowsOf`. */
export async function preparedRowsOf<T = Record<string, unknown>>(
  db: Executor,
  query: SQL,
  { named = true } = {},
): Promise<T[]> {
  // Drizzle's own `execute` does the same with no name; its dialect and session are not typed public.
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name && named && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `list_${statementNames.size + 1}`;
    statementNames.set(built.sql, name);
  }
  const result = await session.prepareQuery(built, undefined, name, false).execute();
  return result.rows as T[];
}

/** Validates a list query against the spec's whitelist and builds its WHERE and ORDER BY. */
export function planList<Row, Ctx>(spec: ListSpec<Row, Ctx>, query: ListQuery, ctx: Ctx) {
  const errors: FieldErrors = {};
  const sortField = query.sort ?? spec.defaultSort;
  const sortColumn = spec.columns[sortField];
  if (!sortColumn?.sortable) errors.sort = ['validation.unknown_sort'];
  const filters = buildFilters(spec.columns, query.filters, spec.entity);
  Object.assign(errors, filters.errors);
  let columns = spec.downloadColumns;
  if (query.mode === 'download' && query.columns) {
    columns = query.columns
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    const unknown = columns.filter((c) => !(c in spec.select));
    if (unknown.length) errors.columns = ['validation.unknown_column'];
  }
  if (Object.keys(errors).length) throw badRequest(errors, 'The list query is not valid');

  const conditions = [spec.scope(ctx), ...filters.conditions];
  const term = termCondition(spec.columns, query.term);
  if (term) conditions.push(term);
  const where = sql.join(conditions, sql` and `);
  const ascending = (query.order ?? (query.sort ? 'asc' : spec.defaultOrder)) === 'asc';
  const direction = ascending ? sql`asc` : sql`desc`;
  const nulls = sortColumn!.nullable ? sql` nulls last` : sql``;
  const byId = sortField === spec.idKey;
  const tiebreak = byId ? sql`` : sql`, ${spec.idColumn} ${direction}`;
  const orderBy = sql`${sortColumn!.sql} ${direction}${nulls}${tiebreak}`;
  // The order as data, for reading a long list page after page from where the last one ended.
  const sort: SortPlan = {
    expr: sortColumn!.sql,
    ascending,
    // PostgreSQL puts nulls last in ascending order and first in descending order unless told.
    nullsLast: Boolean(sortColumn!.nullable) || ascending,
    byId,
  };
  // The count reads the cheapest source that holds every column the conditions use.
  const used = new Set(
    resolveFilters(spec.columns, spec.entity, query.filters)
      .filter((f) => f.raw.trim())
      .map((f) => f.field),
  );
  if (query.term?.trim()) {
    for (const [key, column] of Object.entries(spec.columns)) if (column.searchable) used.add(key);
  }
  const countFrom =
    spec.countSources?.find((source) => [...used].every((c) => source.columns.includes(c)))?.from ??
    spec.from;
  return { where, orderBy, sort, columns, countFrom };
}

/**
 * Runs one list call in a data mode. `url` is the request path + query, for paging links.
 * Downloads are streamed instead (`replyDownload`).
 */
export async function runList<Row, Ctx>(
  db: Executor,
  spec: ListSpec<Row, Ctx>,
  query: ListQuery,
  ctx: Ctx,
  url: string,
): Promise<ListResult<Row>> {
  const plan = planList(spec, query, ctx);
  const { where, orderBy } = plan;
  const fields = selectFields(spec);

  if (query.mode === 'list') {
    const context = Object.entries(spec.optionContext ?? {});
    const extra = sql.join(
      context.map(([key, expr]) => sql`, ${expr} as ${sql.identifier(key)}`),
      sql``,
    );
    const raw = await rowsOf(
      db,
      sql`select ${spec.idColumn} as id, ${spec.label} as name${extra} from ${spec.from} where ${where} order by ${orderBy} limit ${MAX_ALL_ROWS}`,
    );
    const options = raw.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      ...Object.fromEntries(context.map(([key]) => [key, String(r[key])])),
    }));
    return { mode: 'list', options };
  }
  if (query.mode === 'download') throw new Error('downloads are streamed by replyDownload');
  if (query.mode === 'all') {
    const raw = await rowsOf(
      db,
      sql`select ${fields} from ${spec.from} where ${where} order by ${orderBy} limit ${MAX_ALL_ROWS}`,
    );
    return { mode: 'all', rows: raw.map(spec.mapRow) };
  }

  const statements = pageStatements(spec, query, ctx, plan);
  const [countRows, raw] = await Promise.all([
    preparedRowsOf(db, statements.count),
    preparedRowsOf(db, statements.page, { named: query.page <= NAMED_PAGES }),
  ]);
  const total = Number(countRows[0]?.total ?? 0);
  return { mode: 'paginated', page: paginate(raw.map(spec.mapRow), total, query, url) };
}

/**
 * A page's limit and offset are written into the statement, not sent as parameters: with them as
 * parameters PostgreSQL never settles on a generic plan for the page statement (it prices an
 * unknown limit as a tenth of the table), so it planned every call again, 7-13 ms of planning for
 * 1 ms of work on the longer lists (docs/BENCHMARKS.md). Both come from the validated query.
 */
function wholeNumber(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a whole number: ${value}`);
  return value;
}

/** The two statements of a paginated call (also run bare by the benchmark, for comparison). */
export function pageStatements<Row, Ctx>(
  spec: ListSpec<Row, Ctx>,
  query: ListQuery,
  ctx: Ctx,
  plan: { where: SQL; orderBy: SQL; countFrom: SQL } = planList(spec, query, ctx),
) {
  const { where, orderBy, countFrom } = plan;
  const window = sql.raw(
    `limit ${wholeNumber(query.limit)} offset ${wholeNumber((query.page - 1) * query.limit)}`,
  );
  return {
    count: sql`select count(*)::int as total from ${countFrom} where ${where}`,
    page: sql`select ${selectFields(spec)} from ${spec.from} where ${where} order by ${orderBy} ${window}`,
  };
}

/** `expr as name, ...` of a spec's output fields (also used by single-row reads of the same shape). */
export const selectFields = <Row, Ctx>(spec: ListSpec<Row, Ctx>) =>
  sql.join(
    Object.entries(spec.select).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
    sql`, `,
  );

export function paginate<Row>(data: Row[], total: number, query: ListQuery, url: string): Paginated<Row> {
  const [path = url, search = ''] = url.split('?');
  const lastPage = Math.max(1, Math.ceil(total / query.limit));
  const pageUrl = (page: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(page));
    return `${path}?${params.toString()}`;
  };
  const from = data.length ? (query.page - 1) * query.limit + 1 : null;
  return {
    data,
    total,
    current_page: query.page,
    per_page: query.limit,
    last_page: lastPage,
    from,
    to: from === null ? null : from + data.length - 1,
    path,
    first_page_url: pageUrl(1),
    last_page_url: pageUrl(lastPage),
    next_page_url: query.page < lastPage ? pageUrl(query.page + 1) : null,
    prev_page_url: query.page > 1 ? pageUrl(query.page - 1) : null,
  };
}
