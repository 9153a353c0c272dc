import { createHash } from 'node:crypto';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZIP_LIMITS } from '@beacon/contracts';
import yauzl from 'yauzl';

/** Why a zip is refused: a translation key (`validation.zip.*`) and the entry it is about. */
export class ZipRefused extends Error {
  constructor(
    readonly key: string,
    readonly detail: string | null = null,
  ) {
    super(key);
  }
}

export type ZipIndex = {
  zip: yauzl.ZipFile;
  /** File entries (no folders, no `__MACOSX/` or `.DS_Store` litter) by their path in the zip. */
  files: Map<string, yauzl.Entry>;
  unpackedBytes: number;
  close: () => void;
};

const LITTER = /(^|\/)(__MACOSX\/|\.DS_Store$)/;

/**
 * Opens a zip and checks it from its central directory before anything is unpacked: more than
 * `ZIP_LIMITS.maxEntries` entries, more than `ZIP_LIMITS.maxUnpackedBytes` declared unpacked, or
 * any entry whose path leaves the zip's root (`..`, absolute paths, drive letters: yauzl refuses
 * them while decoding names) is refused. Extraction then counts real bytes as they stream, and
 * yauzl checks every entry against its declared size, so a zip that lies about sizes stops too.
 */
export async function openZip(file: string): Promise<ZipIndex> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      // Kept open after the directory is read: entries are unpacked afterwards, then `close` is called.
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw new ZipRefused('validation.zip.invalid');
  }
  const close = () => zip.close();
  if (zip.entryCount > ZIP_LIMITS.maxEntries) {
    close();
    throw new ZipRefused('validation.zip.too_many_entries', String(zip.entryCount));
  }
  const files = new Map<string, yauzl.Entry>();
  let unpackedBytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        if (name.split('/').includes('..') || name.startsWith('/')) {
          reject(new ZipRefused('validation.zip.path_outside_root', name));
          return;
        }
        unpackedBytes += entry.uncompressedSize;
        if (unpackedBytes > ZIP_LIMITS.maxUnpackedBytes) {
          reject(new ZipRefused('validation.zip.too_large_unpacked', String(unpackedBytes)));
          return;
        }
        if (!name.endsWith('/') && !LITTER.test(name)) files.set(name, entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', (error: Error) =>
        reject(
          /relative path|absolute path|invalid characters/i.test(error.message)
            ? new ZipRefused('validation.zip.path_outside_root', error.message.replace(/^.*?: /, ''))
            : new ZipRefused('validation.zip.invalid'),
        ),
      );
      zip.readEntry();
    });
  } catch (error) {
    close();
    throw error;
  }
  return { zip, files, unpackedBytes, close };
}

/**
 * Unpacks one entry into the stream `target` (a temporary file, a storage write), counting bytes and hashing them as they stream; more than
 * `maxBytes` stops the copy. Answers the size and sha256. The caller removes what was written
 * when this fails.
 */
export async function extractEntry(
  index: ZipIndex,
  entry: yauzl.Entry,
  target: Writable,
  maxBytes: number = ZIP_LIMITS.maxUnpackedBytes,
) {
  if (entry.uncompressedSize > maxBytes)
    throw new ZipRefused('validation.zip.entry_too_large', entry.fileName);
  const stream = await index.zip.openReadStreamPromise(entry);
  const hash = createHash('sha256');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new ZipRefused('validation.zip.entry_too_large', entry.fileName));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, target);
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new ZipRefused('validation.zip.invalid', entry.fileName);
  }
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * The HTML5 entry point: `index.html` at the zip's root, or inside its single top folder (the
 * way "compress folder" tools pack a banner).
 */
export function findIndexHtml(files: Map<string, yauzl.Entry>): string | null {
  if (files.has('index.html')) return 'index.html';
  const tops = new Set([...files.keys()].map((name) => name.split('/')[0]));
  if (tops.size !== 1) return null;
  const [top] = [...tops];
  const candidate = `${top}/index.html`;
  return files.has(candidate) ? candidate : null;
}
