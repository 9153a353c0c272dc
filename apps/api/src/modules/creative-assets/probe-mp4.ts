import { type FileHandle, open } from 'node:fs/promises';

/** A `moov` box over this size is not read (real ones are a few hundred kilobytes). */
const MAX_MOOV_BYTES = 32_000_000;

export type Mp4Probe = { durationMs: number; width: number; height: number; bitRate: number };

type Box = { type: string; start: number; headerSize: number; size: number };

/**
 * Reads duration, frame size and average bit rate of an MP4 from its ISO base media boxes:
 * the file must start with `ftyp`; `moov/mvhd` gives timescale and duration, the `tkhd` of the
 * track whose `hdlr` is `vide` gives width and height (16.16 fixed point). Bit rate is the file
 * size over the duration. Only box headers and `moov` are read, never the media data, so a
 * 200 MB upload costs a few reads. Answers a translation key when the file is not a usable MP4.
 */
export async function probeMp4(file: string): Promise<Mp4Probe | { error: string }> {
  const fh = await open(file, 'r');
  try {
    const { size: fileSize } = await fh.stat();
    const top = await topLevelBoxes(fh, fileSize);
    if (top[0]?.type !== 'ftyp') return { error: 'validation.asset.not_mp4' };
    const moovBox = top.find((b) => b.type === 'moov');
    if (!moovBox || moovBox.size > MAX_MOOV_BYTES) return { error: 'validation.asset.not_mp4' };
    const moov = Buffer.alloc(moovBox.size - moovBox.headerSize);
    await fh.read(moov, 0, moov.length, moovBox.start + moovBox.headerSize);

    const mvhd = childBoxes(moov).find((b) => b.type === 'mvhd');
    if (!mvhd) return { error: 'validation.asset.not_mp4' };
    const movie = readMvhd(moov.subarray(mvhd.start + mvhd.headerSize, mvhd.start + mvhd.size));
    if (!movie || movie.timescale === 0 || movie.duration === 0)
      return { error: 'validation.asset.no_duration' };

    let frame: { width: number; height: number } | null = null;
    for (const trak of childBoxes(moov).filter((b) => b.type === 'trak')) {
      const body = moov.subarray(trak.start + trak.headerSize, trak.start + trak.size);
      if (handlerOf(body) !== 'vide') continue;
      const tkhd = childBoxes(body).find((b) => b.type === 'tkhd');
      if (tkhd) frame = readTkhdSize(body.subarray(tkhd.start + tkhd.headerSize, tkhd.start + tkhd.size));
      if (frame) break;
    }
    if (!frame || frame.width === 0 || frame.height === 0)
      return { error: 'validation.asset.no_video_track' };
    const seconds = movie.duration / movie.timescale;
    return {
      durationMs: Math.round(seconds * 1000),
      width: frame.width,
      height: frame.height,
      bitRate: Math.round((fileSize * 8) / seconds),
    };
  } catch {
    return { error: 'validation.asset.not_mp4' };
  } finally {
    await fh.close();
  }
}

async function topLevelBoxes(fh: FileHandle, fileSize: number): Promise<Box[]> {
  const boxes: Box[] = [];
  const header = Buffer.alloc(16);
  let offset = 0;
  while (offset + 8 <= fileSize && boxes.length < 64) {
    await fh.read(header, 0, 16, offset);
    const box = parseHeader(header, 0, fileSize - offset);
    if (!box) break;
    boxes.push({ ...box, start: offset });
    offset += box.size;
  }
  return boxes;
}

function childBoxes(buffer: Buffer): Box[] {
  const boxes: Box[] = [];
  let offset = 0;
  while (offset + 8 <= buffer.length) {
    const box = parseHeader(buffer, offset, buffer.length - offset);
    if (!box) break;
    boxes.push({ ...box, start: offset });
    offset += box.size;
  }
  return boxes;
}

/** A box header: 32-bit size and type, a 64-bit size when the first is 1, to the end when 0. */
function parseHeader(buffer: Buffer, at: number, remaining: number) {
  let size = buffer.readUInt32BE(at);
  const type = buffer.toString('latin1', at + 4, at + 8);
  let headerSize = 8;
  if (size === 1) {
    if (buffer.length < at + 16) return null;
    size = Number(buffer.readBigUInt64BE(at + 8));
    headerSize = 16;
  } else if (size === 0) {
    size = remaining;
  }
  if (size < headerSize || size > remaining || !/^[\x20-\x7e]{4}$/.test(type)) return null;
  return { type, headerSize, size };
}

function readMvhd(body: Buffer) {
  const version = body[0];
  if (version === 1) return { timescale: body.readUInt32BE(20), duration: Number(body.readBigUInt64BE(24)) };
  return { timescale: body.readUInt32BE(12), duration: body.readUInt32BE(16) };
}

/** Width and height of a `tkhd` (16.16 fixed point after the matrix). */
function readTkhdSize(body: Buffer) {
  const at = body[0] === 1 ? 88 : 76;
  if (body.length < at + 8) return null;
  return { width: body.readUInt32BE(at) >>> 16, height: body.readUInt32BE(at + 4) >>> 16 };
}

/** The handler type (`vide`, `soun`, ...) of a track, from `mdia/hdlr`. */
function handlerOf(trak: Buffer): string | null {
  const mdia = childBoxes(trak).find((b) => b.type === 'mdia');
  if (!mdia) return null;
  const body = trak.subarray(mdia.start + mdia.headerSize, mdia.start + mdia.size);
  const hdlr = childBoxes(body).find((b) => b.type === 'hdlr');
  if (!hdlr) return null;
  return body.toString('latin1', hdlr.start + hdlr.headerSize + 8, hdlr.start + hdlr.headerSize + 12);
}
