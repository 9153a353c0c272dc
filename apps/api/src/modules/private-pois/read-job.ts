import { defineJob } from '../../platform/jobs/kind.ts';
import { PRIVATE_POI_READ_JOB } from './read-job-name.ts';
import { failPrivatePoiRead, type PrivatePoiReadJobData, runPrivatePoiRead } from './run-read.ts';

/**
 * Reads a private POI file into its layer (`run-read.ts`). The job is written in the transaction
 * that marks the layer `pending`, so a layer is never marked without a job to end the mark. A
 * retry (after a stop) reads the file again from the start; once the attempts are spent the layer
 * is `failed` with the reason, its places unchanged, and the file removed.
 */
export const privatePoiReadJob = defineJob<PrivatePoiReadJobData>({
  name: PRIVATE_POI_READ_JOB,
  retryLimit: 2,
  retryDelaySeconds: 3,
  // 20,000 places are read and written in seconds.
  timeoutSeconds: 300,
  concurrency: 2,
  run: (deps, data) => runPrivatePoiRead(deps, data),
  failed: (deps, data) => failPrivatePoiRead(deps, data),
});
