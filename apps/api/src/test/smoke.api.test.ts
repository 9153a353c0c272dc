import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { startTestApp, type TestApp } from './harness.ts';

describe.each(testDatabaseKinds())('platform on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers health in the envelope', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: { status: 'ok', database: kind } });
  });

  it('serves an OpenAPI 3.1 document generated from the contracts', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    expect(Object.keys(res.json.paths)).toEqual(expect.arrayContaining(['/api/users', '/api/auth/login']));
    const docs = await t.request('GET', '/api/docs/');
    expect(docs.status).toBe(200);
  });
});
