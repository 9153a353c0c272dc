import { translateKey, translateMessage } from '../../../ui/translate-message.ts';

/**
 * The text of a private POI error key. The server's keys (`private_pois.line.lat`) name the console's
 * `privatePois` catalogue; other keys (`validation.required`) resolve as everywhere else.
 */
export function poiMessage(code: string, params?: Record<string, unknown>): string {
  const local = /^private_pois\.(.+)$/.exec(code)?.[1];
  return (local && translateKey(`privatePois:${local}`, params)) || translateMessage(code, params);
}
