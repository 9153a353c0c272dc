import { parse } from 'node:querystring';

/**
 * Parses the query string and folds `filters[field]=value` keys into a `filters` object, the way
 * list calls send them (docs/REQUIREMENTS.md#lists). Repeated keys keep their last value, except
 * `filters[field][]=a&filters[field][]=b`, which is the list of every value (the planner's option
 * lists, docs/PLANNING.md#option-lists).
 */
export function parseQueryString(raw: string): Record<string, unknown> {
  const parsed = parse(raw);
  const out: Record<string, unknown> = {};
  const filters: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const many = /^filters\[([^\]]+)\]\[\]$/.exec(key);
    if (many?.[1]) {
      filters[many[1]] = Array.isArray(value) ? value : [value ?? ''];
      continue;
    }
    const v = Array.isArray(value) ? value[value.length - 1] : value;
    const match = /^filters\[([^\]]+)\]$/.exec(key);
    if (match?.[1]) filters[match[1]] = v ?? '';
    else out[key] = v;
  }
  if (Object.keys(filters).length) out.filters = filters;
  return out;
}
