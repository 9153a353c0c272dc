import {
  acceptTermsSchema,
  bulkSetCampaignsSchema,
  CAMPAIGN_API,
  campaignListRowSchema,
  campaignRequestSchema,
  campaignSchema,
  campaignTermsSchema,
  languageQuerySchema,
  METRIC_COLUMNS,
  metricListQuerySchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  route.list(CAMPAIGN_API.list, {
    access: 'Campaign:index',
    summary: 'Campaigns of the account (modes paginated, list, all, download as csv or xlsx)',
    querystring: metricListQuerySchema,
    item: campaignListRowSchema,
    handler: ({ query, user, request }, reply) =>
      replyMetricList(request, reply, deps, campaignListSpec, query, user, {
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
    handler: ({ body, user }) => createCampaign(deps, user, body),
  });

  route.get(CAMPAIGN_API.terms, {
    access: 'Campaign:index',
    summary: 'The current campaign terms and the account’s acceptance',
    querystring: languageQuerySchema,
    response: campaignTermsSchema,
    handler: ({ query, user }) => getTerms(deps.db, user, query.language),
  });

  route.post(CAMPAIGN_API.terms, {
    access: 'Campaign:create',
    summary: 'Accept the current campaign terms for the account (who, when and which version are kept)',
    querystring: languageQuerySchema,
    body: acceptTermsSchema,
    response: campaignTermsSchema,
    message: 'campaigns.terms_accepted',
    handler: ({ query, body, user }) => acceptTerms(deps.db, user, body.version, query.language),
  });

  route.put(CAMPAIGN_API.bulkSet, {
    access: 'Campaign:set_active',
    summary: 'Activate (1) or deactivate (0) several campaigns, all or nothing',
    body: bulkSetCampaignsSchema,
    response: z.object({ campaigns: z.array(z.number().int()), changed: z.number().int() }),
    message: 'campaigns.updated',
    handler: ({ params, body, user }) => bulkSetCampaigns(deps, user, body.campaigns, params.active),
  });

  route.post(CAMPAIGN_API.clone, {
    access: 'Campaign:clone',
    summary:
      'Copy a campaign: form data with `clone[]` entries `line_items` and `creatives` (associations) and an optional `name`; the copy starts inactive',
    consumes: ['multipart/form-data', 'application/json'],
    response: campaignSchema,
    message: 'campaigns.cloned',
    handler: async ({ params, user, request }) => {
      const form = await readCloneForm(request);
      return await cloneCampaign(deps, user, params.id, form);
    },
  });

  route.get(CAMPAIGN_API.one, {
    access: 'Campaign:show',
    summary: 'One campaign',
    response: campaignSchema,
    handler: ({ params, user }) => findCampaign(deps.db, user, params.id),
  });

  route.put(CAMPAIGN_API.one, {
    access: 'Campaign:update',
    summary: 'Update a campaign (the advertiser cannot change)',
    body: campaignRequestSchema,
    response: campaignSchema,
    message: 'campaigns.updated',
    handler: ({ params, body, user }) => updateCampaign(deps, user, params.id, body),
  });

  route.put(CAMPAIGN_API.setActive, {
    access: 'Campaign:set_active',
    summary: 'Activate (1) or deactivate (0) a campaign',
    response: campaignSchema,
    message: 'campaigns.updated',
    handler: ({ params, user }) => setCampaignActive(deps, user, params.id, params.active),
  });

  route.remove(CAMPAIGN_API.one, {
    access: 'Campaign:delete',
    summary: 'Delete a campaign without line items and spend (409 with the reason otherwise)',
    message: 'campaigns.deleted',
    handler: ({ params, user }) => deleteCampaign(deps, user, params.id),
  });
};
