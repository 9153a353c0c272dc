import { EVENT_API, eventCollectQuerySchema } from '@beacon/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadSigningKey } from '../../platform/auth/secret.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, forbidden, notFound } from '../../platform/errors.ts';
import { declareRoutes } from '../../platform/route.ts';
import { answerTag, collectRouteOptions, firingDevice, tagFile } from '../../platform/tags/collect.ts';
import { createEventCache } from './event-cache.ts';
import { type ConversionRecorder, createConversionRecorder, storeTime } from './recorder.ts';
import { createEventTagSigner } from './tag.ts';

const SCRIPT = '/* Beacon conversion tag: recorded */\n';
/** How long an event's metadata is trusted before it is read again (docs/EVENTS.md). */
export const EVENT_CACHE_TTL_MS = 5_000;

/** The recorder of each app, so a test (or a benchmark) can write the buffered fires at once. */
const recorders = new WeakMap<AppDeps, ConversionRecorder>();

/** Writes the fires buffered by the app built on `deps` to the analytics store. */
export async function flushConversions(deps: AppDeps): Promise<void> {
  await recorders.get(deps)?.flush();
}

/**
 * The public collection endpoint of conversion tags (`/collect/event/{token}.gif|.js`). The token
 * is a signed event reference: a forged or altered one is refused (403) and nothing is written.
 * A fire of an active, non-archived event buffers one conversion (and, when the event has an
 * active segment, the device's membership), written within about a second; a fire of an inactive
 * or archived event answers the same pixel or script and records nothing. Devices follow the
 * segment tags' rules (`platform/tags/collect.ts`).
 */
export const eventCollectRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'events');

  const signer = createEventTagSigner(await loadSigningKey(deps.db, deps.config.jwtSecret));
  const secure = deps.config.publicUrl.startsWith('https:');
  const events = createEventCache(deps.db, EVENT_CACHE_TTL_MS);
  const recorder = createConversionRecorder(deps.analytics, {
    flushMs: 1_000,
    flushRows: 5_000,
    maxBuffered: 200_000,
    log: app.log,
  });
  recorders.set(deps, recorder);
  // Written before the app (and then the analytics store) closes.
  app.addHook('onClose', async () => {
    await recorder.close().catch((error) => app.log.error({ err: error }, 'conversions lost at close'));
  });
  // The segment tags' budget: fires per address, tag and minute, counted in memory per process.
  await app.register(rateLimit, { global: false });

  route.get(EVENT_API.collect, {
    access: 'public',
    summary:
      'Collection endpoint of conversion tags: records a conversion of the event and answers a 1×1 GIF (`.gif`) or a script (`.js`)',
    ...collectRouteOptions(deps.config.collectMaxPerMinute),
    querystring: eventCollectQuerySchema,
    handler: async ({ params, query, request }, reply) => {
      const file = tagFile(params.file);
      const eventId = file ? signer.verify(file.token) : null;
      if (!file || eventId === null) throw forbidden('The tag is not valid');
      const event = await events.get(eventId);
      if (!event) throw notFound('Event');

      const { deviceId, deviceIdType } = firingDevice(request, reply, query, secure);
      if (event.recording) {
        const { value, order_id } = query;
        const recorded = recorder.record(
          {
            event_time: storeTime(new Date()),
            account_id: String(event.accountId),
            advertiser_id: String(event.advertiserId),
            conversion_event_id: String(event.id),
            device_id: deviceId,
            device_id_type: deviceIdType,
            value_micros: String(value === undefined ? event.valueMicros : Math.round(value * 1_000_000)),
            order_id: order_id ?? '',
            source: file.kind === 'js' ? 'script' : 'pixel',
          },
          event.segmentId === null
            ? null
            : {
                accountId: event.accountId,
                segmentId: event.segmentId,
                deviceId,
                deviceIdType,
                countryCode: '',
                source: 'pixel',
              },
        );
        if (!recorded)
          throw new ApiError(503, 'errors.analytics_unavailable', 'The visit could not be recorded');
      }
      return answerTag(reply, file.kind, SCRIPT);
    },
  });
};
