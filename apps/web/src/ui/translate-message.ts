import i18n from '../i18n/index.ts';

/** Where a key may live: as given (`users:saved`), in `common`, or in the namespace named by its first segment (`users.created` → `users:created`). */
function candidates(key: string): string[] {
  if (key.includes(':')) return [key];
  const dot = key.indexOf('.');
  const list = [`common:${key}`];
  if (dot > 0) list.push(`${key.slice(0, dot)}:${key.slice(dot + 1)}`);
  return list;
}

/** The translated text of a key, or null when no catalogue has it. */
export function translateKey(key: string, params?: Record<string, unknown>): string | null {
  if (!/^[\w:.-]+$/.test(key)) return null;
  const found = candidates(key).find((candidate) => i18n.exists(candidate));
  return found ? i18n.t(found, params) : null;
}

/**
 * Server and validation messages are translation keys (e.g. `validation.required`); plain server
 * text is shown as it came.
 */
export function translateMessage(message: string, params?: Record<string, unknown>): string {
  return translateKey(message, params) ?? message;
}

/** Field name as a reader sees it; unknown fields keep their name. */
export function translateField(field: string): string {
  const key = `common:fields.${field}`;
  return i18n.exists(key) ? i18n.t(key) : field;
}
