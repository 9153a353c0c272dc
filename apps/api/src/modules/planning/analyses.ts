import { createHash } from 'node:crypto';
import {
  PLANNING_ANALYSIS_LIMITS,
  PLANNING_ANALYSIS_MESSAGES,
  type PlanningAnalysis,
  type PlanningAnalysisInput,
  type PlanningAnalysisStatus,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { planningAnalyses } from '../../db/schema.ts';
import { readAnalytics } from '../../platform/analytics.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, notFound, unprocessable } from '../../platform/errors.ts';
import { iso } from '../../platform/list-query/row.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { guardName } from '../custom-lists/service.ts';
import { guardLayerName } from '../private-pois/service.ts';
import { planningAnalyzeJob } from './analysis-job.ts';
import { geoReportCsv, type StoredGeoReport } from './geo-report.ts';
import { analysisKind, countPrivatePlaces, countStorePlaces } from './places.ts';
import { checkSavePermission, saveSelection } from './save.ts';

type Saved = { id: number; status: PlanningAnalysisStatus };

/** The same value with its object keys sorted, so equal requests hash alike. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
};

/**
 * The private layers of the selection, refused (422 on `layers`) unless every one is the
 * account's; answered with when each last changed, which is part of the request's key.
 */
async function checkLayers(db: Executor, ctx: AuthContext, ids: number[]) {
  if (!ids.length) return [];
  const rows = await rowsOf(
    db,
    sql`select id, updated_at from private_poi_layers where account_id = ${ctx.accountId}
        and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw unprocessable(
      { layers: ['planning.analysis.layer_not_found'] },
      `Unknown private POI layer: ${missing.join(', ')}`,
    );
  return rows.map((r) => [Number(r.id), iso(r.updated_at)]);
}

/** The key of what decides an analysis's result: same key, same result. */
const requestKey = (input: PlanningAnalysisInput, layers: unknown[]) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        canonical({
          action: input.action,
          country_code: input.country_code,
          strategy: input.strategy,
          use_case: input.use_case,
          filters: input.filters,
          layers,
          reach:
            input.action === 'calculate_reach' || input.action === 'geo_report' ? input.reach : undefined,
        }),
      ),
    )
    .digest('hex');

/**
 * Refuses up front (422 on `filters`, `planning.analysis.too_many_pois`) a selection of more
 * places than an analysis takes, and one without any place to analyse.
 */
async function checkPlaceCount(deps: AppDeps, ctx: AuthContext, input: PlanningAnalysisInput) {
  const kind = analysisKind(input);
  if (kind === 'geo') return;
  const counts = await readAnalytics(deps.analytics, (store) => countStorePlaces(store, input, kind));
  const own = kind === 'pois' ? await countPrivatePlaces(deps.db, ctx.accountId, input.layers) : 0;
  const total = Object.values(counts).reduce((a, b) => a + b, 0) + own;
  if (total > PLANNING_ANALYSIS_LIMITS.maxPois)
    throw unprocessable(
      { filters: [PLANNING_ANALYSIS_MESSAGES.tooManyPois] },
      `The number of POIs cannot exceed ${PLANNING_ANALYSIS_LIMITS.maxPois}`,
    );
}

/**
 * `POST /api/planning/analyses`. An analysis, running or done well, of the same request (same
 * account, action, country, selection, layers unchanged since, options) answers it again rather
 * than running twice (spec §4.6: re-run only when the filters changed). Saving actions run within
 * the request (they write with the caller's rights) and are recorded done; the others are written
 * `pending` with their `planning.analyze` job, in one transaction.
 */
export async function createAnalysis(
  deps: AppDeps,
  ctx: AuthContext,
  input: PlanningAnalysisInput,
): Promise<{ id: number; status: PlanningAnalysisStatus }> {
  const saving = input.action === 'save_pois' || input.action === 'geo_fencing';
  if (saving) checkSavePermission(ctx, input.action as 'save_pois' | 'geo_fencing');
  const layers = await checkLayers(
    deps.db,
    ctx,
    [...new Set(input.layers)].sort((a, b) => a - b),
  );
  const key = requestKey(input, layers);
  if (!saving) {
    const [previous] = await rowsOf(
      deps.db,
      sql`select id, status from planning_analyses
          where account_id = ${ctx.accountId} and request_key = ${key}
          order by id desc limit 1`,
    );
    if (previous && previous.status !== 'failed')
      return { id: Number(previous.id), status: previous.status as PlanningAnalysisStatus };
  }
  await checkPlaceCount(deps, ctx, input);
  const values = {
    accountId: ctx.accountId,
    action: input.action,
    countryCode: input.country_code,
    request: input as unknown as Record<string, unknown>,
    requestKey: key,
    createdBy: ctx.userId,
  };
  if (saving) {
    const guard =
      input.action === 'save_pois' ? (w: () => Promise<Saved>) => guardLayerName('name', w) : guardName;
    return guard(() =>
      deps.db.transaction(async (tx) => {
        const saved = await saveSelection(deps, tx, ctx, input);
        const [row] = await tx
          .insert(planningAnalyses)
          .values({
            ...values,
            status: 'success',
            result: saved,
            message: PLANNING_ANALYSIS_MESSAGES.saved,
            startedAt: new Date(),
            finishedAt: new Date(),
          })
          .returning({ id: planningAnalyses.id });
        return { id: row!.id, status: 'success' as const };
      }),
    );
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(planningAnalyses).values(values).returning({ id: planningAnalyses.id });
    await deps.jobs.send(planningAnalyzeJob, { analysisId: row!.id }, { tx });
    return { id: row!.id, status: 'pending' as const };
  });
}

const nonEmpty = (value: unknown) =>
  value === true ||
  (Array.isArray(value)
    ? value.length > 0
    : !!value && typeof value === 'object' && Object.keys(value).length > 0);

/** `GET /api/planning/analyses/{id}`: an analysis of the caller's account (404 otherwise). */
export async function findAnalysis(db: Executor, ctx: AuthContext, id: number): Promise<PlanningAnalysis> {
  const [row] = await rowsOf(
    db,
    sql`select id, action, status, result, message, request, created_at, updated_at
        from planning_analyses where id = ${id} and account_id = ${ctx.accountId}`,
  );
  if (!row) throw notFound('Analysis');
  const status = row.status as PlanningAnalysisStatus;
  // A geo report's lines are its file's (`downloadGeoReport`), not part of the answer.
  const { lines: _lines, ...result } = (row.result ?? {}) as Record<string, unknown>;
  const response = (row.result ? result : null) as PlanningAnalysis['response'];
  return {
    id: Number(row.id),
    action: row.action as PlanningAnalysis['action'],
    status,
    success: status === 'success' && nonEmpty(response),
    message: (row.message as string | null) ?? null,
    response,
    request: row.request as Record<string, unknown>,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * `GET /api/planning/analyses/{id}/download`: a geo report of the caller's account as a csv file
 * (404 for another account's, 409 `planning.analysis.not_downloadable` for any other analysis or
 * one not done well).
 */
export async function downloadGeoReport(db: Executor, ctx: AuthContext, id: number) {
  const [row] = await rowsOf(
    db,
    sql`select a.id, a.action, a.status, a.result, c.name as country from planning_analyses a
        left join countries c on c.id = a.country_code
        where a.id = ${id} and a.account_id = ${ctx.accountId}`,
  );
  if (!row) throw notFound('Analysis');
  if (row.action !== 'geo_report' || row.status !== 'success' || !row.result)
    throw conflict(
      PLANNING_ANALYSIS_MESSAGES.notDownloadable,
      'Only a geo report that ended well can be downloaded',
    );
  return {
    fileName: `geo-report-${row.id}.csv`,
    body: geoReportCsv(row.result as StoredGeoReport, String(row.country ?? '')),
  };
}
