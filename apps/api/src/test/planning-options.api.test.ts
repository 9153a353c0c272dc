import {
  PLANNING_API,
  PLANNING_LIST_NAMES,
  PLANNING_LISTS,
  PLANNING_USE_CASES,
  type PlanningItem,
  type PlanningList,
  planningPageSchema,
} from '@beacon/contracts';
import { buildWorld } from '@beacon/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

const COLOMBIA = 170;
const path = (list: PlanningList, query = '') =>
  `${PLANNING_API.options(list)}?country_code=${COLOMBIA}${query ? `&${query}` : ''}`;
const values = (items: PlanningItem[]) => items.map((i) => i.value);

describe.each(testDatabaseKinds())('planner option lists on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let direct: (sql: string) => Promise<number>;

  const get = async (url: string, token = admin) => t.request('GET', url, { token });
  /** The page of a list, checked against the contract. */
  const page = async (url: string) => {
    const res = await get(url);
    expect(res.status, `${url} ${JSON.stringify(res.json)}`).toBe(200);
    return planningPageSchema.parse(res.json.data);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    const store = await t.deps.analytics.get();
    const start = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await buildWorld(store, { seed: 5, scale: 'tiny', days: 1, start });
    direct = async (sql) => Number((await store.query<{ n: string }>(sql))[0]!.n);
  }, 120_000);
  afterAll(() => t?.close());

  it('answers every list in the documented shape, most common value first', async () => {
    for (const list of PLANNING_LIST_NAMES) {
      const answer = await page(path(list, 'limit=100'));
      expect(answer._current_page).toBe(1);
      expect(answer.results.length, list).toBeGreaterThan(0);
      expect(answer._total_records).toBeGreaterThanOrEqual(answer.results.length);
      const counts = answer.results.map((r) => r.count ?? 0);
      expect(counts, list).toEqual([...counts].sort((a, b) => b - a));
      for (const item of answer.results) {
        expect(item.type).toBe(list);
        // an area may have nobody living there; a place level always has places
        if (PLANNING_LISTS[list].group === 'geo') expect(item.count).toBeGreaterThanOrEqual(0);
        else expect(item.count, `${list} ${item.value}`).toBeGreaterThan(0);
        expect(item.identifier).toContain(item.value);
      }
      expect(new Set(answer.results.map((r) => r.identifier)).size, list).toBe(answer.results.length);
    }
    // a POI name carries its parents, so the same name under two brands stays two items
    const [name] = (await page(path('poi-names'))).results;
    expect(name!.categoria).toBeTruthy();
    expect(name!.nombre).toBe(name!.value);
    expect(name!.identifier).toBe(
      `poi-names|${name!.categoria}|${name!.subcategoria}|${name!.marca}|${name!.value}`,
    );
    const [city] = (await page(path('geo-cities'))).results;
    expect(city!.identifier).toBe(`geo-cities||||${city!.value}#${city!.id}`);
  });

  it('lists the world countries in continent order, strategies and use cases', async () => {
    const countries = await page(PLANNING_API.countries);
    expect(countries.results.map((c) => c.id)).toEqual([792, 620, 724, 76, 152, 170]);
    const colombia = countries.results.find((c) => c.id === COLOMBIA)!;
    expect(colombia.count).toBe(
      await direct(`SELECT count() AS n FROM devices WHERE country_id = ${COLOMBIA}`),
    );
    expect(values((await page(`${PLANNING_API.countries}?language=es&search=espana`)).results)).toEqual([
      'España',
    ]);

    const strategies = await page(PLANNING_API.strategies);
    expect(strategies.results.map((s) => s.extra)).toEqual(['create_audience', 'pois_near_ooh']);
    const all = await page(PLANNING_API.useCases);
    expect(all._total_records).toBe(PLANNING_USE_CASES.length);
    const nearOoh = await page(`${PLANNING_API.useCases}?strategy=pois_near_ooh`);
    expect(nearOoh.results.map((u) => u.extra)).toEqual(['pois_near_ooh']);
  });

  it('narrows children by their parents, in the query and in a POST body', async () => {
    const states = await page(path('geo-states'));
    const state = states.results[0]!;
    const cities = await page(
      path('geo-cities', `filters[codigo_estado][]=${encodeURIComponent(String(state.id))}`),
    );
    const allCities = await page(path('geo-cities', 'limit=100'));
    expect(cities._total_records).toBeLessThan(allCities._total_records);
    expect(cities.results.every((c) => c.extra === state.value)).toBe(true);

    const [first, second] = (await page(path('poi-categories'))).results;
    const query = `filters[categoria][]=${encodeURIComponent(first!.value)}`;
    const subs = await page(path('poi-subcategories', query));
    expect(subs.results.every((s) => s.categoria === first!.value)).toBe(true);
    const both = await page(
      path('poi-subcategories', `${query}&filters[categoria][]=${encodeURIComponent(second!.value)}`),
    );
    expect(both._total_records).toBeGreaterThan(subs._total_records);
    expect(new Set(both.results.map((s) => s.categoria))).toEqual(new Set([first!.value, second!.value]));

    // the names of one brand, by GET and by POST with the Spanish key in the body
    const brand = (await page(path('poi-brands'))).results[0]!;
    const byGet = await page(
      path('poi-names', `filters[marca][]=${encodeURIComponent(brand.value)}&limit=100`),
    );
    const byPost = await t.request('POST', PLANNING_API.options('poi-names'), {
      token: admin,
      body: { country_code: COLOMBIA, limit: 100, filters: { marca: [brand.value] } },
    });
    expect(byPost.status).toBe(200);
    expect(byPost.json.data).toEqual(byGet);
    expect(byGet.results.every((n) => n.marca === brand.value)).toBe(true);
    expect(byGet._total_records).toBe(
      await direct(
        `SELECT count(DISTINCT category, subcategory, name) AS n FROM pois
         WHERE country_id = ${COLOMBIA} AND brand = '${brand.value.replace(/'/g, "\\'")}'`,
      ),
    );

    // POS: quintile 5 keeps only stores selling a SKU in the top fifth
    const top = await page(path('pos-skus', 'quintile_min=5&quintile_max=5&limit=100'));
    const any = await page(path('pos-skus', 'limit=100'));
    const anyCount = new Map(any.results.map((r) => [r.value, r.count!]));
    for (const sku of top.results) expect(sku.count).toBeLessThanOrEqual(anyCount.get(sku.value)!);
    const fives = await direct(
      `SELECT uniqExact(store_id) AS n FROM pos_skus WHERE country_code = 'CO' AND quintile = 5
       AND sku = '${top.results[0]!.value.replace(/'/g, "\\'")}'`,
    );
    expect(top.results[0]!.count).toBe(fives);
    const storesOfType = await page(path('pos-states', 'filters[tipo_tienda][]=Supermarket'));
    const stores = await page(path('pos-states'));
    expect(storesOfType.results[0]!.count).toBeLessThanOrEqual(stores.results[0]!.count!);
  });

  it('refuses filters a list does not have', async () => {
    const brandOfCity = await get(path('geo-cities', 'filters[marca][]=x'));
    expect(brandOfCity.status).toBe(400);
    expect(brandOfCity.json.errors).toHaveProperty(['filters.marca']);
    const quintile = await get(path('poi-names', 'quintile_min=5'));
    expect(quintile.status).toBe(400);
    const tooBig = await get(path('poi-names', 'limit=101'));
    expect(tooBig.status).toBe(400);
    // POST only for brands and names
    const post = await t.request('POST', PLANNING_API.options('geo-states'), {
      token: admin,
      body: { country_code: COLOMBIA },
    });
    expect(post.status).toBe(400);
  });

  it('searches from 3 characters, ignoring case and accents', async () => {
    for (const search of ['bo', '  a ', 'ñ']) {
      const res = await get(path('geo-cities', `search=${encodeURIComponent(search)}`));
      expect(res.status, search).toBe(422);
      expect(res.json.code).toBe('planning.search_too_short');
    }
    const short = await t.request('POST', PLANNING_API.options('poi-names'), {
      token: admin,
      body: { country_code: COLOMBIA, search: 'ab' },
    });
    expect(short.status).toBe(422);

    const upper = await page(path('geo-cities', 'search=BOGOTA'));
    expect(values(upper.results)).toEqual(['Bogotá']);
    const accented = await page(path('geo-cities', `search=${encodeURIComponent('bógota')}`));
    expect(values(accented.results)).toEqual(['Bogotá']);
    // a search narrows as a filter does: parents still apply
    const other = (await page(path('geo-cities'))).results.find((c) => c.value !== 'Bogotá')!;
    const term = encodeURIComponent(other.value.slice(0, 4));
    expect(values((await page(path('geo-cities', `search=${term}`))).results)).toContain(other.value);
    const none = await page(path('geo-cities', `search=${term}&filters[codigo_estado][]=CO-DC`));
    expect(none._total_records).toBe(0);
  });

  it('offers the select-all entries with the codes of the builder', async () => {
    for (const list of PLANNING_LIST_NAMES) {
      const answer = await page(path(list, 'with_all=1&limit=5'));
      expect(answer.results[0], list).toMatchObject({
        id: PLANNING_LISTS[list].allId,
        all: true,
        count: null,
      });
      expect(answer.results).toHaveLength(Math.min(5, answer._total_records) + 1);
      // only the first page starts with it
      const next = await page(path(list, 'with_all=1&limit=1&page=2'));
      expect(next.results.every((r) => !r.all)).toBe(true);
    }
    expect(PLANNING_LISTS['poi-names'].allId).toBe(-2003);
    expect(PLANNING_LISTS['ooh-categories'].allId).toBe(-3000);
    expect(PLANNING_LISTS['pos-store-types'].allId).toBe(-4005);
    // a searched select-all is "every name like the term"
    const like = await page(path('poi-names', 'with_all=1&search=centro'));
    expect(like.results[0]).toMatchObject({ id: -2003, all: true, term: 'centro', value: 'centro' });
    expect(like.results.slice(1).every((r) => r.value.toLowerCase().includes('centro'))).toBe(true);
  });

  it('pages agree with a direct count of the store', async () => {
    const total = await direct(
      `SELECT count(DISTINCT category, subcategory, brand, name) AS n FROM pois WHERE country_id = ${COLOMBIA}`,
    );
    expect(total).toBeGreaterThan(20);
    const first = await page(path('poi-names', 'limit=10&page=1'));
    const second = await page(path('poi-names', 'limit=10&page=2'));
    expect(first._total_records).toBe(total);
    expect(second._current_page).toBe(2);
    expect(first.results).toHaveLength(10);
    const ids = new Set([...first.results, ...second.results].map((r) => r.identifier));
    expect(ids.size).toBe(20);
    const everything = await page(path('poi-names', 'mode=all'));
    expect(everything.results).toHaveLength(total);
    expect(everything.results.slice(10, 20)).toEqual(second.results);
    // a page past the end is empty and still tells the total
    const past = await page(path('poi-names', 'limit=100&page=50'));
    expect(past.results).toEqual([]);
    expect(past._total_records).toBe(total);
    // places per value: the counts of a level add up to the places
    const categories = await page(path('poi-categories', 'mode=all'));
    expect(categories.results.reduce((sum, r) => sum + r.count!, 0)).toBe(
      await direct(`SELECT count() AS n FROM pois WHERE country_id = ${COLOMBIA}`),
    );
    // a country outside the world has nothing
    const nowhere = await page(`${PLANNING_API.options('poi-names')}?country_code=4`);
    expect(nowhere).toEqual({ _current_page: 1, _total_records: 0, results: [] });
  });

  it('needs a session and the planning permission', async () => {
    expect((await t.request('GET', path('poi-names'))).status).toBe(401);
    const trafficker = await t.login('trafficker@example.com');
    for (const url of [
      PLANNING_API.countries,
      PLANNING_API.strategies,
      PLANNING_API.useCases,
      path('poi-names'),
    ])
      expect((await get(url, trafficker)).status, url).toBe(403);
    const refused = await t.request('POST', PLANNING_API.options('poi-names'), {
      token: trafficker,
      body: { country_code: COLOMBIA },
    });
    expect(refused.status).toBe(403);
    const planner = await t.login('planner@example.com');
    expect((await get(path('poi-names'), planner)).status).toBe(200);
  });
});
