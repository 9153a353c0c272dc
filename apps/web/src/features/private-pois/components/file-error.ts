import { PRIVATE_POI_LIMITS } from '@beacon/contracts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { translateMessage } from '../../../ui/translate-message.ts';

/**
 * The text of an upload's refusal that belongs under the file input: the file's own error, or the size
 * limit (413). Undefined for anything else.
 */
export function fileErrorOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const code = error.errors.file?.[0];
  if (code) return translateMessage(code);
  if (error.status === 413)
    return translateMessage('privatePois.upload.too_large', {
      mb: PRIVATE_POI_LIMITS.uploadMaxBytes / 1_000_000,
    });
  return undefined;
}
