import type { Config } from './config.ts';
import { eventsAttributeJob } from './modules/conversions/job.ts';
import { customListUploadJob } from './modules/custom-lists/upload-job.ts';
import { deliveryTickJob } from './modules/delivery/job.ts';
import { incomingSweepJob } from './modules/files/incoming-sweep-job.ts';
import { lookalikeBuildJob } from './modules/lookalikes/job.ts';
import { notificationRulesJob } from './modules/notifications/job.ts';
import { planningAnalyzeJob } from './modules/planning/analysis-job.ts';
import { privatePoiReadJob } from './modules/private-pois/read-job.ts';
import { scheduleDueJob, scheduleRunJob } from './modules/report-schedules/job.ts';
import { reportCleanupJob, reportGenerateJob } from './modules/reports/job.ts';
import { segmentUploadJob } from './modules/segment-uploads/job.ts';
import type { JobKind } from './platform/jobs/kind.ts';
import { mailSendJob } from './platform/mail/send-job.ts';

/**
 * Every kind of background work, as `app.ts` lists every module. A kind left out of this list
 * cannot be sent (the job system refuses it), so none runs unnoticed. See `docs/JOBS.md`.
 */
export function jobKinds(config: Config): JobKind<object>[] {
  return [
    mailSendJob(config),
    deliveryTickJob(config),
    segmentUploadJob,
    customListUploadJob,
    lookalikeBuildJob,
    privatePoiReadJob,
    planningAnalyzeJob,
    incomingSweepJob,
    eventsAttributeJob,
    reportGenerateJob(config),
    reportCleanupJob(config),
    scheduleDueJob,
    scheduleRunJob(config),
    notificationRulesJob,
  ];
}
