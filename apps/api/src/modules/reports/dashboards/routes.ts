import {
  DASHBOARD_DENIED_MESSAGE,
  dashboardCampaignQuerySchema,
  dashboardDataQuerySchema,
  dashboardDataSchema,
  dashboardFinalRequestSchema,
  dashboardPartialRequestSchema,
  dashboardUrlSchema,
  REPORT_DASHBOARD_API,
  reportListEntrySchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps.ts';
import { declareRoutes } from '../../../platform/route.ts';
import { dashboardData, dashboardUrl, reportLists } from './service.ts';

const URL_ACCESS = 'Report:generate_looker_url' as const;
const denied = { denied: DASHBOARD_DENIED_MESSAGE };
const URL_DESCRIPTION =
  'The URL opens the dashboard page without signing in until `expires_at` (300 s); its token signs ' +
  'the parameters and the expiry, so an altered one is refused. A campaign outside the caller’s ' +
  'account or advertisers is 404; without `Report:generate_looker_url` the answer is 403 ' +
  '"Access denied, contact the administrator".';

/** Embedded dashboards (docs/REPORTS.md#dashboards): the report lists, signed URLs and their figures. */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'reports');

  route.get(REPORT_DASHBOARD_API.lists, {
    access: 'Report:create_report',
    summary: 'The report lists: the dashboard types (code, name, src: the call that signs its URL)',
    response: z.array(reportListEntrySchema),
    handler: () => reportLists(),
  });

  route.get(REPORT_DASHBOARD_API.performanceCampaign, {
    access: URL_ACCESS,
    config: denied,
    summary: 'A signed URL of a campaign’s performance dashboard (its flight to date)',
    description: URL_DESCRIPTION,
    querystring: dashboardCampaignQuerySchema,
    response: dashboardUrlSchema,
    handler: ({ query, user }) => dashboardUrl(deps, user, 'performance_campaign', query.campaign_id),
  });

  route.post(REPORT_DASHBOARD_API.partialReport, {
    access: URL_ACCESS,
    config: denied,
    summary: 'A signed URL of a campaign’s partial report dashboard (the days chosen)',
    description: `${URL_DESCRIPTION} The days follow the report date rules (422 with their keys).`,
    body: dashboardPartialRequestSchema,
    response: dashboardUrlSchema,
    handler: ({ body, user }) =>
      dashboardUrl(deps, user, 'partial_report', body.campaign_id, {
        start: body.start_date,
        end: body.end_date,
      }),
  });

  route.post(REPORT_DASHBOARD_API.finalReport, {
    access: URL_ACCESS,
    config: denied,
    summary: 'A signed URL of a campaign’s final report dashboard (its whole flight)',
    description: URL_DESCRIPTION,
    body: dashboardFinalRequestSchema,
    response: dashboardUrlSchema,
    handler: ({ body, user }) => dashboardUrl(deps, user, 'final_report', body.campaign_id),
  });

  route.get(REPORT_DASHBOARD_API.data, {
    access: 'public',
    summary: 'The figures of the dashboard a signed token opens (no session)',
    description:
      'Only the signed account’s campaign over the signed window. An altered or unknown token is ' +
      '403 `report.dashboard_invalid`; one past its expiry is 410 `report.dashboard_expired`.',
    querystring: dashboardDataQuerySchema,
    response: dashboardDataSchema,
    errors: [403, 404, 410],
    handler: ({ query }) => dashboardData(deps, query.token),
  });
};
