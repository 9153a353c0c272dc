import { z } from 'zod';
import { INT4_MAX } from './integers.ts';

export const LIST_MODES = ['paginated', 'list', 'all', 'download'] as const;
export type ListMode = (typeof LIST_MODES)[number];
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** `all` and `download` answers are capped so one call cannot exhaust the server. */
export const MAX_ALL_ROWS = 50_000;
export const FILTER_DEBOUNCE_MS = 500;

/**
 * The query every list call accepts. `filters[...]` arrive as `filters[field]=value` keys; the
 * server collects them into `filters`. A comma in a value means "any of" for number/enum filters
 * and "from,to" for date filters.
 */
export const listQuerySchema = z.object({
  sort: z.string().min(1).max(64).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  mode: z.enum(LIST_MODES).default('paginated'),
  page: z.coerce.number().int().max(INT4_MAX, 'validation.max').min(1, 'validation.page_min').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'validation.limit_range')
    .max(MAX_PAGE_SIZE, 'validation.limit_range')
    .default(DEFAULT_PAGE_SIZE),
  term: z.string().max(255).optional(),
  type: z.enum(['csv', 'xlsx']).default('csv'),
  /** Columns to include in a download, in order (defaults to the entity's default columns). */
  columns: z.string().max(2000).optional(),
  filters: z.record(z.string(), z.string().max(1000)).default({}),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Answer of `mode=list`: compact options for pickers. */
/**
 * One `mode=list` option. Line items carry their campaign and advertiser, and campaigns their
 * advertiser, so pickers can tell same-named rows apart.
 */
export const listOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  campaign_name: z.string().optional(),
  advertiser_name: z.string().optional(),
});
export type ListOption = z.infer<typeof listOptionSchema>;

/** Serialises a list query the way the API reads it (filters only when non-empty). */
export function toListSearchParams(
  q: Partial<Omit<ListQuery, 'filters'>> & { filters?: Record<string, string> },
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (key === 'filters' || value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  for (const [field, value] of Object.entries(q.filters ?? {})) {
    if (value !== undefined && value !== '') params.set(`filters[${field}]`, value);
  }
  return params;
}
