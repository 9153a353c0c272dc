import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, tooLarge } from '../../platform/errors.ts';
import { refuseNul } from '../../platform/nul-guard.ts';
import { incomingPath, removeFile } from './asset-files.ts';

/** A file part written to a temporary file while it streamed in. */
export type ReceivedFile = {
  field: string;
  /** The name the client gave, without any folder part. */
  filename: string;
  mimetype: string;
  bytes: number;
  sha256: string;
  /** Temporary path; the caller moves or removes it. */
  path: string;
};

export type FileRule = { maxBytes: number };

/**
 * Reads a multipart request: text fields, and file parts only under the names in `files`, each
 * streamed to a temporary file with its own size limit. The limit is enforced while streaming:
 * once a part passes it, writing stops, every temporary file is removed and the call fails with
 * 413, so nothing of an oversized upload is kept.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  deps: Pick<AppDeps, 'config'>,
  files: Record<string, FileRule>,
) {
  if (!request.isMultipart())
    throw badRequest({ file: ['validation.file_required'] }, 'Send multipart form data');
  const largest = Math.max(...Object.values(files).map((r) => r.maxBytes));
  const fields: Record<string, string> = {};
  const received: Record<string, ReceivedFile> = {};
  const cleanup = () => Promise.all(Object.values(received).map((f) => removeFile(f.path)));
  try {
    const parts = request.parts({
      limits: { fileSize: largest, files: Object.keys(files).length, fields: 20, fieldSize: 100_000 },
    });
    for await (const part of parts) {
      refuseNul(part.fieldname);
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value ?? '');
        refuseNul(fields[part.fieldname], part.fieldname);
        continue;
      }
      const rule = files[part.fieldname];
      if (!rule || received[part.fieldname]) {
        part.file.resume();
        throw badRequest({ [part.fieldname]: ['validation.unknown_field'] });
      }
      const target = await incomingPath(deps);
      const entry: ReceivedFile = {
        field: part.fieldname,
        filename: (part.filename ?? '').split(/[\\/]/).pop()?.replaceAll('\u0000', '') ?? '',
        mimetype: part.mimetype,
        bytes: 0,
        sha256: '',
        path: target,
      };
      received[part.fieldname] = entry;
      const hash = createHash('sha256');
      const out = createWriteStream(target);
      let over = false;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        entry.bytes += chunk.length;
        if (entry.bytes > rule.maxBytes || part.file.truncated) {
          over = true;
          break;
        }
        hash.update(chunk);
        if (!out.write(chunk)) await once(out, 'drain');
      }
      out.end();
      await once(out, 'close');
      if (over || part.file.truncated) throw tooLarge(`${part.fieldname} is over ${rule.maxBytes} bytes`);
      entry.sha256 = hash.digest('hex');
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { fields, files: received, cleanup };
}
