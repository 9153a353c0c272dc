import {
  CPI_CAMPAIGN_API,
  CPI_FILE_FIELDS,
  CPI_IMAGE_MAX_BYTES,
  CPI_VIDEO_MAX_BYTES,
  cpiCampaignRequestSchema,
  cpiCampaignSchema,
  cpiCreativeFieldsSchema,
  cpiCreativeSchema,
  cpiNoteRequestSchema,
  cpiNoteSchema,
  cpiSendEmailSchema,
} from '@beacon/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, issuesToFieldErrors } from '../../platform/errors.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { receiveMultipart } from '../creative-assets/multipart-files.ts';
import { cpiCreativeListSpec } from './creative-list-spec.ts';
import { saveCpiCreative } from './creatives.ts';
import { cpiCampaignListSpec } from './list-spec.ts';
import { cpiNoteListSpec } from './note-list-spec.ts';
import { sendCpiCampaignEmail } from './send-email.ts';
import { addCpiNote, createCpiCampaign, findCpiCampaign, updateCpiCampaign } from './service.ts';

const CREATIVE_FORM =
  'Multipart form data: `campaign_id`, `name`, `type_creative` (display, native or video), optional ' +
  '`creative_type_id`, `size_id`, `aspect_ratio_id`, `title_text`, `body_text`, `call_to_action`, and the ' +
  'files `images` and `icons` (PNG, JPEG or GIF, 2 MB) and `videos` (MP4, 50 MB), one of each per call; a ' +
  'file sent replaces the one of its field. A native creative needs an image of 1200x627 and an icon of ' +
  '180x180; a video creative needs a video (422 with a `validation.*` key otherwise). A request of another ' +
  'account is a 404.';

/** CPI campaign requests (docs/CPI_CAMPAIGNS.md): requests, notes, creatives and the e-mail send. */
export const cpiCampaignRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'cpi campaigns');
  const creativeSpec = cpiCreativeListSpec(deps.storage);

  route.list(CPI_CAMPAIGN_API.list, {
    access: 'CpiCampaign:index',
    summary:
      'Requests of the account (modes paginated, list, all, download); filters id, name, brand, type_id, ' +
      'owner_id, provider_id, buy_model_id, mmp_id, status_id, currency, app_bundle',
    item: cpiCampaignSchema,
    handler: listHandler(deps.db, cpiCampaignListSpec),
  });

  route.post(CPI_CAMPAIGN_API.create, {
    access: 'CpiCampaign:create',
    summary: 'Create a request',
    description:
      'The MMP tracking link and the store URL must be http(s) addresses; the store URL must name an app ' +
      '(Google Play `id=` or App Store `id…`) and not be requested already in the account; the end date is ' +
      'after the start; the budget is within the ceiling of its currency (422 with field keys).',
    body: cpiCampaignRequestSchema,
    response: cpiCampaignSchema,
    message: 'cpi_campaigns.messages.created',
    handler: ({ body, user }) => createCpiCampaign(deps, user, body),
  });

  route.put(CPI_CAMPAIGN_API.update, {
    access: 'CpiCampaign:update',
    summary: 'Update a request (the body may repeat the id of the path); the same rules as create',
    body: cpiCampaignRequestSchema,
    response: cpiCampaignSchema,
    message: 'cpi_campaigns.messages.updated',
    handler: ({ params, body, user }) => updateCpiCampaign(deps, user, params.id, body),
  });

  route.get(CPI_CAMPAIGN_API.show, {
    access: 'CpiCampaign:show',
    summary: 'One request with its lookup names, duration and note and creative counts',
    response: cpiCampaignSchema,
    handler: ({ params, user }) => findCpiCampaign(deps.db, user, params.id),
  });

  route.post(CPI_CAMPAIGN_API.sendEmail, {
    access: 'CpiCampaign:send_cpi_campaign_mail',
    summary: 'E-mail the request with its creatives to the sender, the owner (copy) and the provider',
    description:
      'The message lists every field and creative; creative files are attached up to 20 MB in all. It is ' +
      'written to the outbox and sent over SMTP by a job after the call commits.',
    response: cpiSendEmailSchema,
    message: 'cpi_campaigns.messages.sent',
    handler: ({ params, user }) => sendCpiCampaignEmail(deps, user, params.id),
  });

  route.list(CPI_CAMPAIGN_API.notes, {
    access: 'CpiCampaign:note_index',
    summary: 'Notes of the account’s requests, newest first (filter ext_camp_id for one request)',
    item: cpiNoteSchema,
    handler: listHandler(deps.db, cpiNoteListSpec),
  });

  route.post(CPI_CAMPAIGN_API.notes, {
    access: 'CpiCampaign:note_create',
    summary: 'Add a note to a request’s history (a request of another account is a 404)',
    body: cpiNoteRequestSchema,
    response: cpiNoteSchema,
    message: 'cpi_campaigns.messages.note_added',
    handler: ({ body, user }) => addCpiNote(deps, user, body),
  });

  route.list(CPI_CAMPAIGN_API.creatives, {
    access: 'CpiCampaign:creative_index',
    summary:
      'Creatives of the account’s requests with signed file addresses (filter campaign_id for one request)',
    item: cpiCreativeSchema,
    handler: listHandler(deps.db, creativeSpec),
  });

  const save = async (request: FastifyRequest, user: AuthContext, id: number | null) => {
    const received = await receiveMultipart(request, deps, {
      images: { maxBytes: CPI_IMAGE_MAX_BYTES },
      icons: { maxBytes: CPI_IMAGE_MAX_BYTES },
      videos: { maxBytes: CPI_VIDEO_MAX_BYTES },
    });
    try {
      const unknown = Object.keys(received.fields).filter((k) => !(k in cpiCreativeFieldsSchema.shape));
      if (unknown.length)
        throw badRequest(Object.fromEntries(unknown.map((k) => [k, ['validation.unknown_field']])));
      const parsed = cpiCreativeFieldsSchema.safeParse(received.fields);
      if (!parsed.success) throw badRequest(issuesToFieldErrors(parsed.error.issues));
      const files = Object.fromEntries(
        CPI_FILE_FIELDS.flatMap((f) => (received.files[f] ? [[f, received.files[f]]] : [])),
      );
      return await saveCpiCreative(deps, user, id, parsed.data, files);
    } finally {
      await received.cleanup();
    }
  };

  route.post(CPI_CAMPAIGN_API.creative, {
    access: 'CpiCampaign:creative_create',
    summary: 'Add a creative (display, native or video) to a request',
    description: CREATIVE_FORM,
    consumes: ['multipart/form-data'],
    response: cpiCreativeSchema,
    message: 'cpi_campaigns.messages.creative_saved',
    handler: ({ user, request }) => save(request, user, null),
  });

  route.post(CPI_CAMPAIGN_API.creativeUpdate, {
    access: 'CpiCampaign:creative_update',
    summary: 'Update a creative of a request',
    description: CREATIVE_FORM,
    consumes: ['multipart/form-data'],
    response: cpiCreativeSchema,
    message: 'cpi_campaigns.messages.creative_saved',
    handler: ({ params, user, request }) => save(request, user, params.id),
  });
};
