import {
  type ActionOf,
  envelope,
  errorEnvelopeSchema,
  type Permission,
  type Subject,
} from '@beacon/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from './auth/guard.ts';
import { ok } from './envelope.ts';

/** The error statuses an operation documents; each answers the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422;

type Input<S> = S extends z.ZodType ? z.output<S> : unknown;
type Data<R> = R extends z.ZodType ? z.input<R> : unknown;

const notModified = z.null().describe('The list has not changed since the ETag sent in If-None-Match');

/** A permission of the registry as `Subject:action`, e.g. `Advertiser:show`. */
export type PermissionName = { [S in Subject]: `${S}:${ActionOf<S>}` }[Subject];

/** What a route declares besides its method and path. */
export type RouteSpec<P, Q, B, R> = {
  /** `public`, `signed_in` or the permission the caller needs (see `RouteAccess`). */
  access: 'public' | 'signed_in' | PermissionName;
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The `data` of the success answer, which the envelope wraps. */
  response?: R;
  /** A route that answers a file or a page instead of the envelope: what it is, in which media types. */
  file?: { description: string; types: string[] };
  /** The success status, 200 unless the route accepts work for later (202). */
  status?: 200 | 202;
  /**
   * The `data` of a 202 answer of a route that finishes its work within the request when it can
   * and accepts it for later otherwise; the handler sends that answer through `reply` itself.
   */
  accepted?: z.ZodType;
  /** Translation key of the success message, or a function of the answer that picks one. */
  message?: string | ((data: Data<R>) => string);
  /** The route answers 304 to a matching `If-None-Match` (cached reference lists). */
  notModified?: boolean;
  /** Tags beyond the module's, for a route that belongs to two groups of the document. */
  tags?: string[];
  /** Error statuses beyond those the route's shape implies (see `errorStatuses`). */
  errors?: ErrorStatus[];
  /** Request media types other than JSON (multipart uploads). */
  consumes?: string[];
  /** Route options of plugins: rate limits, helmet overrides. */
  config?: Omit<FastifyContextConfig, 'access'>;
  helmet?: RouteShorthandOptions['helmet'];
  handler: RouteHandler<P, Q, B, R>;
};

/**
 * A handler gets the request typed by the route's schemas and answers the `data` the envelope
 * wraps, or, when it answered through `reply` itself (lists, downloads, files), the reply.
 */
export type RouteHandler<P, Q, B, R> = (
  request: FastifyRequest<{ Params: Input<P>; Querystring: Input<Q>; Body: Input<B> }>,
  reply: FastifyReply,
) => Promise<Data<R> | FastifyReply> | Data<R> | FastifyReply;

type Declare = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(
  path: string,
  spec: RouteSpec<P, Q, B, R>,
) => void;

/**
 * Declares the routes of one module, documented under `tag`: each call keeps its method, path,
 * access rule, schemas and summary in view, and gets the envelope, the success message, an
 * `operationId` and the error answers from here.
 *
 * @example
 * const route = declareRoutes(app, 'advertisers');
 * route.get('/api/advertisers/:id', {
 *   access: 'Advertiser:show',
 *   summary: 'One advertiser',
 *   params: idParamSchema,
 *   response: advertiserSchema,
 *   handler: async (request) => findAdvertiser(deps.db, auth(request), request.params.id),
 * });
 */
export function declareRoutes(app: FastifyInstance, tag: string) {
  const declare =
    (method: RouteOptions['method'] & string): Declare =>
    (path, spec) => {
      const status = spec.status ?? 200;
      const response: Record<number, z.ZodType | ReturnType<typeof fileAnswer>> = {};
      if (spec.response) response[status] = envelope(spec.response);
      if (spec.file) response[status] = fileAnswer(spec.file);
      if (spec.accepted) response[202] = envelope(spec.accepted);
      if (spec.notModified) response[304] = notModified;
      for (const code of errorStatuses(method, path, spec)) response[code] = errorEnvelopeSchema;
      app.route({
        method,
        url: path,
        config: { ...spec.config, access: accessRule(spec.access) },
        ...(spec.helmet === undefined ? {} : { helmet: spec.helmet }),
        schema: {
          operationId: operationIdOf(method, path),
          tags: [...(spec.tags ?? []), tag],
          summary: spec.summary,
          ...(spec.description ? { description: spec.description } : {}),
          ...(spec.access === 'public' ? { security: [] } : {}),
          ...(spec.consumes ? { consumes: spec.consumes } : {}),
          ...(spec.params ? { params: spec.params } : {}),
          ...(spec.querystring ? { querystring: spec.querystring } : {}),
          ...(spec.body ? { body: spec.body } : {}),
          response,
        },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const data = await (spec.handler as (request: FastifyRequest, reply: FastifyReply) => unknown)(
            request,
            reply,
          );
          if (data === reply) return reply;
          if (status !== 200) reply.code(status);
          const message = typeof spec.message === 'function' ? spec.message(data as never) : spec.message;
          return ok(data, message ?? null);
        },
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}

/** The documented answer of a file route (its bytes are sent as they are, never serialised). */
const fileAnswer = (file: { description: string; types: string[] }) => ({
  description: file.description,
  content: Object.fromEntries(file.types.map((type) => [type, { schema: z.string() }])),
});

function accessRule(access: 'public' | 'signed_in' | PermissionName): RouteAccess {
  if (access === 'public' || access === 'signed_in') return access;
  const [subject, action] = access.split(':');
  return { subject, action } as Permission;
}

/**
 * The errors a route may answer, read from its shape: any request may be malformed (400, e.g. a
 * NUL character); a guarded route refuses a missing session (401) and a missing permission (403);
 * an object named in the path may not exist in the account (404); a write may conflict with the
 * object's state (409); a body or an upload may be too large (413) or break a rule (422).
 */
function errorStatuses(
  method: string,
  path: string,
  spec: Pick<RouteSpec<unknown, unknown, unknown, unknown>, 'access' | 'errors' | 'body' | 'consumes'>,
) {
  const codes = new Set<ErrorStatus>([400, ...(spec.errors ?? [])]);
  if (spec.access !== 'public') codes.add(401);
  if (spec.access !== 'signed_in' && spec.access !== 'public') codes.add(403);
  if (/[:*]/.test(path)) codes.add(404);
  if (method !== 'GET') codes.add(409);
  if (spec.body || spec.consumes) codes.add(413).add(422);
  return [...codes].sort((a, b) => a - b);
}

/**
 * The operation's id, derived from its method and path so it never drifts from them:
 * `PUT /api/advertisers/:id/set/:active` is `putAdvertisersByIdSetByActive`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (segment === '*') return ['by', 'path'];
      const param = segment.startsWith(':');
      const parts = segment
        .replace(/^:/, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean);
      return param ? ['by', ...parts] : parts;
    });
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * Refuses at start-up a documented route without an `operationId` (declared without
 * `declareRoutes`) or with one another route already has.
 */
export function requireOperationIds(app: FastifyInstance) {
  const seen = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { hide?: boolean; operationId?: string } | undefined;
    if (schema?.hide || route.method === 'HEAD' || route.url.startsWith('/api/docs')) return;
    const where = `${route.method} ${route.url}`;
    const id = schema?.operationId;
    if (!id) throw new Error(`Route ${where} has no operationId: declare it with declareRoutes`);
    const other = seen.get(id);
    if (other) throw new Error(`Routes ${other} and ${where} share the operationId ${id}`);
    seen.set(id, where);
  });
}
