import { parse } from 'node:querystring';

/**
 * Parses the query string and folds `filters[field]=value` keys into a `filters` object, the way
 * list calls send them (docs/REQUIREMENTS.md#lists). Repeated keys keep their last value.
 */
export function parseQueryString(raw: string): Record<string, unknown> {
  const parsed = parse(raw);
  const out: Record<string, unknown> = {};
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const v = Array.isArray(value) ? value[value.length - 1] : value;
    const match = /^filters\[([^\]]+)\]$/.exec(key);
    if (match?.[1]) filters[match[1]] = v ?? '';
    else out[key] = v;
  }
  if (Object.keys(filters).length) out.filters = filters;
  return out;
}
