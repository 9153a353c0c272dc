import jpeg from 'jpeg-js';
import { GifWriter } from 'omggif';
import yazl from 'yazl';

/**
 * Small real media files built in memory for the asset tests, so no binary is committed: JPEG
 * (jpeg-js), GIF (omggif), zips (yazl), a WAV and the boxes of an MP4.
 */

/** A baseline JPEG of one colour. */
export function solidJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([230, 89, 12, 255], i);
  return Buffer.from(jpeg.encode({ data, width, height }, 70).data);
}

/** A GIF89a of two colours (stripes). */
export function stripedGif(width: number, height: number): Buffer {
  const buffer = Buffer.alloc(width * height + 1024);
  const writer = new GifWriter(buffer, width, height, { palette: [0x1c7ed6, 0xffffff] });
  const pixels = Array.from({ length: width * height }, (_, i) => (Math.floor(i / width) % 10 < 5 ? 0 : 1));
  writer.addFrame(0, 0, width, height, pixels);
  return buffer.subarray(0, writer.end());
}

/** A PCM WAV (mono, 8 kHz, 16 bit) of silence: bit rate 128 kbit/s. */
export function silentWav(seconds: number): Buffer {
  const sampleRate = 8000;
  const dataBytes = seconds * sampleRate * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, body]);
};
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => {
    b.writeUInt32BE(v >>> 0, i * 4);
  });
  return b;
};
const IDENTITY_MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

function track(id: number, handler: 'vide' | 'soun', duration: number, width: number, height: number) {
  const tkhd = box(
    'tkhd',
    u32(0x00000003, 0, 0, id, 0, duration, 0, 0),
    Buffer.from([0, 0, 0, 0, handler === 'soun' ? 1 : 0, 0, 0, 0]), // layer, group, volume, reserved
    IDENTITY_MATRIX,
    u32(width << 16, height << 16),
  );
  const mdhd = box('mdhd', u32(0, 0, 0, 1000, duration), Buffer.from([0x55, 0xc4, 0, 0]));
  const hdlr = box('hdlr', u32(0, 0), Buffer.from(handler, 'ascii'), u32(0, 0, 0), Buffer.from('Handler\0'));
  return box('trak', tkhd, box('mdia', mdhd, hdlr));
}

/**
 * The ISO base media boxes of an MP4 a probe reads: `ftyp`, `moov` with `mvhd` (timescale 1000)
 * and a sound track followed by a video track (`tkhd` size, `mdia/hdlr`), then `mdat` padding.
 * The sample tables are left out, so players would not decode it; the probe never reads them.
 */
export function mp4Boxes(durationMs: number, width: number, height: number, mdatBytes = 4096): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'ascii'),
    u32(0x200),
    Buffer.from('isomiso2avc1mp41', 'ascii'),
  );
  const mvhd = box(
    'mvhd',
    u32(0, 0, 0, 1000, durationMs, 0x00010000),
    Buffer.from([0x01, 0x00]),
    Buffer.alloc(10),
    IDENTITY_MATRIX,
    Buffer.alloc(24),
    u32(3),
  );
  const moov = box(
    'moov',
    mvhd,
    track(1, 'soun', durationMs, 0, 0),
    track(2, 'vide', durationMs, width, height),
  );
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(mdatBytes))]);
}

/** A zip of the given files (yazl). */
export function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, body] of Object.entries(files))
    zip.addBuffer(Buffer.isBuffer(body) ? body : Buffer.from(body), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * A "zip slip" archive: yazl refuses to write `../` names, so an entry is written under a
 * harmless name of the same length and renamed in the local header and the central directory
 * (the CRC does not cover names), as a hostile tool would produce it.
 */
export async function zipWithEntryRenamed(files: Record<string, string | Buffer>, from: string, to: string) {
  if (from.length !== to.length) throw new Error('names must have the same length');
  const zip = await zipOf(files);
  const raw = zip.toString('latin1').split(from).join(to);
  return Buffer.from(raw, 'latin1');
}

/** A multipart/form-data body with several files, serialised by the platform's own `Request`. */
export async function multipartFiles(
  fields: Record<string, string | number>,
  files: { field: string; name: string; type: string; body: Buffer }[],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.body)], { type: f.type }), f.name);
  const request = new Request('http://beacon.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/**
 * A zip whose central directory claims `declared` unpacked bytes for one entry, as a zip bomb
 * would: the check must refuse it from the directory, before unpacking anything.
 */
export async function zipWithDeclaredSize(
  files: Record<string, string | Buffer>,
  name: string,
  declared: number,
) {
  const zip = await zipOf(files);
  for (
    let at = zip.indexOf('PK\x01\x02', 0, 'latin1');
    at !== -1;
    at = zip.indexOf('PK\x01\x02', at + 4, 'latin1')
  ) {
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.toString('latin1', at + 46, at + 46 + nameLength) === name) zip.writeUInt32LE(declared, at + 24);
  }
  return zip;
}
