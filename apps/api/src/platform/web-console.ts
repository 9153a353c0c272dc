import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Hashed build output: its name changes with its content, so browsers may keep it for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: browsers revalidate it on every load. */
export const REVALIDATE = 'no-cache';
/** Other files of the build (not hashed, e.g. `zod-jitless.js`): an hour, then revalidated. */
const SHORT = 'public, max-age=3600';

/**
 * Paths that name a file rather than a page of the console: everything under `/assets/` and any
 * last segment with a file extension (at most 12 letters or digits: a page's own dotted segment,
 * such as a dashboard URL's `payload.signature`, ends in 43). A missing one is a 404, never the
 * console's index.html (a stale chunk must fail as a script, not parse HTML as JavaScript).
 */
export const isFilePath = (url: string) => {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith('/assets/') || /\/[^/]*\.[a-z0-9]{1,12}$/i.test(pathname);
};

const sendIndex = (reply: FastifyReply) =>
  reply.header('cache-control', REVALIDATE).sendFile('index.html', { cacheControl: false });

/**
 * Serves the built console from `webDist` (docs/BENCHMARKS.md "Console bundle"): each file is sent
 * as its brotli or gzip sibling written by the build when the browser accepts it
 * (`Content-Encoding`, `Vary: Accept-Encoding`), hashed `/assets/*` as immutable, index.html to be
 * revalidated. Returns whether the console is served (a build was found).
 */
export async function installWebConsole(app: FastifyInstance, webDist: string | null) {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(webDist, filePath).split(path.sep).join('/');
      const name = relative.replace(/\.(br|gz)$/, '');
      reply.header(
        'cache-control',
        relative.startsWith('assets/') ? IMMUTABLE : name === 'index.html' ? REVALIDATE : SHORT,
      );
    },
  });
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    sendIndex(reply),
  );
  return true;
}

/** The console's answer to an unknown page route: its index.html (the console routes itself). */
export const sendConsolePage = sendIndex;
