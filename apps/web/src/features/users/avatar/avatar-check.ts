import { AVATAR_MIME_TYPES, AVATAR_SIZE, FILE_MAX_BYTES } from '@beacon/contracts';

/**
 * Translation keys of the avatar messages (docs/REQUIREMENTS.md#accounts-and-users), plus the generic 2 MB
 * file limit.
 */
export const AVATAR_PROBLEMS = {
  fileType: 'users:avatar.file_type',
  dimensions: 'users:avatar.invalid_dimensions',
  tooLarge: 'users:avatar.too_large',
  uploadError: 'users:avatar.upload_error',
} as const;
export type AvatarProblem = (typeof AVATAR_PROBLEMS)[keyof typeof AVATAR_PROBLEMS];

/** The rules the server applies too: png/jpg, at most 2 MB, exactly 200×200 pixels. */
export function avatarProblem(
  file: { type: string; size: number },
  dimensions: { width: number; height: number } | null,
): AvatarProblem | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return AVATAR_PROBLEMS.fileType;
  if (file.size > FILE_MAX_BYTES) return AVATAR_PROBLEMS.tooLarge;
  // An image the browser cannot decode is as good as a wrong type.
  if (!dimensions) return AVATAR_PROBLEMS.fileType;
  if (dimensions.width !== AVATAR_SIZE || dimensions.height !== AVATAR_SIZE)
    return AVATAR_PROBLEMS.dimensions;
  return null;
}

async function imageDimensions(file: Blob) {
  try {
    const bitmap = await createImageBitmap(file);
    const dimensions = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return dimensions;
  } catch {
    return null;
  }
}

/** Checks a chosen avatar in the browser before it is uploaded. */
export async function checkAvatarFile(file: File): Promise<AvatarProblem | null> {
  const early = avatarProblem(file, { width: AVATAR_SIZE, height: AVATAR_SIZE });
  if (early) return early;
  return avatarProblem(file, await imageDimensions(file));
}
