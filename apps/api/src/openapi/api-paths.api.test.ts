import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@beacon/contracts';
import { CUSTOM_LIST_API, CUSTOM_LIST_TYPES, LIST_API, LOOKUP_LISTS } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document.ts';

/** Every path the contracts define: static strings and the patterns of `apiPath` builders. */
function definedPaths() {
  const paths = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') paths.add(value);
    else if (typeof value === 'function' && 'pattern' in value) paths.add(value.pattern as string);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const [name, value] of Object.entries(contracts)) if (name.endsWith('_API')) collect(value);
  // Registered once per list type, as static paths (`one` takes the parametric segment).
  paths.delete(CUSTOM_LIST_API.ofType.pattern);
  for (const type of CUSTOM_LIST_TYPES) paths.add(CUSTOM_LIST_API.ofType(type.key));
  return paths;
}

/** The server's documented routes, with their patterns as Fastify writes them. */
async function registeredPaths() {
  const document = (await openApiDocument()) as { paths: Record<string, unknown> };
  const fastifyPattern = (path: string) =>
    path.replace(/\{(\*|\w+)\}/g, (_, name: string) => (name === '*' ? '*' : `:${name}`));
  return new Set(Object.keys(document.paths).map(fastifyPattern));
}

describe('API paths', () => {
  it('registers every route at a path the contracts define, and every defined path', async () => {
    const defined = definedPaths();
    const registered = await registeredPaths();
    expect([...registered].filter((path) => !defined.has(path))).toEqual([]);
    // The coded lists (`LOOKUP_LISTS`) are answered by the one `/api/list/:list` route.
    const served = new Set([...registered, ...LOOKUP_LISTS.map((list) => LIST_API.lookup(list))]);
    expect([...defined].filter((path) => !served.has(path))).toEqual([]);
  });

  it('leaves no hand-written path in the route files', () => {
    const modules = path.resolve(import.meta.dirname, '../modules');
    const routeFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /route[^/]*\.ts$/.test(file),
    );
    const written = routeFiles.flatMap((file) =>
      readFileSync(path.join(modules, file), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && /['"`]\/(api|collect)\//.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(written).toEqual([]);
  });
});
