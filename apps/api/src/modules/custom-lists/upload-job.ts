import { defineJob } from '../../platform/jobs/kind.ts';
import { type CustomListUploadJobData, failCustomListUpload, runCustomListUpload } from './run-upload.ts';
import { CUSTOM_LIST_UPLOAD_JOB } from './upload-job-name.ts';

/**
 * Loads an uploaded file into a custom list (`run-upload.ts`). The job is written in the
 * transaction that marks the list `processing`, so a list is never marked without a job to end
 * the mark. A retry (after a stop) loads the file again from the start; once the attempts are
 * spent the list is `failed` with the reason, its items unchanged, and the file removed.
 */
export const customListUploadJob = defineJob<CustomListUploadJobData>({
  name: CUSTOM_LIST_UPLOAD_JOB,
  retryLimit: 2,
  retryDelaySeconds: 3,
  // 200,000 items load in well under a minute.
  timeoutSeconds: 600,
  concurrency: 2,
  run: (deps, data) => runCustomListUpload(deps, data),
  failed: (deps, data) => failCustomListUpload(deps, data),
});
