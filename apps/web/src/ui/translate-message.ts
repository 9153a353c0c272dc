import i18n from '../i18n/index.ts';

/**
 * Server and validation messages are translation keys (e.g. `validation.required`); plain server
 * text is shown as it came. Keys may name a namespace (`users:messages.saved`).
 */
export function translateMessage(message: string, params?: Record<string, unknown>): string {
  if (i18n.exists(message)) return i18n.t(message, params);
  const common = `common:${message}`;
  if (i18n.exists(common)) return i18n.t(common, params);
  return message;
}

/** Field name as a reader sees it; unknown fields keep their name. */
export function translateField(field: string): string {
  const key = `common:fields.${field}`;
  return i18n.exists(key) ? i18n.t(key) : field;
}
