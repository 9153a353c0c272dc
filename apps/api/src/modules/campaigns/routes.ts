import {
  API,
  acceptTermsSchema,
  activeParamSchema,
  bulkSetCampaignsSchema,
  campaignListRowSchema,
  campaignRequestSchema,
  campaignSchema,
  campaignTermsSchema,
  envelope,
  idParamSchema,
  languageQuerySchema,
  listOptionSchema,
  METRIC_COLUMNS,
  metricListQuerySchema,
  paginated,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { replyMetricList } from '../metrics/list.ts';
import { cloneCampaign, readCloneForm } from './clone.ts';
import { campaignListSpec } from './list-spec.ts';
import { createCampaign, findCampaign, updateCampaign } from './service.ts';
import { bulkSetCampaigns, deleteCampaign, setCampaignActive } from './state.ts';
import { acceptTerms, getTerms } from './terms.ts';

const tags = ['campaigns'];
const one = { 200: envelope(campaignSchema) };

export const campaignRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    API.campaigns.list,
    {
      config: { access: { subject: 'Campaign', action: 'index' } },
      schema: {
        tags,
        summary: 'Campaigns of the account (modes paginated, list, all, download as csv or xlsx)',
        querystring: metricListQuerySchema,
        response: {
          200: envelope(
            z.union([
              paginated(campaignListRowSchema),
              z.array(campaignListRowSchema),
              z.array(listOptionSchema),
            ]),
          ),
        },
      },
    },
    async (request, reply) =>
      replyMetricList(request, reply, deps, campaignListSpec, request.query, auth(request), {
        level: 'campaign',
        metrics: METRIC_COLUMNS.campaigns.metrics,
      }),
  );

  app.post(
    API.campaigns.list,
    {
      config: { access: { subject: 'Campaign', action: 'create' } },
      schema: {
        tags,
        summary: 'Create a campaign (409 until the account has accepted the campaign terms)',
        body: campaignRequestSchema,
        response: one,
      },
    },
    async (request) => ok(await createCampaign(deps, auth(request), request.body), 'campaigns.created'),
  );

  app.get(
    API.campaigns.terms,
    {
      config: { access: { subject: 'Campaign', action: 'index' } },
      schema: {
        tags,
        summary: 'The current campaign terms and the account’s acceptance',
        querystring: languageQuerySchema,
        response: { 200: envelope(campaignTermsSchema) },
      },
    },
    async (request) => ok(await getTerms(deps.db, auth(request), request.query.language)),
  );

  app.post(
    API.campaigns.terms,
    {
      config: { access: { subject: 'Campaign', action: 'create' } },
      schema: {
        tags,
        summary: 'Accept the current campaign terms for the account (who, when and which version are kept)',
        querystring: languageQuerySchema,
        body: acceptTermsSchema,
        response: { 200: envelope(campaignTermsSchema) },
      },
    },
    async (request) =>
      ok(
        await acceptTerms(deps.db, auth(request), request.body.version, request.query.language),
        'campaigns.terms_accepted',
      ),
  );

  app.put(
    '/api/campaigns/bulk_set/:active',
    {
      config: { access: { subject: 'Campaign', action: 'set_active' } },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) several campaigns, all or nothing',
        params: z.object({ active: z.enum(['0', '1']).transform((v) => v === '1') }),
        body: bulkSetCampaignsSchema,
        response: {
          200: envelope(z.object({ campaigns: z.array(z.number().int()), changed: z.number().int() })),
        },
      },
    },
    async (request) =>
      ok(
        await bulkSetCampaigns(deps, auth(request), request.body.campaigns, request.params.active),
        'campaigns.updated',
      ),
  );

  app.post(
    '/api/campaigns/clone/:id',
    {
      config: { access: { subject: 'Campaign', action: 'clone' } },
      schema: {
        tags,
        summary:
          'Copy a campaign: form data with `clone[]` entries `line_items` and `creatives` (associations) and an optional `name`; the copy starts inactive',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamSchema,
        response: one,
      },
    },
    async (request) => {
      const form = await readCloneForm(request);
      return ok(await cloneCampaign(deps, auth(request), request.params.id, form), 'campaigns.cloned');
    },
  );

  app.get(
    '/api/campaigns/:id',
    {
      config: { access: { subject: 'Campaign', action: 'show' } },
      schema: { tags, summary: 'One campaign', params: idParamSchema, response: one },
    },
    async (request) => ok(await findCampaign(deps.db, auth(request), request.params.id)),
  );

  app.put(
    '/api/campaigns/:id',
    {
      config: { access: { subject: 'Campaign', action: 'update' } },
      schema: {
        tags,
        summary: 'Update a campaign (the advertiser cannot change)',
        params: idParamSchema,
        body: campaignRequestSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await updateCampaign(deps, auth(request), request.params.id, request.body), 'campaigns.updated'),
  );

  app.put(
    '/api/campaigns/:id/set/:active',
    {
      config: { access: { subject: 'Campaign', action: 'set_active' } },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) a campaign',
        params: activeParamSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await setCampaignActive(deps, auth(request), request.params.id, request.params.active),
        'campaigns.updated',
      ),
  );

  app.delete(
    '/api/campaigns/:id',
    {
      config: { access: { subject: 'Campaign', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a campaign without line items and spend (409 with the reason otherwise)',
        params: idParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteCampaign(deps, auth(request), request.params.id);
      return ok(null, 'campaigns.deleted');
    },
  );
};
