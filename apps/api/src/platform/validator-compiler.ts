import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Issue = FastifySchemaValidationError;

/**
 * The zod validator with two additions:
 * - the query of every `/api` route is strict: a parameter the route does not declare is a 400
 *   instead of being ignored (a misspelt filter would otherwise answer every row);
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
