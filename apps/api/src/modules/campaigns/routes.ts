import {
  acceptTermsSchema,
  activeParamSchema,
  bulkSetCampaignsSchema,
  CAMPAIGN_API,
  campaignListRowSchema,
  campaignRequestSchema,
  campaignSchema,
  campaignTermsSchema,
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
import { declareRoutes } from '../../platform/route.ts';
import { replyMetricList } from '../metrics/list.ts';
import { cloneCampaign, readCloneForm } from './clone.ts';
import { campaignListSpec } from './list-spec.ts';
import { createCampaign, findCampaign, updateCampaign } from './service.ts';
import { bulkSetCampaigns, deleteCampaign, setCampaignActive } from './state.ts';
import { acceptTerms, getTerms } from './terms.ts';

export const campaignRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'campaigns');

  route.get(CAMPAIGN_API.list, {
    access: 'Campaign:index',
    summary: 'Campaigns of the account (modes paginated, list, all, download as csv or xlsx)',
    querystring: metricListQuerySchema,
    response: z.union([
      paginated(campaignListRowSchema),
      z.array(campaignListRowSchema),
      z.array(listOptionSchema),
    ]),
    handler: async (request, reply) =>
      replyMetricList(request, reply, deps, campaignListSpec, request.query, auth(request), {
        level: 'campaign',
        metrics: METRIC_COLUMNS.campaigns.metrics,
      }),
  });

  route.post(CAMPAIGN_API.list, {
    access: 'Campaign:create',
    summary: 'Create a campaign (409 until the account has accepted the campaign terms)',
    body: campaignRequestSchema,
    response: campaignSchema,
    message: 'campaigns.created',
    handler: async (request) => createCampaign(deps, auth(request), request.body),
  });

  route.get(CAMPAIGN_API.terms, {
    access: 'Campaign:index',
    summary: 'The current campaign terms and the account’s acceptance',
    querystring: languageQuerySchema,
    response: campaignTermsSchema,
    handler: async (request) => getTerms(deps.db, auth(request), request.query.language),
  });

  route.post(CAMPAIGN_API.terms, {
    access: 'Campaign:create',
    summary: 'Accept the current campaign terms for the account (who, when and which version are kept)',
    querystring: languageQuerySchema,
    body: acceptTermsSchema,
    response: campaignTermsSchema,
    message: 'campaigns.terms_accepted',
    handler: async (request) =>
      acceptTerms(deps.db, auth(request), request.body.version, request.query.language),
  });

  route.put(CAMPAIGN_API.bulkSet.pattern, {
    access: 'Campaign:set_active',
    summary: 'Activate (1) or deactivate (0) several campaigns, all or nothing',
    params: z.object({ active: z.enum(['0', '1']).transform((v) => v === '1') }),
    body: bulkSetCampaignsSchema,
    response: z.object({ campaigns: z.array(z.number().int()), changed: z.number().int() }),
    message: 'campaigns.updated',
    handler: async (request) =>
      bulkSetCampaigns(deps, auth(request), request.body.campaigns, request.params.active),
  });

  route.post(CAMPAIGN_API.clone.pattern, {
    access: 'Campaign:clone',
    summary:
      'Copy a campaign: form data with `clone[]` entries `line_items` and `creatives` (associations) and an optional `name`; the copy starts inactive',
    consumes: ['multipart/form-data', 'application/json'],
    params: idParamSchema,
    response: campaignSchema,
    message: 'campaigns.cloned',
    handler: async (request) => {
      const form = await readCloneForm(request);
      return await cloneCampaign(deps, auth(request), request.params.id, form);
    },
  });

  route.get(CAMPAIGN_API.one.pattern, {
    access: 'Campaign:show',
    summary: 'One campaign',
    params: idParamSchema,
    response: campaignSchema,
    handler: async (request) => findCampaign(deps.db, auth(request), request.params.id),
  });

  route.put(CAMPAIGN_API.one.pattern, {
    access: 'Campaign:update',
    summary: 'Update a campaign (the advertiser cannot change)',
    params: idParamSchema,
    body: campaignRequestSchema,
    response: campaignSchema,
    message: 'campaigns.updated',
    handler: async (request) => updateCampaign(deps, auth(request), request.params.id, request.body),
  });

  route.put(CAMPAIGN_API.setActive.pattern, {
    access: 'Campaign:set_active',
    summary: 'Activate (1) or deactivate (0) a campaign',
    params: activeParamSchema,
    response: campaignSchema,
    message: 'campaigns.updated',
    handler: async (request) =>
      setCampaignActive(deps, auth(request), request.params.id, request.params.active),
  });

  route.delete(CAMPAIGN_API.one.pattern, {
    access: 'Campaign:delete',
    summary: 'Delete a campaign without line items and spend (409 with the reason otherwise)',
    params: idParamSchema,
    response: z.null(),
    message: 'campaigns.deleted',
    handler: async (request) => {
      await deleteCampaign(deps, auth(request), request.params.id);
      return null;
    },
  });
};
