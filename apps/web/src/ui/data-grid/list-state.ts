import { DEFAULT_PAGE_SIZE, PAGE_SIZES, toListSearchParams } from '@beacon/contracts';

export type SortOrder = 'asc' | 'desc';

/** What a list screen shows: the part of the list query the user controls. */
export type ListState = {
  page: number;
  limit: number;
  sort: string;
  order: SortOrder;
  term: string;
  filters: Record<string, string>;
};

/** Per-entity defaults; the default sort is `external_id` descending (docs/REQUIREMENTS.md#lists). */
export type ListDefaults = { sort?: string; order?: SortOrder; limit?: number };

const LIST_KEYS = ['page', 'limit', 'sort', 'order', 'term'];
const FILTER_KEY = /^filters\[([A-Za-z0-9_.]{1,64})\]$/;
const SORT_FIELD = /^[A-Za-z0-9_.]{1,64}$/;

export function defaultListState(defaults: ListDefaults = {}): ListState {
  return {
    page: 1,
    limit: defaults.limit ?? DEFAULT_PAGE_SIZE,
    sort: defaults.sort ?? 'external_id',
    order: defaults.order ?? 'desc',
    term: '',
    filters: {},
  };
}

/** Reads the list state from URL search params; anything malformed falls back to the default. */
export function parseListState(params: URLSearchParams, defaults: ListDefaults = {}): ListState {
  const base = defaultListState(defaults);
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sort = params.get('sort') ?? '';
  const order = params.get('order');
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    const field = FILTER_KEY.exec(key)?.[1];
    if (field && value !== '') filters[field] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : base.page,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : base.limit,
    sort: SORT_FIELD.test(sort) ? sort : base.sort,
    order: order === 'asc' || order === 'desc' ? order : base.order,
    term: params.get('term')?.trim() ?? '',
    filters,
  };
}

/**
 * Writes the list state into search params, keeping unrelated params (e.g. `lang`) and leaving
 * defaults out so a plain list keeps a clean URL.
 */
export function writeListState(
  state: ListState,
  defaults: ListDefaults = {},
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of base) {
    if (!LIST_KEYS.includes(key) && !FILTER_KEY.test(key)) params.append(key, value);
  }
  const fallback = defaultListState(defaults);
  const changed = toListSearchParams({
    page: state.page !== fallback.page ? state.page : undefined,
    limit: state.limit !== fallback.limit ? state.limit : undefined,
    sort: state.sort !== fallback.sort || state.order !== fallback.order ? state.sort : undefined,
    order: state.sort !== fallback.sort || state.order !== fallback.order ? state.order : undefined,
    term: state.term.trim() || undefined,
    filters: state.filters,
  });
  for (const [key, value] of changed) params.set(key, value);
  return params;
}

/** The API query of a paginated list call for this state. */
export function toApiQuery(state: ListState): URLSearchParams {
  return toListSearchParams({
    mode: 'paginated',
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    order: state.order,
    term: state.term || undefined,
    filters: state.filters,
  });
}

/** The same query as a file download; `columns` keeps the grid's visible columns in order. */
export function toDownloadQuery(state: ListState, type: 'csv' | 'xlsx', columns: string[]): URLSearchParams {
  return toListSearchParams({
    mode: 'download',
    type,
    sort: state.sort,
    order: state.order,
    term: state.term || undefined,
    columns: columns.length > 0 ? columns.join(',') : undefined,
    filters: state.filters,
  });
}

/** Changing what is shown (term, filters, sort, page size) starts again at page 1. */
export function withFilter(state: ListState, field: string, value: string): ListState {
  const filters = { ...state.filters };
  if (value === '') delete filters[field];
  else filters[field] = value;
  return { ...state, filters, page: 1 };
}
