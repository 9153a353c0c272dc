import {
  type ActionOf,
  activeParamSchema,
  emptySchema,
  envelope,
  errorEnvelopeSchema,
  idParamSchema,
  listOptionSchema,
  listQuerySchema,
  type ParamNames,
  type Permission,
  paginated,
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
import type { AuthContext } from './auth/context.ts';
import { auth, type RouteAccess } from './auth/guard.ts';
import { ok } from './envelope.ts';

/** The error statuses an operation documents; each answers the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 236 | 503;

type Input<S> = S extends z.ZodType ? z.output<S> : unknown;
type Data<R> = R extends z.ZodType ? z.input<R> : unknown;

const notModified = z.null().describe('The list has not changed since the ETag sent in If-None-Match');

/** A permission of the registry as `Subject:action`, e.g. `Advertiser:show`. */
export type PermissionName = { [S in Subject]: `${S}:${ActionOf<S>}` }[Subject];

/**
 * Path parameters with one meaning on every route: a route whose path names only these (and
 * perhaps a trailing `*`) gets its `params` schema from the path. Any other parameter, or an id
 * of another kind (`bigIdParamSchema`), is declared with `params`.
 */
const WELL_KNOWN_PARAMS = {
  /** The object's id (`idParamSchema`). */
  id: idParamSchema.shape.id,
  /** A 0|1 flag read as a boolean (`/set/:active`, `activeParamSchema`). */
  active: activeParamSchema.shape.active,
} satisfies Record<string, z.ZodType>;
type WellKnown = typeof WELL_KNOWN_PARAMS;

/** The pattern of a route's path, a plain string or an `ApiPath`. */
type PatternOf<T> = T extends { readonly pattern: infer P extends string } ? P : T extends string ? T : never;
/** The named parameters of a path, without a trailing `*`. */
type NamesOf<T> = Exclude<ParamNames<PatternOf<T>>[number], '*'>;
/** The parameters a path gives without a `params` schema: the well-known ones and the rest after `*`. */
type DerivedParams<T> = {
  [K in NamesOf<T>]: K extends keyof WellKnown ? z.output<WellKnown[K]> : never;
} & ('*' extends ParamNames<PatternOf<T>>[number] ? { '*': string } : unknown);
/** A path naming a parameter outside the table must declare `params`. */
type ParamsRule<T, P> = [Exclude<NamesOf<T>, keyof WellKnown>] extends [never]
  ? { params?: P }
  : { params: P };
/** The type of `params`: the declared schema's output, or what the path gives. */
type ParamsOf<T, P> = P extends z.ZodType ? z.output<P> : DerivedParams<T>;

/** Who may call a route: `public`, `signed_in` or the permission the caller needs. */
export type Access = 'public' | 'signed_in' | PermissionName;

/** What a route declares besides its method and path. */
export type RouteSpec<Pa, P, Q, B, R, A extends Access = Access> = {
  /** `public`, `signed_in` or the permission the caller needs (see `RouteAccess`). */
  access: A;
  summary: string;
  description?: string;
  /** The path's parameters, when the path names one outside the well-known ones. */
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
  handler: RouteHandler<Pa, Q, B, R, A>;
};

/**
 * What a handler reads: the path parameters, query and body as the route's schemas give them,
 * the caller (`user`, on a route that is not public) and the request itself.
 */
export type RouteContext<Pa, Q, B, A extends Access = Access> = {
  params: Pa;
  query: Input<Q>;
  body: Input<B>;
  request: FastifyRequest<{ Params: Pa; Querystring: Input<Q>; Body: Input<B> }>;
} & (A extends 'public' ? unknown : { user: AuthContext });

/**
 * A handler gets what the request carries, typed by the route's schemas, and answers the `data`
 * the envelope wraps, or, when it answered through `reply` itself (lists, downloads, files), the
 * reply.
 */
export type RouteHandler<Pa, Q, B, R, A extends Access = Access> = (
  context: RouteContext<Pa, Q, B, A>,
  reply: FastifyReply,
) => Promise<Data<R> | FastifyReply> | Data<R> | FastifyReply;

type Declare = <
  const T extends string | { readonly pattern: string },
  A extends Access,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(
  path: T,
  spec: Omit<RouteSpec<ParamsOf<T, P>, P, Q, B, R, A>, 'params'> & ParamsRule<T, P>,
) => void;

/**
 * The `data` of a list route's answer by mode (the list engine in `ARCHITECTURE.md`): a page,
 * all rows, or the options of a select (a download answers a file instead).
 */
export const listAnswer = <I extends z.ZodType>(item: I) =>
  z.union([paginated(item), z.array(item), z.array(listOptionSchema)]);
type ListAnswer<I extends z.ZodType> = ReturnType<typeof listAnswer<I>>;

/** What a list route declares: its rows' schema (`item`) instead of a response or a body. */
type ListRouteSpec<Pa, P, Q, I extends z.ZodType, A extends Access> = Omit<
  RouteSpec<Pa, P, Q, undefined, ListAnswer<I>, A>,
  'params' | 'body' | 'response' | 'status' | 'accepted' | 'file' | 'message' | 'consumes'
> & {
  /** The schema of one row; the answer is a page, an array of rows or of options by mode. */
  item: I;
};

type DeclareList = <
  const T extends string | { readonly pattern: string },
  A extends Access,
  I extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType = typeof listQuerySchema,
>(
  path: T,
  spec: ListRouteSpec<ParamsOf<T, P>, P, Q, I, A> & ParamsRule<T, P>,
) => void;

/** What a `DELETE` answering no data declares: no response, and a handler whose result is dropped. */
type DeclareRemove = <
  const T extends string | { readonly pattern: string },
  A extends Access,
  P extends z.ZodType | undefined = undefined,
>(
  path: T,
  spec: Omit<
    RouteSpec<ParamsOf<T, P>, P, undefined, undefined, undefined, A>,
    'params' | 'querystring' | 'body' | 'response' | 'status' | 'accepted' | 'file' | 'consumes' | 'handler'
  > &
    ParamsRule<T, P> & {
      handler: (context: RouteContext<ParamsOf<T, P>, undefined, undefined, A>) => Promise<unknown>;
    },
) => void;

/**
 * Declares the routes of one module, documented under `tag`: each call keeps its method, path,
 * access rule, schemas and summary in view, and gets the envelope, the success message, an
 * `operationId`, the error answers and the schema of its path's well-known parameters from here.
 *
 * @example
 * const route = declareRoutes(app, 'advertisers');
 * route.put(ADVERTISER_API.one, {
 *   access: 'Advertiser:update',
 *   summary: 'Update an advertiser',
 *   body: advertiserRequestSchema,
 *   response: advertiserSchema,
 *   message: 'advertisers.updated',
 *   handler: ({ params, body, user }) => updateAdvertiser(deps, user, params.id, body),
 * });
 */
export function declareRoutes(app: FastifyInstance, tag: string) {
  const declare =
    (method: RouteOptions['method'] & string): Declare =>
    (target, spec) => {
      const path = typeof target === 'string' ? target : target.pattern;
      const params = (spec as { params?: z.ZodType }).params ?? paramsOf(method, path);
      const status = spec.status ?? 200;
      const response: Record<number, z.ZodType | ReturnType<typeof fileAnswer>> = {};
      if (spec.response) response[status] = envelope(spec.response);
      if (spec.file) response[status] = fileAnswer(spec.file);
      if (spec.accepted) response[202] = envelope(spec.accepted);
      if (spec.notModified) response[304] = notModified;
      for (const code of errorStatuses(method, path, spec)) response[code] = errorEnvelopeSchema;
      const handler = spec.handler as unknown as (context: object, reply: FastifyReply) => unknown;
      const guarded = spec.access !== 'public';
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
          ...(params ? { params } : {}),
          ...(spec.querystring ? { querystring: spec.querystring } : {}),
          ...(spec.body ? { body: spec.body } : {}),
          response,
        },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const { params, query, body } = request;
          const context = { params, query, body, request, ...(guarded ? { user: auth(request) } : {}) };
          const data = await handler(context, reply);
          if (data === reply) return reply;
          if (status !== 200) reply.code(status);
          const message = typeof spec.message === 'function' ? spec.message(data as never) : spec.message;
          return ok(data, message ?? null);
        },
      });
    };
  const get = declare('GET');
  /**
   * A `GET` of the list convention: `querystring` defaults to the list query and the answer is
   * `listAnswer(item)`; the handler usually is `listHandler(db, spec)`.
   */
  const list: DeclareList = (path, { item, ...spec }) =>
    get(path, {
      ...spec,
      querystring: spec.querystring ?? listQuerySchema,
      response: listAnswer(item),
    } as never);
  const del = declare('DELETE');
  /** A `DELETE` whose success answers `data: null` once its handler has finished. */
  const remove: DeclareRemove = (path, { handler, ...spec }) =>
    del(path, {
      ...spec,
      response: emptySchema,
      handler: async (context: never) => {
        await handler(context);
        return null;
      },
    } as never);
  return {
    get,
    list,
    remove,
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: del,
  };
}

/**
 * The `params` schema of a path declared without one, from `WELL_KNOWN_PARAMS`: none for a path
 * without named parameters, and a refusal at start-up for a parameter outside the table.
 */
export function paramsOf(method: string, path: string): z.ZodType | undefined {
  const names = path
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));
  if (!names.length) return undefined;
  const unknown = names.filter((name) => !Object.hasOwn(WELL_KNOWN_PARAMS, name));
  if (unknown.length)
    throw new Error(`Route ${method} ${path} must declare params: :${unknown.join(', :')} is not well known`);
  return z.object(
    Object.fromEntries(names.map((name) => [name, WELL_KNOWN_PARAMS[name as keyof WellKnown]])),
  );
}

/** The documented answer of a file route (its bytes are sent as they are, never serialised). */
const fileAnswer = (file: { description: string; types: string[] }) => ({
  description: file.description,
  content: Object.fromEntries(file.types.map((type) => [type, { schema: z.string() }])),
});

function accessRule(access: Access): RouteAccess {
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
  spec: Pick<
    RouteSpec<unknown, unknown, unknown, unknown, unknown>,
    'access' | 'errors' | 'body' | 'consumes'
  >,
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
