import { buildWorld } from '@beacon/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBuying } from '../demo/buying.ts';
import { seedDemoLookalike } from '../demo/lookalike.ts';
import { fillDemoMembers, seedDemoSegments } from '../demo/segments.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

type Json = Record<string, any>;

// The world is the same on either database: one run is enough.
describe.each(
  testDatabaseKinds().slice(0, 1),
)('demo segments filled from the synthetic world on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    await seedDemoBuying(t.deps, ADMIN_EMAIL);
    await seedDemoSegments(t.deps, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('does nothing without a world, then fills each demo and catalogue segment once', async () => {
    const store = await t.deps.analytics.get();
    expect(await fillDemoMembers(t.deps, store)).toBe(0);

    const start = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await buildWorld(store, { seed: 3, scale: 'tiny', days: 3, start });
    const filled = await fillDemoMembers(t.deps, store);
    expect(filled).toBeGreaterThan(60);
    const [rows] = await store.query<{ n: string }>('SELECT count() AS n FROM segment_members');
    // Running again (every start does) adds nothing; only segments the world left empty are tried again.
    expect(await fillDemoMembers(t.deps, store)).toBeLessThan(filled / 4);
    const [again] = await store.query<{ n: string }>('SELECT count() AS n FROM segment_members');
    expect(again!.n).toBe(rows!.n);

    const list = await t.request('GET', '/api/segments?mode=all', { token: admin });
    const byKey = new Map<string, Json>(list.json.data.map((s: Json) => [s.key, s]));
    const coffee = byKey.get('cafe_coffee_visitors')!;
    expect(coffee.advertiser_name).toBe('Café Montaña');
    expect(coffee.users_total).toBeGreaterThan(0);
    // the world's countries: Colombia, Brazil and Chile are NAM; Spain, Portugal and Turkey EMEA
    expect(coffee.users_nam + coffee.users_emea).toBe(coffee.users_total);
    expect(coffee.users_apac).toBe(0);
    // the weekend child is a subset of its parent
    const dealers = byKey.get('rio_dealer_visitors')!;
    const weekend = byKey.get('rio_dealer_weekend')!;
    expect(weekend.parent_id).toBe(dealers.id);
    expect(weekend.users_total).toBeLessThanOrEqual(dealers.users_total);
    // the pixel-only segment has no members until its tag fires
    expect(byKey.get('cafe_site_visitors')!.users_total).toBe(0);

    // a demographic catalogue segment holds exactly the world's devices of that age band
    const search = await t.request(
      'GET',
      '/api/segments/search?search=nw_age_25_34&data_provider_key=northwind',
      {
        token: admin,
      },
    );
    const age = await t.request('GET', `/api/segments/${search.json.data.data[0].id}`, { token: admin });
    const [direct] = await store.query<{ n: string }>(
      "SELECT count() AS n FROM devices WHERE age_band = '25-34'",
    );
    expect(age.json.data.users_total).toBe(Number(direct!.n));
  });

  it('queues the demo lookalike of the coffee-shop visitors once the world has them', async () => {
    const lookalike = await seedDemoLookalike(t.deps);
    expect(lookalike).toMatchObject({ name: 'Coffee-shop visitors lookalike', status: 'pending', degree: 3 });
    await t.deps.jobs.idle();
    const built = await t.request('GET', `/api/lookalikes/${lookalike!.id}`, { token: admin });
    expect(built.json.data.status).toBe('ready');
    expect(built.json.data.size).toBeGreaterThan(0);
  });
});
