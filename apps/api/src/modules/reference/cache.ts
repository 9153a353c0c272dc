import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type CachedList<T> = { data: T; etag: string };

/**
 * Reference lists kept in process memory after their first read, one entry per list, language
 * and filter. They change only through data edits, which take effect on the next start: nothing
 * is invalidated. `version` lets an entry expire on its own (time-zone offsets move with DST).
 * The number of entries is bounded, so odd filter values cannot grow the map without end.
 */
export function createListCache(maxEntries = 5000) {
  const entries = new Map<string, { version: string; value: Promise<CachedList<unknown>> }>();
  return function cached<T>(key: string, load: () => Promise<T>, version = ''): Promise<CachedList<T>> {
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value as Promise<CachedList<T>>;
    const value = load().then((data) => ({ data, etag: etagOf(data) }));
    if (hit || entries.size < maxEntries) {
      entries.set(key, { version, value });
      value.catch(() => entries.delete(key));
    }
    return value;
  };
}

export const etagOf = (data: unknown) =>
  `"${createHash('sha1').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;

/** True when the client already holds this version (`If-None-Match`, weak or strong). */
export function isFresh(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** Caching headers of a static list: clients keep it an hour, then revalidate with the ETag. */
export function cacheHeaders(reply: FastifyReply, etag: string) {
  reply.header('cache-control', 'private, max-age=3600').header('etag', etag);
}
