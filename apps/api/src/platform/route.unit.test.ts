import { listQuerySchema } from '@beacon/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installEnvelopeStatus } from './envelope.ts';
import { declareRoutes, operationIdOf, paramsOf } from './route.ts';

describe('operationIdOf', () => {
  it('names an operation by its method and path, parameters after "by"', () => {
    expect(operationIdOf('GET', '/api/advertisers')).toBe('getAdvertisers');
    expect(operationIdOf('PUT', '/api/advertisers/:id/set/:active')).toBe('putAdvertisersByIdSetByActive');
    expect(operationIdOf('POST', '/api/auth/two_factor/verify')).toBe('postAuthTwoFactorVerify');
    expect(operationIdOf('GET', '/api/files/*')).toBe('getFilesByPath');
    expect(operationIdOf('GET', '/collect/segment/:file')).toBe('getCollectSegmentByFile');
  });

  it('keeps the case of a path written in camelCase', () => {
    expect(operationIdOf('PUT', '/api/users/:id/setLanguage')).toBe('putUsersByIdSetLanguage');
  });
});

describe('paramsOf', () => {
  it('reads the well-known parameters of a path with their shared schemas', () => {
    expect(paramsOf('PUT', '/api/campaigns/:id/set/:active')?.parse({ id: '5', active: '1' })).toEqual({
      id: 5,
      active: true,
    });
    expect(paramsOf('PUT', '/api/campaigns/bulk_set/:active')?.parse({ active: '0' })).toEqual({
      active: false,
    });
    expect(() => paramsOf('GET', '/api/campaigns/:id')?.parse({ id: 'x' })).toThrow();
  });

  it('gives no schema to a path without named parameters', () => {
    expect(paramsOf('GET', '/api/campaigns')).toBeUndefined();
    expect(paramsOf('GET', '/api/files/*')).toBeUndefined();
  });

  it('refuses a parameter outside the table', () => {
    expect(() => paramsOf('GET', '/api/settings/:domain')).toThrow(
      /GET \/api\/settings\/:domain must declare params/,
    );
  });
});

describe('declareRoutes', () => {
  const build = () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installEnvelopeStatus(app);
    return { app, route: declareRoutes(app, 'things') };
  };

  it('answers data null once a remove handler has finished', async () => {
    const { app, route } = build();
    const removed: number[] = [];
    route.remove('/things/:id', {
      access: 'public',
      summary: 'Delete a thing',
      message: 'things.deleted',
      handler: async ({ params }) => {
        removed.push(params.id);
        return 'ignored';
      },
    });
    const answer = await app.inject({ method: 'DELETE', url: '/things/7' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: null,
      message: 'things.deleted',
      errors: null,
      status: 200,
    });
    expect(removed).toEqual([7]);
  });

  it('gives a list route the list query and answers its rows', async () => {
    const { app, route } = build();
    const schemas: Record<string, { querystring?: unknown }> = {};
    app.addHook('onRoute', (options) => {
      schemas[options.url] = options.schema as { querystring?: unknown };
    });
    route.list('/things', {
      access: 'public',
      summary: 'Things',
      item: z.object({ id: z.number() }),
      handler: ({ query }) => (query.mode === 'all' ? [{ id: 1 }] : []),
    });
    expect(schemas['/things']?.querystring).toBe(listQuerySchema);
    const rows = await app.inject({ method: 'GET', url: '/things?mode=all' });
    expect(rows.json().data, rows.body).toEqual([{ id: 1 }]);
  });
});
