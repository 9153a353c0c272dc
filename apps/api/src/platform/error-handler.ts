import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError, issuesToFieldErrors } from './errors.ts';
import { isFilePath, sendConsolePage } from './web-console.ts';

const body = (message: string, code: string, errors: Record<string, string[]> | null = null) => ({
  success: false as const,
  data: null,
  message,
  code,
  errors,
});

/** Maps every failure to the error envelope with the right status (docs/REQUIREMENTS.md#errors). */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(error.message, error.code, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = issuesToFieldErrors(
        error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').split('/').filter(Boolean),
          message: issue.message ?? 'validation.invalid',
        })),
      );
      return reply.status(400).send(body('The request is not valid', 'errors.bad_request', errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ issues: error.cause.issues }, 'response does not match its contract');
      return reply.status(500).send(body('Internal error', 'errors.internal'));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send(body('The upload is too large', 'errors.too_large'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(error.message, 'errors.bad_request'));
    }
    request.log.error(error);
    return reply.status(500).send(body('Internal error', 'errors.internal'));
  });
}

/**
 * Unknown `/api` paths answer the error envelope. With the console built, any other GET of a page
 * route serves its index.html (the console is a single-page app and routes itself); a missing file
 * (`/assets/*`, a name with an extension) is a 404.
 */
export function installNotFound(app: FastifyInstance, spa: boolean) {
  app.setNotFoundHandler((request, reply) => {
    if (spa && request.method === 'GET' && !request.url.startsWith('/api/') && !isFilePath(request.url)) {
      return sendConsolePage(reply);
    }
    const path = request.url.split('?')[0];
    return reply
      .status(404)
      .send(body(`Route ${request.method} ${path} not found`, 'errors.route_not_found'));
  });
}
