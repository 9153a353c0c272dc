import { afterEach, describe, expect, it, vi } from 'vitest';

// An install without the optional chdb package: requiring it fails as Node fails a missing module.
const loads: string[] = [];
vi.mock('node:module', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:module')>();
  const missing = (id: string) => {
    loads.push(id);
    throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });
  };
  return { ...actual, createRequire: () => missing };
});

const { openAnalytics } = await import('./client.ts');

describe('the analytics store without chdb installed', () => {
  afterEach(() => {
    loads.length = 0;
  });

  it('opens a ClickHouse server without loading chdb', async () => {
    const store = openAnalytics({ url: 'http://127.0.0.1:9' });
    expect(store.engine).toBe('server');
    expect(loads).toEqual([]);
    await store.close();
  });

  it('says to set CLICKHOUSE_URL or install chdb when neither is there', () => {
    expect(() => openAnalytics({ dataDir: '/nowhere' })).toThrow(
      /No analytics store: set CLICKHOUSE_URL .* or install the optional chdb package/,
    );
    expect(loads).toEqual(['chdb/connection']);
  });
});
