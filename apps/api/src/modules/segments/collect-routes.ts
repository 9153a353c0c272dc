import { collectQuerySchema, SEGMENT_API } from '@beacon/contracts';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadSigningKey } from '../../platform/auth/secret.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, forbidden, notFound } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { declareRoutes } from '../../platform/route.ts';
import { answerTag, collectRouteOptions, firingDevice, tagFile } from '../../platform/tags/collect.ts';
import { addMembers, knownDeviceCountry } from './members.ts';
import { createTagSigner } from './tag.ts';

const SCRIPT = '/* Beacon segment tag: recorded */\n';

/**
 * The public collection endpoint tags call (`/collect/segment/{token}.gif|.js`). The token is a
 * signed segment reference (a forged or altered one is refused and nothing is written). The device
 * is the `device_id` of the query (a mobile ad id or a hashed id, e.g. from an app macro) or else
 * the first-party cookie id, set on the first visit. Each call writes one member row; a device
 * fired twice is still one member, because counts group by device.
 */
export const collectRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'segments');

  const signer = createTagSigner(await loadSigningKey(deps.db, deps.config.jwtSecret));
  const secure = deps.config.publicUrl.startsWith('https:');
  // Anyone may call this endpoint: each client address gets a budget of fires per tag and minute,
  // so a script hammering a tag cannot flood the analytics store. Counted in memory, per process.
  await app.register(rateLimit, { global: false });

  route.get(SEGMENT_API.collect, {
    access: 'public',
    summary:
      'Collection endpoint of segment tags: adds the device to the segment and answers a 1×1 GIF (`.gif`) or a script (`.js`)',
    ...collectRouteOptions(deps.config.collectMaxPerMinute),
    querystring: collectQuerySchema,
    handler: async ({ params, query, request }, reply) => {
      const file = tagFile(params.file);
      const segmentId = file ? signer.verify(file.token) : null;
      if (!file || segmentId === null) throw forbidden('The tag is not valid');
      const [segment] = await rowsOf(
        deps.db,
        sql`select account_id, active from segments where id = ${segmentId} and data_provider_key is null`,
      );
      if (!segment) throw notFound('Segment');

      const { country } = query;
      const { deviceId, deviceIdType } = firingDevice(request, reply, query, secure);

      if (segment.active) {
        try {
          const store = await deps.analytics.get();
          const countryCode =
            country ?? (deviceIdType === 'cookie' ? '' : await knownDeviceCountry(store, deviceId));
          await addMembers(store, [
            {
              accountId: Number(segment.account_id),
              segmentId,
              deviceId,
              deviceIdType,
              countryCode,
              source: 'pixel',
            },
          ]);
        } catch (error) {
          request.log.error({ err: error }, 'segment member not recorded');
          throw new ApiError(503, 'errors.analytics_unavailable', 'The visit could not be recorded');
        }
      }

      return answerTag(reply, file.kind, SCRIPT);
    },
  });
};
