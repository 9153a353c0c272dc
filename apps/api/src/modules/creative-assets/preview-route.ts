import { CREATIVE_ASSET_API } from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { sendStored } from '../../platform/files/send-stored.ts';
import { declareRoutes } from '../../platform/route.ts';
import { FRAMED_CREATIVE_CSP, framedByConsole } from '../../platform/security-headers.ts';
import { folderKey } from './asset-files.ts';

/**
 * Serves asset files by signed URL, without a bearer token (an `<iframe>`, `<img>`, `<video>` or
 * `<audio>` cannot send one). Every answer carries `Content-Security-Policy: sandbox allow-scripts;
 * frame-ancestors 'self'`: an HTML5 creative opened directly or framed runs in an opaque origin,
 * with no access to the console's origin, cookies or storage (the console also frames it with
 * `<iframe sandbox="allow-scripts">`), and only the console may frame it; its files may be loaded
 * from that opaque origin (`Cross-Origin-Resource-Policy: cross-origin`). `nosniff` keeps browsers
 * to the declared content types, which come from the file extensions. Range requests are
 * answered (206) so players can seek.
 */
export const assetPreviewRoute: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'creative assets');

  route.get(CREATIVE_ASSET_API.preview, {
    access: 'public',
    // A creative's files are asked for with queries of its own (`?clickTag=`, cache-busting).
    config: { anyQuery: true },
    summary: 'A file of an asset by signed URL (valid 300 s): images, videos, audio, HTML5 folders',
    file: {
      description: 'The file, with the media type of its content',
      types: ['application/octet-stream'],
    },
    params: z.object({
      expires: z.coerce.number().int(),
      signature: z.string().max(100),
      account: z.coerce.number().int().positive(),
      uuid: z.uuid(),
      '*': z.string().max(1000),
    }),
    helmet: framedByConsole,
    handler: async ({ params, request }, reply) => {
      const { expires, signature, account, uuid } = params;
      const folder = { account, uuid };
      if (!deps.storage.verify(folderKey(folder), expires, signature)) throw notFound('File');
      const file = params['*'];
      const segments = file.split('/');
      if (
        !file ||
        file.includes('\\') ||
        file.includes('\0') ||
        // Dot files (`.htaccess`, `.git/…`) are never served, as a static server would deny them.
        segments.some((s) => s === '' || s.startsWith('.'))
      ) {
        throw notFound('File');
      }
      const sent = await sendStored(request, reply, deps.storage, `${folderKey(folder)}/${file}`, {
        'content-security-policy': FRAMED_CREATIVE_CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cache-control': 'private, max-age=300',
      });
      if (!sent) throw notFound('File');
      return sent;
    },
  });
};
