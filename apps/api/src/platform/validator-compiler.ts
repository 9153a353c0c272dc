import type { FastifySchemaCompiler, FastifySchemaValidationError, RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Issue = FastifySchemaValidationError;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes any query parameters, unread: only for files a browser loads by URL (an
     * HTML5 creative's own files are asked for with `?clickTag=...` or cache-busting numbers).
     */
    anyQuery?: boolean;
  }
}

/**
 * `onRoute` hook (registered before every module): an API route (one that declares its `access`)
 * without a query schema gets an empty one, so it refuses every query parameter like any other
 * route refuses the ones it does not declare. The one convention: every API route's query is
 * strict, declared or not; `config.anyQuery` opts a file route out.
 */
export function strictQueryByDefault(route: RouteOptions) {
  if (!route.url.startsWith('/api/') || !route.config?.access || route.config.anyQuery) return;
  if (route.schema?.querystring) return;
  route.schema = { ...route.schema, querystring: z.object({}) };
}

/**
 * The zod validator with two additions:
 * - the query of every `/api` route is strict: a parameter the route does not declare is a 400
 *   instead of being ignored (a misspelt filter would otherwise answer every row); a route that
 *   declares no query takes none (`strictQueryByDefault`);
 * - an unknown key is reported on its own field (`validation.unknown_field`), not on the object.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const strict =
    route.httpPart === 'querystring' && route.url.startsWith('/api/') && route.schema instanceof z.ZodObject
      ? route.schema.strict()
      : route.schema;
  const validate = validatorCompiler({ ...route, schema: strict }) as (data: unknown) => {
    value?: unknown;
    error?: Issue[];
  };
  return (data: unknown) => {
    const result = validate(data);
    if (!result.error) return result;
    return { error: result.error.flatMap(unknownKeysPerField) };
  };
};

function unknownKeysPerField(issue: Issue): Issue[] {
  const keys = (issue.params as { keys?: unknown }).keys;
  if (issue.keyword !== 'unrecognized_keys' || !Array.isArray(keys)) return [issue];
  const base = issue.instancePath.replace(/\/$/, '');
  return keys.map((key) => ({
    ...issue,
    instancePath: `${base}/${String(key)}`,
    message: 'validation.unknown_field',
  }));
}
