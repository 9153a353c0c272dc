import { SEGMENT_UPLOAD_API, type SegmentUploadDetail } from '@beacon/contracts';
import { uploadWithProgress } from '../../../lib/api/upload-with-progress.ts';

/**
 * Sends a file of device ids to segments, reporting how much has been sent. The segment ids go
 * first so the server knows the targets before the file's bytes arrive.
 */
export function sendSegmentUpload(
  segmentIds: number[],
  file: File,
  onProgress: (fraction: number) => void,
): Promise<SegmentUploadDetail> {
  const form = new FormData();
  form.set('segment_ids', segmentIds.join(','));
  form.set('file', file);
  return uploadWithProgress<SegmentUploadDetail>(SEGMENT_UPLOAD_API.list, form, { onProgress });
}
