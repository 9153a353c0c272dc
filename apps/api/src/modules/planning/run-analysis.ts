import type { Analytics } from '@beacon/analytics';
import {
  PLANNING_ANALYSIS_LIMITS,
  PLANNING_ANALYSIS_MESSAGES,
  type PlanningAnalysisInput,
  planningAnalysisRequestSchema,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { geoReport } from './geo-report.ts';
import { analysePlaces, analysisKind, countPrivatePlaces, countStorePlaces } from './places.ts';
import { calculateReach } from './reach.ts';
import { timeZoneOfCountry } from './time-zone.ts';

/** Ends an analysis with its status, result and message (only one still running). */
async function finish(
  deps: Pick<AppDeps, 'db'>,
  id: number,
  status: 'success' | 'failed',
  result: object | null,
  message: string | null,
  error: string | null = null,
) {
  await deps.db.execute(
    sql`update planning_analyses set status = ${status}, result = ${result === null ? null : JSON.stringify(result)}::jsonb,
          message = ${message}, error = ${error}, finished_at = now(), updated_at = now()
        where id = ${id} and status in ('pending', 'processing')`,
  );
}

const tooMany = (total: number) => total > PLANNING_ANALYSIS_LIMITS.maxPois;

/**
 * One attempt: claims the analysis (`processing`), runs its action on the analytics store and
 * records `success` with the result, or `failed` with the §8 message when the selection has too
 * many places or none.
 */
export async function runAnalysis(deps: AppDeps, id: number) {
  const [job] = await rowsOf(
    deps.db,
    sql`update planning_analyses set status = 'processing', started_at = now(), updated_at = now(), error = null
        where id = ${id} and status in ('pending', 'processing')
        returning account_id, request`,
  );
  // Done by an earlier attempt.
  if (!job) return { ran: false };
  const accountId = Number(job.account_id);
  const input: PlanningAnalysisInput = planningAnalysisRequestSchema.parse(job.request);
  let store: Analytics;
  try {
    store = await deps.analytics.get();
  } catch (error) {
    throw new Error(PLANNING_ANALYSIS_MESSAGES.unavailable, { cause: error });
  }
  const kind = analysisKind(input);

  if (input.action === 'calculate_reach' || input.action === 'geo_report') {
    if (kind !== 'geo') {
      const counts = await countStorePlaces(store, input, kind);
      const own = kind === 'pois' ? await countPrivatePlaces(deps.db, accountId, input.layers) : 0;
      const total = Object.values(counts).reduce((a, b) => a + b, 0) + own;
      if (tooMany(total)) return finish(deps, id, 'failed', null, PLANNING_ANALYSIS_MESSAGES.tooManyPois);
      if (total === 0) return finish(deps, id, 'failed', null, PLANNING_ANALYSIS_MESSAGES.noPois);
    }
    const timeZone = await timeZoneOfCountry(deps.db, input.country_code);
    if (input.action === 'geo_report') {
      const report = await geoReport(
        store,
        deps.db,
        accountId,
        input,
        kind,
        `planning_geo_${id}`,
        deps.config.privacyMinDevices,
        timeZone,
      );
      if (report.places === 0) return finish(deps, id, 'failed', null, PLANNING_ANALYSIS_MESSAGES.noPois);
      const message = report.rows === 0 ? PLANNING_ANALYSIS_MESSAGES.noAudience : null;
      await finish(deps, id, 'success', report, message);
      return { ran: true };
    }
    const result = await calculateReach(
      store,
      deps.db,
      accountId,
      input,
      kind,
      `planning_reach_${id}`,
      deps.config.privacyMinDevices,
      timeZone,
    );
    if (result.places === 0) return finish(deps, id, 'failed', null, PLANNING_ANALYSIS_MESSAGES.noPois);
    const message = result.total.below_floor ? PLANNING_ANALYSIS_MESSAGES.noAudience : null;
    await finish(deps, id, 'success', result, message);
    return { ran: true };
  }

  const result = await analysePlaces(store, deps.db, accountId, input, kind);
  if (tooMany(result.total)) return finish(deps, id, 'failed', null, PLANNING_ANALYSIS_MESSAGES.tooManyPois);
  if (result.total === 0) return finish(deps, id, 'failed', null, PLANNING_ANALYSIS_MESSAGES.noPois);
  await finish(deps, id, 'success', result, null);
  return { ran: true };
}

/** The attempts are spent: the analysis is `failed`, the store's absence told apart. */
export async function failAnalysis(deps: Pick<AppDeps, 'db'>, id: number, reason: string) {
  const message = reason.includes(PLANNING_ANALYSIS_MESSAGES.unavailable)
    ? PLANNING_ANALYSIS_MESSAGES.unavailable
    : PLANNING_ANALYSIS_MESSAGES.failed;
  await finish(deps, id, 'failed', null, message, reason.slice(0, 2000));
}
