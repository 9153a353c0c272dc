import { CREATIVE_ASSET_API } from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../platform/route.ts';
import { FRAMED_CREATIVE_CSP, framedByConsole } from '../../platform/security-headers.ts';

/**
 * The page a tag preview runs in. It writes the markup its parent posts to it (`{ tagPreview }`),
 * once. It exists so a third-party tag (inline scripts, an ad server's script) runs under a
 * policy of its own: a frame made from `srcdoc` would inherit the console's policy, which allows
 * only the console's scripts. Served with `FRAMED_CREATIVE_CSP`, so the tag runs in an opaque
 * origin and only the console may frame it.
 */
const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><script>
(function () {
  var written = false;
  addEventListener('message', function (event) {
    if (written || event.source !== parent || !event.data || typeof event.data.tagPreview !== 'string') return;
    written = true;
    document.open();
    document.write(event.data.tagPreview);
    document.close();
  });
})();
</script></head><body></body></html>`;

export const tagPreviewRoute: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app, 'creative assets');

  route.get(CREATIVE_ASSET_API.tagPreview, {
    access: 'public',
    summary: 'The sandboxed page the console previews a tag in (the tag is posted to it by the console)',
    file: { description: 'The page', types: ['text/html'] },
    helmet: framedByConsole,
    handler: (_context, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', FRAMED_CREATIVE_CSP)
        .header('cache-control', 'public, max-age=3600')
        .send(PAGE),
  });
};
