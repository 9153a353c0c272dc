import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, FileStorage } from './storage.ts';

/**
 * Answers a stored file the way a static file server would, through the storage interface (so any
 * process sharing the store serves it): its type from the extension, a weak ETag (a matching
 * `If-None-Match` answers 304) and one byte range (`Range: bytes=…` answers 206, or 416 when it
 * lies outside the file), which players need to seek. Several ranges get the whole file.
 * `headers` go with every answer about the file. Answers null when there is no such file, for the
 * caller's 404.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  headers: Record<string, string> = {},
) {
  const info = await storage.stat(key);
  if (!info) return null;
  const etag = `W/"${info.size.toString(16)}-${info.modified.getTime().toString(16)}"`;
  reply
    .headers(headers)
    .header('etag', etag)
    .header('last-modified', info.modified.toUTCString())
    .header('accept-ranges', 'bytes');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  let type = send.mime.getType(key) ?? 'application/octet-stream';
  if (send.isUtf8MimeType(type)) type += '; charset=utf-8';
  reply.header('content-type', type);
  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable')
    return reply.status(416).header('content-range', `bytes */${info.size}`).send();
  const file = await storage.readStream(key, range ?? undefined);
  if (!file) return null;
  reply.header('content-length', range ? range.end - range.start + 1 : info.size);
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  return reply.send(file.stream);
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; null for none (or several: the whole file). */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}
