import { readFile } from 'node:fs/promises';
import {
  ASSET_MAX_BYTES,
  type AssetKind,
  assetUploadFieldsSchema,
  CREATIVE_ASSET_API,
  checkTagAnswerSchema,
  checkTagRequestSchema,
  creativeAssetSchema,
  envelope,
  extractVastRequestSchema,
  VAST_MAX_BYTES,
  vastAttributesSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, issuesToFieldErrors, notFound } from '../../platform/errors.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { checkTag } from './check-tag.ts';
import { creativeAssetListSpec } from './list-spec.ts';
import { receiveMultipart } from './multipart-files.ts';
import { storeAsset } from './store.ts';
import { extractVastAttributes } from './vast.ts';

const _one = { 200: envelope(creativeAssetSchema) };

const UPLOAD_SUMMARIES: Record<AssetKind, string> = {
  image: 'Upload an image asset (.gif .jpg .jpeg .png, 2 MB; `thumbnail=1` marks a thumbnail)',
  html: 'Upload an HTML5 asset (a .zip with an index.html at its root or in its one top folder, 10 MB packed)',
  video: 'Upload a video asset (.mp4, 200 MB; duration, frame size and bit rate are read from the file)',
  audio: 'Upload an audio asset (.mp3 .m4a .ogg .wav, 50 MB; duration and bit rate are read from the file)',
};

/** Creative assets: uploads, list and detail, signed previews, VAST extraction and the tag check. */
export const creativeAssetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'creative assets');

  const listSpec = creativeAssetListSpec(deps.storage);

  for (const kind of Object.keys(CREATIVE_ASSET_API.upload) as AssetKind[]) {
    route.post(CREATIVE_ASSET_API.upload[kind], {
      access: 'Creative:asset_create',
      summary: UPLOAD_SUMMARIES[kind],
      description:
        'Multipart form data: the file in `file`, optional `advertiser_id` (an advertiser the caller sees). ' +
        'The size limit is enforced while the file streams in (413, nothing stored); the real format must ' +
        'match the extension (422 with a `validation.asset.*` or `validation.zip.*` key).',
      consumes: ['multipart/form-data'],
      response: creativeAssetSchema,
      message: 'creative_assets.uploaded',
      handler: async ({ user, request }) => {
        const received = await receiveMultipart(request, deps, { file: { maxBytes: ASSET_MAX_BYTES[kind] } });
        const file = received.files.file;
        try {
          if (!file || file.bytes === 0)
            throw badRequest({ file: ['validation.file_required'] }, 'Upload a file');
          const parsed = assetUploadFieldsSchema.safeParse(received.fields);
          if (!parsed.success) throw badRequest(issuesToFieldErrors(parsed.error.issues));
          const stored = await storeAsset(deps.db, deps, user, {
            kind,
            file,
            advertiserId: parsed.data.advertiser_id,
            thumbnail: parsed.data.thumbnail,
          });
          return stored.asset;
        } finally {
          await received.cleanup();
        }
      },
    });
  }

  route.list(CREATIVE_ASSET_API.list, {
    access: 'Creative:asset_index',
    summary:
      'Assets of the account (modes paginated, list, all, download; filters asset_type_id, advertiser_id, thumbnail)',
    item: creativeAssetSchema,
    handler: listHandler(deps.db, listSpec),
  });

  route.get(CREATIVE_ASSET_API.one, {
    access: 'Creative:asset_show',
    summary: 'One asset, with signed `url` and `preview_url` (valid 300 s)',
    response: creativeAssetSchema,
    handler: async ({ params, user }) => {
      const asset = await findInScope(deps.db, listSpec, user, params.id);
      if (!asset) throw notFound('Asset');
      return asset;
    },
  });

  route.post(CREATIVE_ASSET_API.extractVast, {
    access: 'Creative:create',
    summary: 'Read duration, media files, skip offset and tracking events from VAST 2.0, 3.0 or 4.x XML',
    description:
      'JSON `{xml}` or multipart form data with the document in `file` (1 MB). Wrappers answer their ' +
      '`VASTAdTagURI`, which is never fetched. Malformed XML, a DOCTYPE or a document without an ad is a 422.',
    consumes: ['application/json', 'multipart/form-data'],
    response: vastAttributesSchema,
    handler: async ({ body, request }) => {
      let xml: unknown;
      if (request.isMultipart()) {
        const received = await receiveMultipart(request, deps, { file: { maxBytes: VAST_MAX_BYTES } });
        try {
          const file = received.files.file;
          xml = file ? await readFile(file.path, 'utf8') : received.fields.xml;
        } finally {
          await received.cleanup();
        }
      } else {
        xml = (body as { xml?: unknown } | undefined)?.xml;
      }
      const parsed = extractVastRequestSchema.safeParse({ xml });
      if (!parsed.success) throw badRequest(issuesToFieldErrors(parsed.error.issues));
      return extractVastAttributes(parsed.data.xml);
    },
  });

  route.post(CREATIVE_ASSET_API.checkTag, {
    access: 'Creative:create',
    summary: 'Check a third-party HTML/JavaScript tag without fetching anything',
    description:
      'Parses the tag and answers errors (no ad element, unbalanced markup, http:// resources when ' +
      '`secure`) and warnings (missing click macro, document.write) as `creative_tag.*` keys with ' +
      'details, and what it detected: ad server, dimensions, element counts, VAST URL, click macro.',
    body: checkTagRequestSchema,
    response: checkTagAnswerSchema,
    handler: ({ body }) => checkTag(body.tag, body.secure),
  });
};
