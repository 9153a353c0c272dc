import { LOGO_MAX_PIXELS } from '@beacon/contracts';
import { imageSize } from 'image-size';
import { unprocessable } from '../../platform/errors.ts';

const ACCEPTED = { png: 'png', jpg: 'jpg' } as const;

const refuse = (key: string, message: string) => unprocessable({ logo_file: [key] }, message);

/**
 * Checks an uploaded logo by its content, not its name: PNG or JPEG (no SVG, which could carry
 * script on the console's own origin), at most LOGO_MAX_PIXELS each way. Answers its extension.
 */
export function checkLogo(body: Buffer): 'png' | 'jpg' {
  let info: { width?: number; height?: number; type?: string };
  try {
    info = imageSize(body);
  } catch {
    throw refuse('account_design.validation.logo_type', 'The logo must be a PNG or JPEG image');
  }
  const ext = ACCEPTED[info.type as keyof typeof ACCEPTED];
  if (!ext) throw refuse('account_design.validation.logo_type', 'The logo must be a PNG or JPEG image');
  if ((info.width ?? 0) > LOGO_MAX_PIXELS || (info.height ?? 0) > LOGO_MAX_PIXELS) {
    throw refuse(
      'account_design.validation.logo_dimensions',
      `The logo may be at most ${LOGO_MAX_PIXELS}×${LOGO_MAX_PIXELS} pixels`,
    );
  }
  return ext;
}
