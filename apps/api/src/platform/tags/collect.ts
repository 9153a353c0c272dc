import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tooManyRequests } from '../errors.ts';
import { loadedByOtherSites } from '../security-headers.ts';

/**
 * What every public tag collection endpoint shares (segment tags, conversion event tags): the
 * firing device, the first-party cookie and the answer.
 */

/** A 1×1 transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const COOKIE = 'bcn_uid';
const COOKIE_VALUE = /^[a-f0-9]{32}$/;
const YEAR_SECONDS = 365 * 86_400;

export type TagDeviceIdType = 'maid' | 'cookie' | 'hashed';
export type TagFile = { token: string; kind: 'gif' | 'js' };

/** `{token}.gif` or `{token}.js`, or null for any other name. */
export function tagFile(file: string): TagFile | null {
  const match = /^(.+)\.(gif|js)$/.exec(file);
  return match ? { token: match[1]!, kind: match[2] as TagFile['kind'] } : null;
}

/** The first-party cookie id of the request, when it carries a well-formed one. */
function cookieId(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) {
      const value = rest.join('=');
      return COOKIE_VALUE.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * The firing device: the `device_id` of the query (a mobile ad id or a hashed id, e.g. from an app
 * macro) or else the first-party cookie id, set on the first visit and refreshed on every fire so
 * an active browser keeps its id.
 */
export function firingDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  query: { device_id?: string | undefined; device_id_type?: 'maid' | 'hashed' | undefined },
  secure: boolean,
): { deviceId: string; deviceIdType: TagDeviceIdType } {
  if (query.device_id) return { deviceId: query.device_id, deviceIdType: query.device_id_type ?? 'maid' };
  const deviceId = cookieId(request.headers.cookie) ?? randomBytes(16).toString('hex');
  reply.header(
    'set-cookie',
    `${COOKIE}=${deviceId}; Max-Age=${YEAR_SECONDS}; Path=/collect; HttpOnly; ${secure ? 'SameSite=None; Secure' : 'SameSite=Lax'}`,
  );
  return { deviceId, deviceIdType: 'cookie' };
}

/** Answers a fire: the pixel or the script, never cached, loadable from any site. */
export function answerTag(reply: FastifyReply, kind: TagFile['kind'], script: string) {
  reply
    .header('cache-control', 'no-store, max-age=0')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-content-type-options', 'nosniff');
  if (kind === 'js') return reply.type('application/javascript; charset=utf-8').send(script);
  return reply.type('image/gif').send(PIXEL);
}

/** Text placed inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The route options every collection endpoint shares: its `{token}.gif|.js` parameter, the file it
 * answers, a budget of fires per client address, tag and minute (counted in memory per process, so
 * a script hammering a tag cannot flood the analytics store; register `@fastify/rate-limit` with
 * `global: false` first), and the security headers of a resource other sites load.
 */
export function collectRouteOptions(maxPerMinute: number) {
  return {
    params: z.object({ file: z.string().max(200) }),
    file: { description: 'The pixel or the script', types: ['image/gif', 'application/javascript'] },
    config: {
      rateLimit: {
        max: maxPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) =>
          `${request.ip}|${(request.params as { file?: string }).file ?? ''}`,
        errorResponseBuilder: () => tooManyRequests('Too many tag fires from this address, try again later'),
      },
    },
    helmet: loadedByOtherSites,
  };
}
