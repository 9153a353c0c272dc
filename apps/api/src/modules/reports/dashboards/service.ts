import {
  type DashboardData,
  type DashboardUrl,
  dashboardPagePath,
  REPORT_DASHBOARD_API,
  REPORT_DASHBOARD_CODES,
  REPORT_DASHBOARD_LIMITS,
  REPORT_PDF_METRICS,
  type ReportDashboardCode,
  type ReportListEntry,
  reportRequestSchema,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { advertiserVisible } from '../../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../../platform/auth/context.ts';
import { loadSigningKey } from '../../../platform/auth/secret.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { notFound } from '../../../platform/errors.ts';
import { rowsOf } from '../../../platform/list-query/run.ts';
import { readPdfFigures } from '../pdf/figures.ts';
import { dataCompleteThrough } from '../provenance.ts';
import { acceptRequest, todayUtc } from '../scope.ts';
import { type DashboardCampaign, dashboardFigures } from './figures.ts';
import { createDashboardSigner, type DashboardClaims, type DashboardSigner } from './token.ts';

const SOURCES: Record<ReportDashboardCode, string> = {
  performance_campaign: REPORT_DASHBOARD_API.performanceCampaign,
  partial_report: REPORT_DASHBOARD_API.partialReport,
  final_report: REPORT_DASHBOARD_API.finalReport,
};

/** The report lists call: the dashboard types, each with the call that signs its URL. */
export const reportLists = (): ReportListEntry[] =>
  REPORT_DASHBOARD_CODES.map((code) => ({ code, name: `reports.types.${code}`, src: SOURCES[code] }));

const signers = new WeakMap<AppDeps, Promise<DashboardSigner>>();
/** The app's dashboard signer, its key loaded once. */
function signerOf(deps: AppDeps) {
  let signer = signers.get(deps);
  if (!signer) {
    signer = loadSigningKey(deps.db, deps.config.jwtSecret).then(createDashboardSigner);
    signers.set(deps, signer);
  }
  return signer;
}

type CampaignRow = {
  id: number;
  start: string;
  end: string;
  budget: string;
  kpi: string | null;
  target: string | null;
};

/** The campaign in the account, when the context may see it; 404 otherwise (as everywhere). */
async function campaignOf(deps: AppDeps, ctx: AuthContext, campaignId: number): Promise<DashboardCampaign> {
  const [row] = await rowsOf<CampaignRow>(
    deps.db,
    sql`select c.id, to_char(c.start_date, 'YYYY-MM-DD') as start, to_char(c.end_date, 'YYYY-MM-DD') as end,
          c.budget::text as budget, k.code as kpi, c.kpi_target::text as target
        from campaigns c left join lookup_values k on k.list = 'kpis' and k.id = c.kpi_id
        where c.id = ${campaignId} and c.account_id = ${ctx.accountId}
          and ${advertiserVisible(ctx, sql`c.advertiser_id`)}`,
  );
  if (!row) throw notFound('Campaign');
  return {
    id: Number(row.id),
    startDate: row.start,
    endDate: row.end,
    budget: Number(row.budget),
    kpi: row.kpi,
    kpiTarget: row.target === null ? null : Number(row.target),
  };
}

/**
 * The window a dashboard reads: the partial report's chosen days; the final report the whole
 * flight and the campaign performance the flight to date, both up to today at most (and never
 * longer than a report may span: the last `maxDays`).
 */
function windowOf(
  claims: Pick<DashboardClaims, 'c' | 's' | 'e'>,
  campaign: DashboardCampaign,
  today: string,
) {
  if (claims.c === 'partial_report') return { start: claims.s!, end: claims.e! };
  const end = campaign.endDate < today ? campaign.endDate : today;
  const earliest = new Date(Date.parse(`${end}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
  const start = [campaign.startDate, earliest].reduce((a, b) => (a > b ? a : b));
  return { start: start > end ? end : start, end };
}

/** The campaign report request of a dashboard's window: the checks and the query of the PDF report. */
const requestOf = (campaignId: number, window: { start: string; end: string }) =>
  reportRequestSchema.parse({
    report_type: 'campaign',
    data_range: 'custom',
    start_date: window.start,
    end_date: window.end,
    dimensions: ['campaign_id'],
    metrics: [...REPORT_PDF_METRICS],
    filters: { campaigns: [campaignId] },
  });

/**
 * A signed URL of a dashboard of one campaign the caller sees (404 otherwise), valid
 * `REPORT_DASHBOARD_LIMITS.urlSeconds`. A partial report's window follows the report date rules
 * (422 with their keys).
 */
export async function dashboardUrl(
  deps: AppDeps,
  ctx: AuthContext,
  code: ReportDashboardCode,
  campaignId: number,
  window?: { start: string; end: string },
  now = Date.now(),
): Promise<DashboardUrl> {
  const campaign = await campaignOf(deps, ctx, campaignId);
  const claims = { c: code, s: window?.start, e: window?.end };
  await acceptRequest(
    deps,
    ctx,
    requestOf(campaignId, windowOf(claims, campaign, todayUtc(now))),
    'job',
    now,
  );
  const expiresAt = Math.floor(now / 1000) + REPORT_DASHBOARD_LIMITS.urlSeconds;
  const token = (await signerOf(deps)).sign({
    c: code,
    a: ctx.accountId,
    u: ctx.userId,
    i: campaignId,
    ...(window ? { s: window.start, e: window.end } : {}),
    x: expiresAt,
  });
  return {
    url: `${deps.config.publicUrl}${dashboardPagePath(token)}`,
    token,
    expires_at: new Date(expiresAt * 1000).toISOString(),
    expires_in: REPORT_DASHBOARD_LIMITS.urlSeconds,
  };
}

/**
 * The context a signed token reads with: the signed account, every advertiser of it, no
 * permission. The token names one campaign, which the reads are narrowed to; the user who signed
 * it was allowed to see it when they did.
 */
const tokenContext = (claims: DashboardClaims): AuthContext => ({
  sessionId: '',
  userId: claims.u,
  email: '',
  userName: '',
  accountId: claims.a,
  account: { id: claims.a, name: '', masterAccount: false, accountType: '' },
  role: { id: 0, name: '', description: '' },
  permissions: new Set(),
  advertiserIds: null,
  expiresAt: new Date(claims.x * 1000),
});

/** The figures a signed token opens (403 when it was altered, 410 once it expired). */
export async function dashboardData(deps: AppDeps, token: string, now = Date.now()): Promise<DashboardData> {
  const claims = (await signerOf(deps)).verify(token, now);
  const ctx = tokenContext(claims);
  const campaign = await campaignOf(deps, ctx, claims.i);
  const accepted = await acceptRequest(
    deps,
    ctx,
    requestOf(claims.i, windowOf(claims, campaign, todayUtc(now))),
    'job',
    now,
  );
  const figures = await readPdfFigures(deps, accepted);
  const completeThrough = await dataCompleteThrough(deps.db);
  return {
    ...dashboardFigures(claims.c, campaign, figures),
    data_complete_through: completeThrough?.toISOString() ?? null,
    generated_at: new Date(now).toISOString(),
    expires_at: new Date(claims.x * 1000).toISOString(),
  };
}
