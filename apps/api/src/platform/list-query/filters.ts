import { type FieldErrors, INT4_MAX, INT4_MIN } from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { ColumnSpec } from './spec.ts';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const parseDate = (v: string) => {
  const d = new Date(DAY_ONLY.test(v) ? `${v}T00:00:00Z` : v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * A number to compare a column with. Integers an `integer` column holds are bound as they are, so
 * the column's index applies; any other number (a fraction, or beyond that range) is bound as
 * `numeric`, so it matches nothing in an integer column and compares exactly with the others,
 * instead of failing the query.
 */
const numberValue = (v: string): SQL => {
  const n = Number(v);
  return /^-?\d+$/.test(v) && n >= INT4_MIN && n <= INT4_MAX ? sql`${n}` : sql`${v}::numeric`;
};

const TRUE_VALUES = new Set(['1', 'true', 'yes']);
const FALSE_VALUES = new Set(['0', 'false', 'no']);

/** One `filters[field]=value` as a SQL condition, or an error key. */
export function filterCondition(column: ColumnSpec, raw: string): SQL | string {
  const value = raw.trim();
  switch (column.kind) {
    case 'text':
      return sql`${column.sql} ilike ${`%${escapeLike(value)}%`}`;
    case 'enum': {
      const values = value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      if (values.length === 0) return 'validation.required';
      return sql`${column.sql} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;
    }
    case 'number': {
      const values = value.split(',').map((v) => v.trim());
      if (values.some((v) => !/^-?\d+(\.\d+)?$/.test(v))) return 'validation.numeric';
      return sql`${column.sql} in (${sql.join(values.map(numberValue), sql`, `)})`;
    }
    case 'boolean': {
      const v = value.toLowerCase();
      if (TRUE_VALUES.has(v)) return sql`${column.sql} = true`;
      if (FALSE_VALUES.has(v)) return sql`${column.sql} = false`;
      return 'validation.boolean';
    }
    case 'date': {
      const [from, to] = value.split(',').map((v) => v.trim());
      const parts: SQL[] = [];
      if (from) {
        const d = parseDate(from);
        if (!d) return 'validation.date';
        parts.push(sql`${column.sql} >= ${d.toISOString()}`);
      }
      if (to) {
        const d = parseDate(to);
        if (!d) return 'validation.date';
        // an end date without a time includes that whole day
        if (DAY_ONLY.test(to))
          parts.push(sql`${column.sql} < ${new Date(d.getTime() + 86_400_000).toISOString()}`);
        else parts.push(sql`${column.sql} <= ${d.toISOString()}`);
      }
      if (parts.length === 0) return 'validation.date';
      return sql.join(parts, sql` and `);
    }
  }
}

const QUALIFIED = /^([a-z_]+)\.([a-z_]+)$/;

/**
 * The list column a filter name reads (docs/REQUIREMENTS.md#lists). Besides the short names, every
 * list takes names qualified by a table, as the spec writes them (`filters[advertisers.name]`):
 * the list's own table names its column (`advertisers.name` on advertisers is `name`), another
 * table the column of that row the list carries (`advertisers.id` on campaigns is
 * `advertiser_id`). A name the list declares itself (`custom_lists.id`) always wins.
 */
export function resolveFilterField(
  columns: Record<string, ColumnSpec>,
  entity: string,
  field: string,
): string {
  if (columns[field]) return field;
  const match = QUALIFIED.exec(field);
  if (!match) return field;
  const [, table, name] = match as unknown as [string, string, string];
  const candidates = table === entity ? [name] : [`${table.replace(/s$/, '')}_${name}`];
  return candidates.find((c) => columns[c]?.filterable) ?? field;
}

/** The filters of a query under the column names they read, each with the name it was given. */
export function resolveFilters(
  columns: Record<string, ColumnSpec>,
  entity: string,
  filters: Record<string, string>,
): { field: string; given: string; raw: string }[] {
  return Object.entries(filters).map(([given, raw]) => ({
    field: resolveFilterField(columns, entity, given),
    given,
    raw,
  }));
}

export function buildFilters(
  columns: Record<string, ColumnSpec>,
  filters: Record<string, string>,
  entity = '',
) {
  const conditions: SQL[] = [];
  const errors: FieldErrors = {};
  for (const { field, given, raw } of resolveFilters(columns, entity, filters)) {
    const column = columns[field];
    if (!column?.filterable) {
      errors[`filters.${given}`] = ['validation.unknown_filter'];
      continue;
    }
    if (raw.trim() === '') continue;
    const condition = filterCondition(column, raw);
    if (typeof condition === 'string') errors[`filters.${given}`] = [condition];
    else conditions.push(condition);
  }
  return { conditions, errors };
}

export function termCondition(columns: Record<string, ColumnSpec>, term: string | undefined): SQL | null {
  const t = term?.trim();
  if (!t) return null;
  const parts: SQL[] = [];
  for (const column of Object.values(columns)) {
    if (!column.searchable) continue;
    if (column.kind === 'number') {
      if (/^\d{1,15}$/.test(t)) parts.push(sql`${column.sql} = ${numberValue(t)}`);
    } else {
      // Text columns stay uncast so their trigram indexes apply.
      const target = column.kind === 'text' ? column.sql : sql`${column.sql}::text`;
      parts.push(sql`${target} ilike ${`%${escapeLike(t)}%`}`);
    }
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}
