import type { LocalizedNames } from '../schema.ts';

/**
 * The coded lists of `lookup_values` (docs/REQUIREMENTS.md#reference-lists). Ids are stable: objects store them, so a value is
 * never renumbered or reused; a retired value is set `active = false` in the database. These rows
 * are inserted only when missing, so an operator's edits to names or order stay.
 */
export type LookupSeed = {
  id: number;
  code: string;
  names: LocalizedNames;
  extra?: Record<string, unknown>;
  active?: boolean;
};

export const v = (
  id: number,
  code: string,
  en: string,
  es: string,
  pt: string,
  extra?: Record<string, unknown>,
): LookupSeed => ({ id, code, names: { en, es, pt }, ...(extra ? { extra } : {}) });
