import { readFile } from 'node:fs/promises';
import { imageSize } from 'image-size';

/** Real image formats accepted, by the type `image-size` reads from the bytes. */
const FORMATS = {
  png: { mime: 'image/png', extensions: ['png'] },
  jpg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
} as const;

export type ImageProbe = { mime: string; width: number; height: number };

/**
 * Reads an image's real format and dimensions from its bytes. The name's extension must be the
 * real format (a text file renamed `.png` is refused), so what the exchange receives is what the
 * trafficker uploaded. Answers the translation key of the problem instead when there is one.
 */
export async function probeImage(file: string, extension: string): Promise<ImageProbe | { error: string }> {
  let info: { width?: number; height?: number; type?: string };
  try {
    info = imageSize(await readFile(file));
  } catch {
    return { error: 'validation.asset.not_an_image' };
  }
  const format = FORMATS[info.type as keyof typeof FORMATS];
  if (!format) return { error: 'validation.asset.image_type' };
  if (!(format.extensions as readonly string[]).includes(extension)) {
    return { error: 'validation.asset.type_mismatch' };
  }
  if (!info.width || !info.height) return { error: 'validation.asset.not_an_image' };
  return { mime: format.mime, width: info.width, height: info.height };
}
