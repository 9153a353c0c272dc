import { removeIncomingOrphans } from '../../platform/files/incoming.ts';
import { defineJob } from '../../platform/jobs/kind.ts';
import { unsettledJobValues } from '../../platform/jobs/unsettled.ts';

/** A temporary file untouched this long, and named by no unsettled job, was left by a crash. */
export const INCOMING_ORPHAN_MINUTES = 15;

/**
 * Removes the temporary upload files a stopped process left in `files/.incoming`: every 15
 * minutes, and once when a server starts. A file a waiting, running or retried job still names
 * (`incomingFile` in its data) is kept whatever its age; that job, or its `failed` hook, removes it.
 */
export const incomingSweepJob = defineJob<Record<string, never>>({
  name: 'files.sweep-incoming',
  cron: '*/15 * * * *',
  retryLimit: 1,
  retryDelaySeconds: 60,
  timeoutSeconds: 300,
  async run(deps) {
    const keep = new Set(await unsettledJobValues(deps.db, 'incomingFile'));
    const removed = await removeIncomingOrphans(deps, keep, INCOMING_ORPHAN_MINUTES * 60_000);
    return { removed: removed.length };
  },
});
