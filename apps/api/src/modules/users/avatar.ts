import { AVATAR_SIZE } from '@beacon/contracts';
import { imageSize } from 'image-size';
import { unprocessable } from '../../platform/errors.ts';

const ACCEPTED = { png: 'png', jpg: 'jpg' } as const;

/**
 * Checks an uploaded avatar by its content, not its name: PNG or JPEG, exactly 200×200
 * (docs/REQUIREMENTS.md#accounts-and-users). Answers the file extension to store it under.
 */
export function checkAvatar(body: Buffer): 'png' | 'jpg' {
  let info: { width?: number; height?: number; type?: string };
  try {
    info = imageSize(body);
  } catch {
    throw unprocessable(
      { avatar_file: ['validation.avatar.file_type'] },
      'The avatar must be a PNG or JPEG image',
    );
  }
  const ext = ACCEPTED[info.type as keyof typeof ACCEPTED];
  if (!ext)
    throw unprocessable(
      { avatar_file: ['validation.avatar.file_type'] },
      'The avatar must be a PNG or JPEG image',
    );
  if (info.width !== AVATAR_SIZE || info.height !== AVATAR_SIZE) {
    throw unprocessable(
      { avatar_file: ['validation.avatar.dimensions'] },
      `The avatar must be ${AVATAR_SIZE}×${AVATAR_SIZE} pixels`,
    );
  }
  return ext;
}
