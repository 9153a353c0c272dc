import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEGMENT_UPLOAD_MAX_KEPT_ERRORS } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LineSplitter } from './line-splitter.ts';
import { BATCH_MAX_IDS, type MemberBatch } from './members-writer.ts';
import { readUpload } from './read-upload.ts';

const MAID = '6D92078A-8246-4BA4-AE5B-76104861E7DC';
const AAID = '38400000-8cf0-11bd-b23e-10b96e40000d';
const MD5 = '5d41402abc4b2a76b9719d911017c592';

/** Every line the splitter passes on, as text, fed `input` in chunks of `size` bytes. */
function split(input: Buffer, size: number, maxLength = 16) {
  const lines: { line: number; text: string; tooLong: boolean }[] = [];
  const splitter = new LineSplitter((line, buffer, start, end, tooLong) => {
    lines.push({ line, text: buffer.toString('utf8', start, end), tooLong });
  }, maxLength);
  for (let i = 0; i < input.length; i += size) splitter.push(input.subarray(i, i + size));
  splitter.end();
  return lines;
}

describe('LineSplitter', () => {
  const input = Buffer.from('\uFEFFfirst\r\n\nsecond line\nthis line is far too long\nlast');

  it('gives the same lines whatever the chunk size, numbered from 1, blank ones included', () => {
    const expected = [
      { line: 1, text: 'first\r', tooLong: false },
      { line: 2, text: '', tooLong: false },
      { line: 3, text: 'second line', tooLong: false },
      { line: 4, text: 'this line is far', tooLong: true },
      { line: 5, text: 'last', tooLong: false },
    ];
    for (const size of [1, 2, 3, 7, 16, 1000])
      expect(split(input, size), `chunks of ${size}`).toEqual(expected);
  });

  it('passes no empty last line when the file ends with a line break', () => {
    expect(split(Buffer.from('a\nb\n'), 3).map((l) => l.text)).toEqual(['a', 'b']);
  });
});

describe('readUpload', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'segment-upload-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const read = async (name: string, text: string | Buffer) => {
    const file = path.join(dir, name);
    await writeFile(file, text);
    const batches: MemberBatch[] = [];
    const result = await readUpload(file, {
      write: async (batch) => {
        batches.push(batch);
      },
    });
    return { result, written: batches.flatMap((b) => b.ids), batches };
  };

  it('counts lines, accepted ids, invalid lines (with numbers and reasons) and duplicates', async () => {
    const { result, written } = await read(
      'mixed.txt',
      [MAID, '', '  not-an-id  ', AAID, MAID, MD5.toUpperCase(), 'a b', MD5, '   ', ''].join('\r\n'),
    );
    expect(result).toMatchObject({ lines: 7, accepted: 3, invalid: 2, duplicates: 2 });
    expect(result.lines).toBe(result.accepted + result.invalid + result.duplicates);
    expect(result.errors).toEqual([
      { line: 3, reason: 'unknown_format', value: 'not-an-id' },
      { line: 7, reason: 'several_ids', value: 'a b' },
    ]);
    expect(written).toEqual([MAID, AAID, MD5]);
  });

  it('writes in batches of at most 10,000 ids and keeps only the first 1,000 errors', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 25_000; i++) lines.push(`cookie-${String(i).padStart(10, '0')}`);
    for (let i = 0; i < 1_500; i++) lines.push('bad');
    const { result, batches } = await read('many.txt', `${lines.join('\n')}\n`);
    expect(result).toMatchObject({ lines: 26_500, accepted: 25_000, invalid: 1_500, duplicates: 0 });
    expect(result.errors).toHaveLength(SEGMENT_UPLOAD_MAX_KEPT_ERRORS);
    expect(result.errors[0]).toEqual({ line: 25_001, reason: 'unknown_format', value: 'bad' });
    expect(batches.every((b) => b.ids.length <= BATCH_MAX_IDS + 2_000)).toBe(true);
    expect(batches.reduce((n, b) => n + b.ids.length, 0)).toBe(25_000);
  });

  it('refuses a line without breaks as too long without keeping it', async () => {
    const { result } = await read('one-line.txt', Buffer.alloc(2_000_000, 0x61));
    expect(result).toMatchObject({ lines: 1, accepted: 0, invalid: 1 });
    expect(result.errors[0]).toMatchObject({ line: 1, reason: 'too_long' });
    expect(result.errors[0]!.value).toHaveLength(64);
  });
});
