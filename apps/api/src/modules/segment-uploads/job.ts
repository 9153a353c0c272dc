import { defineJob } from '../../platform/jobs/kind.ts';
import { failUpload, runUpload, type SegmentUploadJobData } from './run-upload.ts';

/**
 * Reads a received segment upload into its segments' members (`run-upload.ts`). The job is
 * written in the transaction that records the upload, so every `processing` upload has one. One
 * file at a time per process keeps memory flat. A retry (after a stop or a refused batch) reads
 * the file again from the start; once the attempts are spent the upload is `failed` with the
 * reason and its temporary file removed.
 */
export const segmentUploadJob = defineJob<SegmentUploadJobData>({
  name: 'segment-uploads.read',
  retryLimit: 3,
  retryDelaySeconds: 5,
  // A 64 MB file is read in a few minutes on a loaded server.
  timeoutSeconds: 3600,
  concurrency: 1,
  run: (deps, data, attempt) => runUpload(deps, data, attempt.signal),
  failed: (deps, data) => failUpload(deps, data),
});
