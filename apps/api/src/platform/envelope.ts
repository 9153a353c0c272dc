import type { FastifyInstance } from 'fastify';

/** The success envelope every route answers with. */
export const ok = <T>(data: T, message: string | null = null) => ({
  success: true as const,
  data,
  message,
  errors: null,
});

const isEnvelope = (payload: unknown): payload is Record<string, unknown> =>
  typeof payload === 'object' && payload !== null && 'success' in payload && 'errors' in payload;

/**
 * Every envelope, success or error, carries the HTTP status of its answer as `status`
 * (docs/REQUIREMENTS.md#api-conventions). It is set here, just before serialisation, from the
 * status the answer is sent with, so a route that answers 202 or an error handler that answers
 * 404 never states it twice.
 */
export function installEnvelopeStatus(app: FastifyInstance) {
  app.addHook('preSerialization', async (_request, reply, payload) =>
    isEnvelope(payload) ? { ...payload, status: reply.statusCode } : payload,
  );
}
