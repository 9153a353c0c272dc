import { parseFile } from 'music-metadata';

/** The container `music-metadata` reads from the bytes, per accepted extension, and its MIME type. */
const FORMATS: Record<string, { container: RegExp; mime: string }> = {
  mp3: { container: /^MPEG$/i, mime: 'audio/mpeg' },
  m4a: { container: /^M4A\b/i, mime: 'audio/mp4' },
  ogg: { container: /^Ogg$/i, mime: 'audio/ogg' },
  wav: { container: /^WAVE$/i, mime: 'audio/wav' },
};

export type AudioProbe = { mime: string; durationMs: number; bitRate: number | null };

/**
 * Reads an audio file's real container, duration and bit rate (the file has no extension on
 * disk, so the format is detected from its content) and checks the name's extension says the
 * same. Answers a translation key when the file is not usable audio.
 */
export async function probeAudio(
  file: string,
  extension: string,
  bytes: number,
): Promise<AudioProbe | { error: string }> {
  const format = FORMATS[extension];
  if (!format) return { error: 'validation.asset.extension' };
  let container: string | undefined;
  let duration: number | undefined;
  let bitrate: number | undefined;
  try {
    const meta = await parseFile(file, { duration: true, skipCovers: true });
    ({ container, duration, bitrate } = meta.format);
  } catch {
    return { error: 'validation.asset.not_audio' };
  }
  if (!container) return { error: 'validation.asset.not_audio' };
  if (!format.container.test(container)) return { error: 'validation.asset.type_mismatch' };
  if (!duration || !Number.isFinite(duration) || duration <= 0)
    return { error: 'validation.asset.no_duration' };
  return {
    mime: format.mime,
    durationMs: Math.round(duration * 1000),
    bitRate: bitrate && Number.isFinite(bitrate) ? Math.round(bitrate) : Math.round((bytes * 8) / duration),
  };
}
