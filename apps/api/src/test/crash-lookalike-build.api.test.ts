import { LOOKALIKE_API } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './buying.ts';
import { type CrashServer, startServer } from './crash.ts';
import { testDatabaseKinds } from './databases.ts';

type Json = Record<string, any>;

describe.each(testDatabaseKinds())('a lookalike build killed with -9 on %s', (kind) => {
  let server: CrashServer;

  beforeAll(async () => {
    server = await startServer(kind);
    await server.signIn();
  }, 180_000);
  afterAll(() => server?.close());

  it('is built again after the restart and ends ready (or failed with a reason), never processing', async () => {
    // The demo seeds get their members once the synthetic world is built.
    const seed = await server.waitFor(
      'a seed with members',
      async () => {
        const seeds = (await server.api('GET', LOOKALIKE_API.seeds)).json?.data as Json[] | undefined;
        return seeds?.filter((s) => s.size > 0).sort((a, b) => b.size - a.size)[0];
      },
      300_000,
    );
    const countries = (await server.api('GET', LOOKALIKE_API.countries)).json.data as Json[];
    const country = [...countries].sort((a, b) => b.devices - a.devices)[0]!;
    const created = await server.api('POST', LOOKALIKE_API.list, {
      name: uniqueName('Crash lookalike'),
      seed_segment_id: seed.id,
      country_id: country.id,
      degree: 10,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = created.json.data.id as number;
    const lookalike = async () => (await server.api('GET', LOOKALIKE_API.one(id))).json.data as Json;

    await server.waitFor('the build to run', async () => (await lookalike()).status === 'processing');
    await server.kill9();

    await server.restart();
    await server.signIn();
    const settled = await server.waitToSettle('the build', lookalike, ['pending', 'processing']);
    if (settled.status === 'ready') {
      expect(settled.size).toBeGreaterThan(0);
      const activated = await server.api('PUT', LOOKALIKE_API.activate(settled.segment_id));
      expect(activated.status, JSON.stringify(activated.json)).toBe(200);
    } else {
      expect(settled).toMatchObject({ status: 'failed' });
      expect(settled.error).toMatch(/\./);
    }
  }, 700_000);
});
