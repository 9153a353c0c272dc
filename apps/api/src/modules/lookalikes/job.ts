import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.ts';
import { defineJob } from '../../platform/jobs/kind.ts';
import { unsettledJobValues } from '../../platform/jobs/unsettled.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { buildLookalikeMembers, failBuild } from './build.ts';

export type LookalikeBuildData = { lookalikeId: number };

/**
 * Builds a lookalike's members (written with the lookalike, in its transaction, so every
 * `pending` lookalike has a build). One build at a time per process: a build reads the whole
 * country, and running them in a row keeps the store responsive. A retry (after a stop or a
 * store that could not be reached) builds again from the start, which first removes what the
 * interrupted attempt wrote. Once the attempts are spent the lookalike is `failed` with the reason.
 */
export const lookalikeBuildJob = defineJob<LookalikeBuildData>({
  name: 'lookalikes.build',
  retryLimit: 2,
  retryDelaySeconds: 10,
  timeoutSeconds: 1800,
  concurrency: 1,
  run: (deps, data) => buildLookalikeMembers(deps, data.lookalikeId),
  failed: (deps, data, reason) => failBuild(deps, data.lookalikeId, reason),
});

/**
 * A safety net run when a server starts: a lookalike left `pending` or `processing` that no
 * unsettled job names (a server from before the job system stopped while building it) is queued.
 */
export async function queueUnownedBuilds(deps: AppDeps) {
  const rows = await rowsOf(
    deps.db,
    sql`select id from lookalikes where status in ('pending', 'processing') order by id`,
  );
  if (rows.length === 0) return 0;
  const owned = new Set(await unsettledJobValues(deps.db, 'lookalikeId', [lookalikeBuildJob.name]));
  const unowned = rows.map((row) => Number(row.id)).filter((id) => !owned.has(String(id)));
  for (const lookalikeId of unowned) await deps.jobs.send(lookalikeBuildJob, { lookalikeId });
  return unowned.length;
}
