import { createReadStream } from 'node:fs';
import {
  SEGMENT_UPLOAD_MAX_KEPT_ERRORS,
  SEGMENT_UPLOAD_MAX_LINE_LENGTH,
  type SegmentUploadLineError,
} from '@beacon/contracts';
import { readDeviceId } from './device-ids.ts';
import { IdHashSet } from './id-set.ts';
import { LineSplitter } from './line-splitter.ts';
import { batchFull, type MemberBatch, newBatch } from './members-writer.ts';

export type UploadCounts = { lines: number; accepted: number; invalid: number; duplicates: number };

export type ReadProgress = UploadCounts & { bytesProcessed: number; errors: SegmentUploadLineError[] };

export type ReadUploadOptions = {
  /** Writes a full batch; reading waits for it, so at most one batch is held at a time. */
  write: (batch: MemberBatch) => Promise<void>;
  /** Called after every written batch with the counts so far. */
  progress?: (state: ReadProgress) => Promise<void> | void;
  signal?: AbortSignal;
};

const PREVIEW_CHARS = 64;
const CHUNK_BYTES = 64 * 1024;

/** Whitespace bytes trimmed from both ends of a line: space, tab, CR, LF, VT, FF. */
const isSpace = (byte: number) => byte === 32 || (byte >= 9 && byte <= 13);

/**
 * Reads an upload's file line by line: blank lines are skipped, every other line is a device id
 * (accepted the first time it is seen, a duplicate after that) or an invalid line (counted, and
 * kept with its number and reason up to `SEGMENT_UPLOAD_MAX_KEPT_ERRORS`). Accepted ids go out in
 * batches while the file is read. Memory stays flat: a 64 KB chunk, one line, one batch and the
 * 64-bit hashes of the ids seen.
 */
export async function readUpload(path: string, options: ReadUploadOptions): Promise<ReadProgress> {
  const seen = new IdHashSet();
  const state: ReadProgress = {
    lines: 0,
    accepted: 0,
    invalid: 0,
    duplicates: 0,
    bytesProcessed: 0,
    errors: [],
  };
  let batch = newBatch();

  const refuse = (line: number, reason: SegmentUploadLineError['reason'], value: string) => {
    state.invalid++;
    if (state.errors.length < SEGMENT_UPLOAD_MAX_KEPT_ERRORS) state.errors.push({ line, reason, value });
  };

  const splitter = new LineSplitter((line, buffer, start, end, tooLong) => {
    let from = start;
    let to = end;
    while (from < to && isSpace(buffer[from]!)) from++;
    while (to > from && isSpace(buffer[to - 1]!)) to--;
    if (from === to) return;
    state.lines++;
    // A NUL byte cannot be stored in the error list: it shows as the replacement character.
    const preview = () =>
      buffer.toString('utf8', from, Math.min(to, from + PREVIEW_CHARS)).replaceAll('\u0000', '\ufffd');
    if (tooLong) return refuse(line, 'too_long', preview());
    // Device ids are ASCII: any other byte reads as a Latin-1 letter no id form accepts.
    const read = readDeviceId(buffer.toString('latin1', from, to));
    if ('error' in read) return refuse(line, read.error, preview());
    if (!seen.add(read.id)) {
      state.duplicates++;
      return;
    }
    state.accepted++;
    batch.ids.push(read.id);
    batch.types.push(read.type);
    batch.chars += read.id.length;
  }, SEGMENT_UPLOAD_MAX_LINE_LENGTH);

  const flush = async () => {
    const full = batch;
    batch = newBatch();
    await options.write(full);
    await options.progress?.(state);
  };

  const stream = createReadStream(path, { highWaterMark: CHUNK_BYTES });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      options.signal?.throwIfAborted();
      splitter.push(chunk);
      state.bytesProcessed += chunk.length;
      if (batchFull(batch)) await flush();
    }
    splitter.end();
    await flush();
  } finally {
    stream.destroy();
  }
  return state;
}
