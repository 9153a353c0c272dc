import {
  PLANNING_ALL_MAX,
  PLANNING_ERRORS,
  PLANNING_LISTS,
  PLANNING_SEARCH_MIN,
  PLANNING_SEARCH_TOP,
  type PlanningFilterKey,
  type PlanningItem,
  type PlanningList,
  type PlanningOptionsQuery,
  type PlanningPage,
  planningIdentifier,
  planningSearchKey,
} from '@beacon/contracts';
import { readAnalytics } from '../../platform/analytics.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, badRequest } from '../../platform/errors.ts';
import { LIST_DEFS } from './lists.ts';

type Row = {
  o_id: string | number;
  o_value: string;
  o_extra: string | null;
  o_categoria: string | null;
  o_subcategoria: string | null;
  o_marca: string | null;
  o_nombre: string | null;
  o_count: string | number | null;
  o_total: string | number;
};

/** A value as the search compares it: lower case, accents dropped (as `planningSearchKey` does). */
export const searchKey = (column: string) =>
  `lowerUTF8(replaceRegexpAll(normalizeUTF8NFD(${column}), '\\\\p{Mn}', ''))`;

/** The search term of a query, refused below 3 characters (422 `planning.search_too_short`). */
export function searchTerm(search: string | undefined): string | null {
  const term = search?.trim() ?? '';
  if (!term) return null;
  if ([...term].length < PLANNING_SEARCH_MIN)
    throw new ApiError(422, PLANNING_ERRORS.searchTooShort, 'Type at least 3 characters to search', {
      search: [PLANNING_ERRORS.searchTooShort],
    });
  return term;
}

/** The select-all entry of a list, or with a term its "every value like it" entry. */
export function selectAllItem(list: string, allId: number, term: string | null): PlanningItem {
  const item = {
    id: allId,
    value: term ?? 'All',
    extra: null,
    count: null,
    type: list,
    categoria: null,
    subcategoria: null,
    marca: null,
    nombre: null,
  };
  return { ...item, identifier: planningIdentifier(item), all: true, ...(term ? { term } : {}) };
}

/**
 * One page of a list's values, most common first (places, stores or devices per value), with
 * the number of values matching: one query of the analytics store (a second only for the total
 * of a page past the end).
 */
export async function listOptions(
  deps: AppDeps,
  list: PlanningList,
  query: PlanningOptionsQuery,
): Promise<PlanningPage> {
  const def = LIST_DEFS[list];
  const term = searchTerm(query.search);
  const params: Record<string, unknown> = { country: query.country_code };
  const where: string[] = [`${def.column} != ''`];
  const unknown: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(query.filters) as [PlanningFilterKey, string[] | undefined][]) {
    if (!values) continue;
    const condition = def.source.filters[key];
    if (!condition) {
      unknown[`filters.${key}`] = ['validation.unknown_field'];
      continue;
    }
    params[`f_${key}`] = values;
    where.push(condition(`{f_${key}:Array(String)}`));
  }
  const hasQuintiles = query.quintile_min !== undefined || query.quintile_max !== undefined;
  if (!def.source.quintiles)
    for (const key of ['quintile_min', 'quintile_max'] as const)
      if (query[key] !== undefined) unknown[key] = ['validation.unknown_field'];
  if (Object.keys(unknown).length) throw badRequest(unknown);
  if (hasQuintiles && def.source.quintiles) {
    const min = query.quintile_min ?? 0;
    const max = query.quintile_max ?? 5;
    if (min > max) throw badRequest({ quintile_max: ['validation.min'] });
    where.push(def.source.quintiles(min, max));
  }

  const all = query.mode === 'all';
  const limit = all ? PLANNING_ALL_MAX : query.limit;
  const offset = all ? 0 : (query.page - 1) * query.limit;
  const field = (expr: string | undefined) => expr ?? "CAST(NULL, 'Nullable(String)')";
  const f = def.fields;
  const inner = `
    SELECT ${f.id} AS o_id, ${f.value} AS o_value, ${field(f.extra)} AS o_extra,
      ${field(f.categoria)} AS o_categoria, ${field(f.subcategoria)} AS o_subcategoria,
      ${field(f.marca)} AS o_marca, ${field(f.nombre)} AS o_nombre, ${def.source.count} AS o_count
    FROM ${def.source.from}
    WHERE ${where.join(' AND ')}
    GROUP BY ${def.groupBy.join(', ')}`;
  const order = 'o_count DESC, o_value, o_categoria, o_subcategoria, o_marca, toString(o_id)';
  // A search looks among the most common values only (docs/PLANNING.md#option-lists).
  const searched = term
    ? `SELECT * FROM (${inner} ORDER BY ${order} LIMIT ${PLANNING_SEARCH_TOP})
       WHERE position(${searchKey('o_value')}, {term:String}) > 0`
    : inner;
  if (term) params.term = planningSearchKey(term);
  const sql = `SELECT *, count() OVER () AS o_total FROM (${searched}) ORDER BY ${order}
               LIMIT ${limit} OFFSET ${offset}`;

  const { rows, total } = await readAnalytics(deps.analytics, async (store) => {
    const rows = await store.query<Row>(sql, params);
    if (rows.length || offset === 0) return { rows, total: Number(rows[0]?.o_total ?? 0) };
    const [counted] = await store.query<{ n: string }>(`SELECT count() AS n FROM (${searched})`, params);
    return { rows, total: Number(counted?.n ?? 0) };
  });

  const results = rows.map((r): PlanningItem => {
    const item = {
      id: def.numericId ? Number(r.o_id) : String(r.o_id),
      value: r.o_value,
      extra: r.o_extra,
      count: r.o_count === null ? null : Number(r.o_count),
      type: list,
      categoria: r.o_categoria,
      subcategoria: r.o_subcategoria,
      marca: r.o_marca,
      nombre: r.o_nombre,
    };
    return { ...item, identifier: planningIdentifier(item) };
  });
  if (query.with_all && (all || query.page === 1))
    results.unshift(selectAllItem(list, PLANNING_LISTS[list].allId, term));
  return { _current_page: all ? 1 : query.page, _total_records: total, results };
}
