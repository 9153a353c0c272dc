import {
  REPORT_API,
  REPORT_DATA_RANGES,
  REPORT_FILE_TYPES,
  REPORT_LIMITS,
  REPORT_QUICK_RANGES,
  REPORT_TYPE_CODES,
  reportDataRangesSchema,
  reportEmailRequestSchema,
  reportFieldSchema,
  reportJobSchema,
  reportOnDemandRequestSchema,
  reportOnDemandSchema,
  reportPdfRequestSchema,
  reportPlaceCategoriesQuerySchema,
  reportPlaceCategorySchema,
  reportPollSchema,
  reportRequestSchema,
  reportRunResultSchema,
  reportTypeSchema,
  reportYears,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { findInScopeOrThrow } from '../../platform/list-query/find-one.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { onDemandListSpec, reportListSpec } from './list-spec.ts';
import { campaignPdf } from './pdf/service.ts';
import { placeCategories } from './place-categories.ts';
import { todayUtc } from './scope.ts';
import {
  deleteReport,
  downloadReport,
  emailReport,
  geographyReport,
  pollReport,
  reportFields,
  reportTypes,
  runOnDemand,
  runReport,
  showReport,
} from './service.ts';

const FILE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
const typeQuery = z.object({ report_type: z.enum(REPORT_TYPE_CODES, { error: 'report.type_invalid' }) });
const pollParams = z.object({
  jobId: z.coerce.number().int().min(1).max(2_147_483_647),
  type: z.enum(REPORT_TYPE_CODES, { error: 'report.type_invalid' }),
});

/** Reports (docs/REPORTS.md): lookups, requests, the poll, files, "my reports", e-mail, on demand. */
export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'reports');

  route.get(REPORT_API.types, {
    access: 'signed_in',
    summary: 'Report types the server runs, each with whether the caller may run it (`allowed`)',
    response: z.array(reportTypeSchema),
    handler: ({ user }) => reportTypes(user),
  });

  route.get(REPORT_API.dimensions, {
    access: 'Report:lookup_dimensions',
    summary: 'Dimensions of a report type (404 for a type the server does not run)',
    querystring: typeQuery,
    response: z.array(reportFieldSchema),
    errors: [404],
    handler: ({ query }) => [...reportFields(query.report_type, 'dimensions')],
  });

  route.get(REPORT_API.metrics, {
    access: 'Report:lookup_metrics',
    summary: 'Metrics of a report type (404 for a type the server does not run)',
    querystring: typeQuery,
    response: z.array(reportFieldSchema),
    errors: [404],
    handler: ({ query }) => [...reportFields(query.report_type, 'metrics')],
  });

  route.get(REPORT_API.dataRanges, {
    access: 'Report:lookup_data_range',
    summary: 'Date ranges (all, the quick ones) and the years a request may name',
    response: reportDataRangesSchema,
    handler: () => {
      const today = todayUtc();
      return {
        ranges: [...REPORT_DATA_RANGES],
        quick: [...REPORT_QUICK_RANGES],
        years: reportYears(today),
        today,
        max_days: REPORT_LIMITS.maxDays,
      };
    },
  });

  route.get(REPORT_API.placeCategories, {
    access: 'Report:create_report',
    summary:
      'Categories of the public POIs or OOH sites (kind=poi|ooh) a report can read near, the most places first',
    querystring: reportPlaceCategoriesQuerySchema,
    response: z.array(reportPlaceCategorySchema),
    handler: ({ query }) => placeCategories(deps, query.kind),
  });

  route.get(REPORT_API.formatTypes, {
    access: 'signed_in',
    summary: 'File types of reports',
    response: z.array(z.enum(REPORT_FILE_TYPES)),
    handler: () => [...REPORT_FILE_TYPES],
  });

  route.post(REPORT_API.run, {
    access: 'Report:create_report',
    summary:
      'Request a report: answers the job id to poll, or `no_data` when nothing was delivered in its scope',
    description:
      'The rules of `reportRequestErrors` answer 422 with field keys (report.data_range_required, ' +
      'report.dimensions_required, report.metrics_required, report.campaign_required…); an id of the ' +
      'filters outside the account (or hidden from the caller) answers 404. Geography is answered by ' +
      '`POST /api/reports/geography` instead.',
    body: reportRequestSchema,
    response: reportRunResultSchema,
    message: (data) => (data.no_data ? 'report.no_data' : 'report.pending'),
    handler: ({ body, user }) => runReport(deps, user, body),
  });

  route.post(REPORT_API.geography, {
    access: 'Report:create_report',
    summary: 'The geography report as a file (csv or xlsx), answered directly',
    description:
      'Past `REPORT_DIRECT_MAX_ROWS` rows (30,000 by default) the answer is status 236 with the code ' +
      '`report.row_limit_reached` and the limit in `X-Row-Limit`: nothing is cut. No delivery in scope ' +
      'answers 404 `report.empty`.',
    body: reportRequestSchema,
    file: { description: 'The report file', types: FILE_TYPES },
    errors: [236, 404],
    handler: ({ body, user }, reply) => geographyReport(deps, user, body, reply),
  });

  route.post(REPORT_API.pdf, {
    access: 'Report:create_report',
    summary: 'A campaign’s delivery report as a PDF, answered directly',
    description:
      'Cover (campaign, advertiser, period, time zone, generated at, data complete through), key ' +
      'figures, daily charts and tables by day, line item and creative, in `language` (the caller’s ' +
      'own when absent). Dates follow the report rules (422 with their keys); a campaign outside the ' +
      'caller’s account or advertisers is 404; an account on the caller’s forbidden-accounts list ' +
      '(and account 300) answers 403 `report.pdf_account_forbidden`.',
    body: reportPdfRequestSchema,
    file: { description: 'The PDF report', types: ['application/pdf'] },
    handler: ({ body, user }, reply) => campaignPdf(deps, user, body, reply),
  });

  route.get(REPORT_API.poll, {
    access: 'Report:show_report_job',
    summary: 'Poll a report job: its status and, once it succeeded, the first rows',
    params: pollParams,
    response: reportPollSchema,
    handler: async ({ params, user }) => {
      const poll = await pollReport(deps, user, params.jobId);
      if (poll.job.report_type !== params.type) throw notFound('Report');
      return poll;
    },
  });

  route.get(REPORT_API.download, {
    access: 'Report:show_report_job',
    summary: 'The file of a succeeded report (404 without one; 410 `report.expired` once its time passed)',
    file: { description: 'The report file', types: FILE_TYPES },
    errors: [410],
    handler: ({ params, user }, reply) =>
      downloadReport(deps, user, params.id, reply, ['direct', 'scheduler']),
  });

  route.list(REPORT_API.list, {
    access: 'Report:show_report_job',
    summary:
      'My reports (modes paginated, list, all, download); filters id, report_type_name (type codes), name, user_name, status (ready, error, in_progress, scheduler), start_date',
    item: reportJobSchema,
    handler: listHandler(deps.db, reportListSpec),
  });

  route.get(REPORT_API.one, {
    access: 'Report:show_report_job',
    summary: 'One report of "my reports"',
    response: reportJobSchema,
    handler: ({ params, user }) => showReport(deps, user, params.id),
  });

  route.delete(REPORT_API.one, {
    access: 'Report:create_report',
    summary: 'Delete a report and its file',
    response: reportJobSchema,
    message: 'report.deleted',
    handler: ({ params, user }) => deleteReport(deps, user, params.id, ['direct', 'scheduler']),
  });

  route.post(REPORT_API.sendEmail, {
    access: 'Report:send_email_report_job',
    summary: 'Send a report’s file by e-mail, as an attachment',
    description:
      'Only a succeeded report whose file has not expired (409 `report.pending` while it runs, 410 ' +
      '`report.expired` after); a file over `REPORT_EMAIL_MAX_BYTES` answers 413.',
    body: reportEmailRequestSchema,
    response: z.object({ recipients: z.number().int() }),
    message: 'report.emailed',
    errors: [410],
    handler: ({ params, body, user }) => emailReport(deps, user, params.id, body),
  });

  route.list(REPORT_API.onDemand, {
    access: 'Report:index_report_on_demand',
    summary:
      'On-demand reports (modes paginated, list, all, download); filters id, report_type, parameters, status, email, start_date, finish_date',
    item: reportOnDemandSchema,
    handler: listHandler(deps.db, onDemandListSpec),
  });

  route.post(REPORT_API.onDemand, {
    access: 'Report:index_report_on_demand',
    summary: 'Request an on-demand report (needs the type’s own permission, e.g. `Report:on_demand_geo`)',
    body: reportOnDemandRequestSchema,
    response: reportRunResultSchema,
    message: (data) => (data.no_data ? 'report.no_data' : 'report.pending'),
    handler: ({ body, user }) => runOnDemand(deps, user, body),
  });

  route.get(REPORT_API.onDemandOne, {
    access: 'Report:index_report_on_demand',
    summary: 'One on-demand report',
    response: reportOnDemandSchema,
    handler: ({ params, user }) => findInScopeOrThrow(deps.db, onDemandListSpec, user, params.id, 'Report'),
  });

  route.get(REPORT_API.onDemandDownload, {
    access: 'Report:on_demand_download',
    summary: 'The file of a succeeded on-demand report (410 `report.expired` once its time passed)',
    file: { description: 'The report file', types: FILE_TYPES },
    errors: [410],
    handler: ({ params, user }, reply) => downloadReport(deps, user, params.id, reply, ['on_demand']),
  });

  route.delete(REPORT_API.onDemandOne, {
    access: 'Report:create_report',
    summary: 'Delete an on-demand report and its file',
    response: reportJobSchema,
    message: 'report.deleted',
    handler: ({ params, user }) => deleteReport(deps, user, params.id, ['on_demand']),
  });
};
