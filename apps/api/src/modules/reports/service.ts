import { PassThrough } from 'node:stream';
import {
  REPORT_ON_DEMAND,
  REPORT_TYPES,
  type ReportEmailRequest,
  type ReportJob,
  type ReportOnDemandCode,
  type ReportPoll,
  type ReportRequestInput,
  type ReportRunResult,
  type ReportSource,
  type ReportTypeRow,
  type reportOnDemandRequestSchema,
} from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { reportJobs } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import { readAnalytics } from '../../platform/analytics.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { hasPermission } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { DOWNLOAD_MIME } from '../../platform/list-query/download.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { reportFileKey } from './generate.ts';
import { reportGenerateJob } from './job.ts';
import { MY_REPORT_SOURCES, mapReportJob, reportScope } from './list-spec.ts';
import { dataCompleteThrough, filtersInWords, provenanceLines, reportTypeName } from './provenance.ts';
import { type AcceptedRequest, acceptRequest, hasDelivery, mayRun, rowLimitReached } from './scope.ts';
import { reportColumns } from './types/definition.ts';
import { REPORT_DEFINITIONS } from './types/index.ts';
import { writeReportFile } from './writer.ts';

/** The types the server can run, each with whether the caller may (docs/REPORTS.md#types). */
export function reportTypes(ctx: AuthContext): ReportTypeRow[] {
  return REPORT_TYPES.filter((t) => REPORT_DEFINITIONS[t.code]).map((t) => ({
    code: t.code,
    procedure: t.procedure,
    kind: t.kind,
    default_range: t.defaultRange,
    sections: [...t.sections],
    requires: [...t.requires],
    allowed: hasPermission(ctx, { subject: 'Report', action: 'create_report' }) && mayRun(ctx, t),
  }));
}

/** A type's dimensions or metrics; an unknown or not available type is 404. */
export function reportFields(code: string, which: 'dimensions' | 'metrics') {
  const definition = REPORT_DEFINITIONS[code as keyof typeof REPORT_DEFINITIONS];
  if (!definition) throw notFound('Report type');
  return definition[which];
}

const defaultName = (accepted: AcceptedRequest) =>
  accepted.request.name ||
  `${reportTypeName(accepted.type.code)} ${accepted.startDate} – ${accepted.endDate}`.slice(0, 255);

/**
 * Accepts a report request (docs/REPORTS.md#job-flow): checked, then, when nothing in its scope
 * was delivered in its window, answered `no_data` without a job; else the report row and its job
 * are written in one transaction (with the activity entry) and the job's id answered.
 */
export async function runReport(
  deps: AppDeps,
  ctx: AuthContext,
  body: ReportRequestInput,
  source: ReportSource = 'direct',
  onDemandType: ReportOnDemandCode | null = null,
): Promise<ReportRunResult> {
  const accepted = await acceptRequest(deps, ctx, body, 'job');
  if (!(await hasDelivery(deps, accepted.scope))) return { report_job_id: null, no_data: true };
  const name = defaultName(accepted);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportJobs)
      .values({
        accountId: ctx.accountId,
        userId: ctx.userId,
        userName: ctx.userName,
        userEmail: ctx.email,
        source,
        reportType: accepted.type.code,
        onDemandType,
        name,
        fileType: accepted.request.type,
        request: accepted.request as unknown as Record<string, unknown>,
        startDate: accepted.startDate,
        endDate: accepted.endDate,
        timeZone: accepted.timeZone,
        privacyMinDevices: accepted.scope.privacyMinDevices,
      })
      .returning({ id: reportJobs.id });
    await deps.jobs.send(
      reportGenerateJob(deps.config),
      { reportJobId: row!.id, advertiserIds: ctx.advertiserIds },
      { tx },
    );
    await logActivity(tx, ctx, 'report', { id: row!.id, name }, 'created', [
      { field: 'report_type', old: null, new: accepted.type.code },
      { field: 'start_date', old: null, new: accepted.startDate },
      { field: 'end_date', old: null, new: accepted.endDate },
    ]);
    return row!.id;
  });
  return { report_job_id: id, no_data: false };
}

/** A report row in the caller's scope as a `ReportJob`, with its key and preview (404 outside it). */
export async function findJob(deps: AppDeps, ctx: AuthContext, id: number, sources: readonly ReportSource[]) {
  const [raw] = await rowsOf(
    deps.db,
    sql`select r.*, to_char(r.start_date, 'YYYY-MM-DD') as start_date, to_char(r.end_date, 'YYYY-MM-DD') as end_date,
          (r.status = 'success' and r.file_key is not null and r.expires_at > now()) as downloadable
        from report_jobs r where ${reportScope(ctx, sources)} and r.id = ${id}`,
  );
  if (!raw) throw notFound('Report');
  const preview = (typeof raw.preview === 'string' ? JSON.parse(raw.preview) : raw.preview) as {
    columns: string[];
    rows: (string | number | null)[][];
  } | null;
  return {
    job: mapReportJob(raw),
    fileKey: (raw.file_key as string | null) ?? null,
    expiresAt: raw.expires_at ? new Date(raw.expires_at as string) : null,
    preview,
  };
}

/** The poll of a job (any source of the account): its status, the job and, on success, its preview. */
export async function pollReport(deps: AppDeps, ctx: AuthContext, id: number): Promise<ReportPoll> {
  const found = await findJob(deps, ctx, id, ['direct', 'on_demand', 'scheduler']);
  return {
    status: found.job.status,
    job: found.job,
    columns: found.preview?.columns ?? [],
    preview: found.job.status === 'success' ? (found.preview?.rows ?? []) : [],
  };
}

/** The report as the lists show it. */
export const showReport = async (deps: AppDeps, ctx: AuthContext, id: number): Promise<ReportJob> =>
  (await findJob(deps, ctx, id, MY_REPORT_SOURCES)).job;

const expired = () => new ApiError(410, 'report.expired', 'The report file has expired: generate it again');

/** The key of a file that can be read: the job succeeded and its download time has not passed (410 after). */
function readableKey(found: Awaited<ReturnType<typeof findJob>>): string {
  if (found.job.status !== 'success') throw notFound('Report file');
  if (!found.fileKey || !found.expiresAt || found.expiresAt.getTime() <= Date.now()) throw expired();
  return found.fileKey;
}

const fileName = (job: ReportJob) =>
  `${job.report_type}-${job.id}-${(job.generated_at ?? job.created_at).slice(0, 10)}.${job.file_type}`;

/** Streams a report's file as an attachment. */
export async function downloadReport(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  reply: FastifyReply,
  sources: readonly ReportSource[],
) {
  const found = await findJob(deps, ctx, id, sources);
  const file = await deps.storage.readStream(readableKey(found));
  if (!file) throw expired();
  return reply
    .header('content-type', DOWNLOAD_MIME[found.job.file_type])
    .header('content-length', String(file.size))
    .header('content-disposition', `attachment; filename="${fileName(found.job)}"`)
    .send(file.stream);
}

/** Removes a report with its file (and the activity entry). */
export async function deleteReport(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  sources: readonly ReportSource[],
): Promise<ReportJob> {
  const found = await findJob(deps, ctx, id, sources);
  await deps.db.transaction(async (tx) => {
    await tx.delete(reportJobs).where(eq(reportJobs.id, id));
    await logActivity(tx, ctx, 'report', { id, name: found.job.name }, 'deleted', [
      { field: 'report_type', old: found.job.report_type, new: null },
    ]);
  });
  // A running job finds no row and removes what it wrote; a finished one's file goes now.
  await deps.storage.remove(reportFileKey(found.job.account_id, id, found.job.file_type));
  return { ...found.job, downloadable: false };
}

/**
 * Sends a report's file by e-mail to each recipient (docs/REPORTS.md#e-mail): only a succeeded
 * report whose file has not expired (409 while it runs or when it has none, 410 after), and a
 * file no larger than `REPORT_EMAIL_MAX_BYTES` (413). The body states the type, the days, the
 * time zone and how far the data is complete. One outbox message per recipient, in one
 * transaction with the activity entry.
 */
export async function emailReport(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  body: ReportEmailRequest,
): Promise<{ recipients: number }> {
  const found = await findJob(deps, ctx, id, ['direct', 'on_demand', 'scheduler']);
  if (found.job.status === 'in_progress')
    throw conflict('report.pending', 'The report is still being generated');
  if (found.job.status !== 'success') throw conflict('report.no_data', 'The report has no file to send');
  const key = readableKey(found);
  const size = await deps.storage.size(key);
  if (size === null) throw expired();
  if (size > deps.config.reports.emailMaxBytes)
    throw new ApiError(
      413,
      'report.attachment_too_large',
      `The file is larger than ${deps.config.reports.emailMaxBytes} bytes: download it instead`,
    );
  const job = found.job;
  const lines = [
    `${ctx.userName} sent you the report "${job.name}".`,
    '',
    `Report type: ${reportTypeName(job.report_type)}`,
    `Period: ${job.start_date} to ${job.end_date}`,
    `Time zone: ${job.time_zone}`,
    `Data complete through: ${job.data_complete_through ?? 'no delivery recorded yet'}`,
    `Generated at: ${job.generated_at}`,
    `Rows: ${job.rows}`,
    `Unique-device figures under ${job.privacy_min_devices} are written "< ${job.privacy_min_devices}".`,
    '',
    'The file is attached.',
  ];
  const recipients = [...new Set(body.emails.map((e) => e.toLowerCase()))];
  await deps.db.transaction(async (tx) => {
    for (const to of recipients)
      await deps.mailer.enqueue(tx, {
        accountId: ctx.accountId,
        to,
        subject: body.email_subject,
        text: `${lines.join('\n')}\n`,
        attachments: [{ filename: fileName(job), key, contentType: DOWNLOAD_MIME[job.file_type] }],
      });
    await logActivity(tx, ctx, 'report', { id, name: job.name }, 'emailed', [
      { field: 'emails', old: null, new: recipients },
    ]);
  });
  return { recipients: recipients.length };
}

/**
 * The geography report, answered directly (docs/REPORTS.md#geography): the whole file, or, past
 * `REPORT_DIRECT_MAX_ROWS` rows, status 236 with `report.row_limit_reached` and nothing cut.
 */
export async function geographyReport(
  deps: AppDeps,
  ctx: AuthContext,
  body: ReportRequestInput,
  reply: FastifyReply,
) {
  const accepted = await acceptRequest(deps, ctx, body, 'direct');
  const limit = deps.config.reports.directMaxRows;
  const controller = new AbortController();
  const rows = await readAnalytics(deps.analytics, async () => {
    const read = [];
    for await (const page of accepted.definition.rows(deps, {
      ...accepted.scope,
      signal: controller.signal,
    })) {
      read.push(...page);
      if (read.length > limit) {
        controller.abort();
        throw rowLimitReached(limit);
      }
    }
    return read;
  });
  if (rows.length === 0) throw new ApiError(404, 'report.empty', 'No data found with the requested filters');
  const generatedAt = new Date();
  const name = defaultName(accepted);
  const provenance = provenanceLines({
    typeCode: accepted.type.code,
    name,
    accountName: ctx.account.name,
    startDate: accepted.startDate,
    endDate: accepted.endDate,
    filters: await filtersInWords(deps.db, ctx.accountId, accepted.request.filters),
    scope: accepted.scope,
    generatedAt,
    completeThrough: await dataCompleteThrough(deps.db),
    notes: accepted.definition.notes?.(accepted.scope) ?? [],
  });
  const out = new PassThrough();
  const fileType = accepted.request.type;
  writeReportFile(out, {
    fileType,
    provenance,
    columns: reportColumns(accepted.definition, accepted.scope),
    pages: (async function* () {
      yield rows;
    })(),
  }).catch((error: unknown) => out.destroy(error as Error));
  return reply
    .header('content-type', DOWNLOAD_MIME[fileType])
    .header('x-report-rows', String(rows.length))
    .header(
      'content-disposition',
      `attachment; filename="geography-${generatedAt.toISOString().slice(0, 10)}.${fileType}"`,
    )
    .send(out);
}

/** The permission an on-demand type needs (`REPORT_ON_DEMAND`). */
export const onDemandPermission = (code: ReportOnDemandCode) => REPORT_ON_DEMAND[code];

/** The report type an on-demand code runs. */
const typeOfOnDemand = (code: ReportOnDemandCode) => REPORT_TYPES.find((t) => t.onDemand === code)!;

/**
 * An on-demand request (docs/REPORTS.md#on-demand): the type's own permission, then the mapped
 * report type runs as a job with source `on_demand`.
 */
export async function runOnDemand(
  deps: AppDeps,
  ctx: AuthContext,
  parsed: z.output<typeof reportOnDemandRequestSchema>,
): Promise<ReportRunResult> {
  if (!hasPermission(ctx, { subject: 'Report', action: onDemandPermission(parsed.report_type) }))
    throw forbidden();
  const type = typeOfOnDemand(parsed.report_type);
  const request: ReportRequestInput = { ...parsed.parameters, report_type: type.code };
  return runReport(deps, ctx, request, 'on_demand', parsed.report_type);
}
