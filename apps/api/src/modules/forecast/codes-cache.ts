import type { Executor } from '../../platform/db/client.ts';
import { loadTargetingCodes, type TargetingCodeResolver } from '../targeting/codes.ts';

/**
 * How long the forecast keeps the option codes (lookup values, countries, regions, cities). Reading
 * them costs more than the whole evaluation, and they are reference data that operators seldom
 * edit; an edit shows in the forecast within this time.
 */
const TTL_MS = 5 * 60_000;

const cache = new WeakMap<Executor, { at: number; codes: Promise<TargetingCodeResolver> }>();

/** The targeting codes of the database, read at most once per `TTL_MS`. */
export function forecastCodes(db: Executor): Promise<TargetingCodeResolver> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.codes;
  const codes = loadTargetingCodes(db);
  const entry = { at: Date.now(), codes };
  cache.set(db, entry);
  codes.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return codes;
}
