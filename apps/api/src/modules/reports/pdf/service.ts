import {
  isAccountForbidden,
  type Language,
  REPORT_PDF_METRICS,
  type ReportPdfRequestInput,
  reportRequestSchema,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { logActivity } from '../../../platform/activity/record.ts';
import type { AuthContext } from '../../../platform/auth/context.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { ApiError } from '../../../platform/errors.ts';
import { rowsOf } from '../../../platform/list-query/run.ts';
import { dataCompleteThrough } from '../provenance.ts';
import { acceptRequest } from '../scope.ts';
import { writePdf } from './document.ts';
import { readPdfFigures } from './figures.ts';
import { pdfTexts } from './texts.ts';

/**
 * The caller's language and whether PDF reports are closed to them in this account: the account
 * is on their forbidden-accounts list, or is one no user may open them in (account 300).
 */
async function readerOf(deps: AppDeps, ctx: AuthContext) {
  const [user] = await rowsOf<{ language: string; forbidden: number[] | null }>(
    deps.db,
    sql`select language, forbidden_account_ids as forbidden from users where id = ${ctx.userId}`,
  );
  return {
    language: (user?.language ?? 'en') as Language,
    forbidden: isAccountForbidden((user?.forbidden ?? []).map(Number), ctx.accountId),
  };
}

/**
 * A campaign's delivery report as a PDF, answered directly (docs/REPORTS.md#pdf): the request is
 * checked as a campaign report of that one campaign (same dates rules, same 404 for a campaign
 * outside the caller's account or advertisers), its figures read through the campaign report's
 * query, and the document streamed back; the campaign's activity log records it.
 */
export async function campaignPdf(
  deps: AppDeps,
  ctx: AuthContext,
  body: ReportPdfRequestInput,
  reply: FastifyReply,
) {
  const reader = await readerOf(deps, ctx);
  if (reader.forbidden)
    throw new ApiError(403, 'report.pdf_account_forbidden', 'PDF reports are not available in this account');
  const request = reportRequestSchema.parse({
    report_type: 'campaign',
    data_range: body.data_range,
    start_date: body.start_date,
    end_date: body.end_date,
    time_zone: body.time_zone,
    dimensions: ['campaign_id'],
    metrics: [...REPORT_PDF_METRICS],
    filters: { campaigns: [body.campaign_id] },
  });
  const accepted = await acceptRequest(deps, ctx, request, 'job');
  const figures = await readPdfFigures(deps, accepted);
  const stamp = { generatedAt: new Date(), completeThrough: await dataCompleteThrough(deps.db) };
  const language = body.language ?? reader.language;
  const doc = writePdf(figures, pdfTexts(language), stamp);
  // No report row is kept for a PDF, so the campaign's own log says who took its figures and which.
  await logActivity(
    deps.db,
    ctx,
    'campaign',
    { id: figures.campaign.id, name: figures.campaign.name, advertiser_id: figures.advertiser.id },
    'pdf_generated',
    [
      { field: 'start_date', old: null, new: figures.startDate },
      { field: 'end_date', old: null, new: figures.endDate },
      { field: 'time_zone', old: null, new: figures.timeZone },
      { field: 'language', old: null, new: language },
    ],
  );
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="campaign-${figures.campaign.id}-${figures.startDate}-${figures.endDate}.pdf"`,
    )
    .send(doc);
}
