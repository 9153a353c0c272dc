import { LIST_API, LOOKUP_LISTS } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/reference-data/seed.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../test/harness.ts';
import { countOf, rows } from '../../test/helpers.ts';

describe.each(testDatabaseKinds())('reference lists on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request('GET', url, { token, headers });

  it('answers every list, signed in only', async () => {
    const urls = [
      LIST_API.currencies,
      LIST_API.timezones,
      LIST_API.countries,
      `${LIST_API.regions}?country_id=170`,
      `${LIST_API.cities}?term=bog`,
      LIST_API.continents,
      LIST_API.makers,
      LIST_API.tradeMarks,
      LIST_API.campaignOwners,
      LIST_API.traffickers,
      ...LOOKUP_LISTS.map((list) => LIST_API.lookup(list)),
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.json.success, url).toBe(true);
      expect(res.json.data.length, url).toBeGreaterThan(0);
      const anonymous = await t.request('GET', url);
      expect(anonymous.status, url).toBe(401);
    }
  });

  it('keeps the other /api/list routes in front of the coded-list route', async () => {
    const roles = await get(LIST_API.roles);
    expect(roles.status).toBe(200);
    expect(roles.json.data[0]).toHaveProperty('description');
    const positions = await get(LIST_API.userPositions);
    expect(positions.json.data).toHaveLength(9);
    const languages = await t.request('GET', LIST_API.languages);
    expect(languages.status).toBe(200);
    expect(languages.json.data.map((l: { code: string }) => l.code)).toEqual(['en', 'es', 'pt']);
  });

  it('refuses a query parameter a list does not declare, also on lists that declare none', async () => {
    for (const url of [LIST_API.roles, LIST_API.userPositions, LIST_API.accountMembers, LIST_API.countries]) {
      const res = await get(`${url}?zz_unknown=1`);
      expect(res.status, url).toBe(400);
      expect(res.json.errors, url).toEqual({ zz_unknown: ['validation.unknown_field'] });
    }
    const languages = await t.request('GET', `${LIST_API.languages}?_=1`);
    expect(languages.status).toBe(400);
    // What the console sends: the interface language to the lists it asks with it.
    for (const url of [LIST_API.countries, LIST_API.currencies, LIST_API.lookup(LOOKUP_LISTS[0]!)])
      expect((await get(`${url}?language=es`)).status, url).toBe(200);
  });

  it('answers 404 for an unknown list', async () => {
    const res = await get(LIST_API.lookup('not_a_list'));
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, code: 'errors.not_found' });
  });

  it('gives continents in the display order with fixed ids', async () => {
    const res = await get(LIST_API.continents);
    expect(res.json.data.map((c: { id: number; name: string }) => [c.id, c.name])).toEqual([
      [1, 'Asia'],
      [2, 'Europe'],
      [3, 'Caribbean'],
      [4, 'North America'],
      [5, 'Central America'],
      [6, 'South America'],
      [7, 'Africa'],
      [8, 'Oceania'],
      [9, 'Antarctica'],
    ]);
  });

  it('gives countries with their continent, in continent order then by name', async () => {
    const res = await get(LIST_API.countries);
    const list = res.json.data as { id: number; alpha2: string; name: string; continent_id: number }[];
    expect(list.length).toBeGreaterThanOrEqual(249);
    const colombia = list.find((c) => c.alpha2 === 'CO');
    expect(colombia).toMatchObject({
      id: 170,
      alpha3: 'COL',
      name: 'Colombia',
      continent_id: 6,
      continent_name: 'South America',
      currency: 'COP',
    });
    expect(list.find((c) => c.alpha2 === 'MX')).toMatchObject({ id: 484, continent_id: 5 });
    expect(list.find((c) => c.alpha2 === 'US')).toMatchObject({ id: 840, continent_id: 4 });
    expect(list.find((c) => c.alpha2 === 'DO')).toMatchObject({ continent_id: 3 });
    expect(list.find((c) => c.alpha2 === 'ES')).toMatchObject({ id: 724, continent_id: 2 });
    for (const [alpha2, id] of [
      ['BR', 76],
      ['PT', 620],
      ['CL', 152],
      ['TR', 792],
    ] as const) {
      expect(list.find((c) => c.alpha2 === alpha2)?.id).toBe(id);
    }
    const continentIds = list.map((c) => c.continent_id);
    expect(continentIds).toEqual([...continentIds].sort((a, b) => a - b));
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    for (let i = 1; i < list.length; i++) {
      if (list[i]!.continent_id === list[i - 1]!.continent_id) {
        expect(collator.compare(list[i - 1]!.name, list[i]!.name)).toBeLessThanOrEqual(0);
      }
    }

    const southAmerica = await get(`${LIST_API.countries}?continent_id=6`);
    expect(southAmerica.json.data.every((c: { continent_id: number }) => c.continent_id === 6)).toBe(true);
    expect(southAmerica.json.data.map((c: { id: number }) => c.id)).toContain(170);
  });

  it('answers names in the language asked', async () => {
    const countries = await get(`${LIST_API.countries}?language=es`);
    const spain = countries.json.data.find((c: { id: number }) => c.id === 724);
    expect(spain).toMatchObject({ name: 'España', continent_name: 'Europa' });
    const brazil = (await get(`${LIST_API.countries}?language=pt`)).json.data.find(
      (c: { id: number }) => c.id === 76,
    );
    expect(brazil).toMatchObject({ name: 'Brasil', continent_name: 'América do Sul' });
    const currencies = await get(`${LIST_API.currencies}?language=es`);
    expect(currencies.json.data.find((c: { code: string }) => c.code === 'USD').name).toBe(
      'dólar estadounidense',
    );
    const pacing = await get(`${LIST_API.lookup('budget_types')}?language=es`);
    expect(pacing.json.data).toEqual([
      { id: 1, code: 'new', name: 'Nuevo' },
      { id: 2, code: 'existing', name: 'Existente' },
    ]);
    const bad = await get(`${LIST_API.currencies}?language=fr`);
    expect(bad.status).toBe(400);
  });

  it('gives the budget ceilings in docs/REQUIREMENTS.md#reference-lists and only current currencies', async () => {
    const res = await get(LIST_API.currencies);
    const byCode = new Map(
      (res.json.data as { code: string; budget_max: string | null }[]).map((c) => [c.code, c.budget_max]),
    );
    expect(
      Object.fromEntries(['USD', 'COP', 'ARS', 'MXN', 'CLP', 'BRL'].map((c) => [c, byCode.get(c)])),
    ).toEqual({
      USD: '60000',
      COP: '150000',
      ARS: '4000000',
      MXN: '2000000',
      CLP: '30000000',
      BRL: '700000',
    });
    expect(byCode.get('EUR')).toBeNull();
    expect(byCode.has('XAU')).toBe(false);
    expect(byCode.has('HRK')).toBe(false);
  });

  it('gives time zones with their current offset', async () => {
    const res = await get(LIST_API.timezones);
    const list = res.json.data as { id: number; name: string; utc_offset: string }[];
    expect(list.find((z) => z.name === 'America/Bogota')?.utc_offset).toBe('-05:00');
    expect(list.find((z) => z.name === 'UTC')?.utc_offset).toBe('+00:00');
    expect(list.find((z) => z.name === 'Asia/Kolkata')?.utc_offset).toBe('+05:30');
    expect(list.every((z) => /^[+-]\d\d:\d\d$/.test(z.utc_offset))).toBe(true);
    const names = list.map((z) => z.name);
    expect(names).toEqual([...names].sort());
  });

  it('gives regions of a country and finds cities by name', async () => {
    const regions = await get(`${LIST_API.regions}?country_id=170`);
    expect(regions.json.data).toHaveLength(33);
    const antioquia = regions.json.data.find((r: { code: string }) => r.code === 'CO-ANT');
    expect(antioquia).toMatchObject({ country_id: 170, name: 'Antioquia' });
    expect((await get(LIST_API.regions)).status).toBe(400);

    const medellin = await get(`${LIST_API.cities}?term=medell`);
    expect(medellin.json.data[0]).toMatchObject({
      name: 'Medellín',
      country_id: 170,
      region_id: antioquia.id,
      region_name: 'Antioquia',
    });
    expect(medellin.json.data[0].population).toBeGreaterThan(1_000_000);
    expect(medellin.json.data[0].latitude).toBeCloseTo(6.25, 1);

    const san = await get(`${LIST_API.cities}?term=san&country_id=152&limit=5`);
    expect(san.json.data).toHaveLength(5);
    expect(san.json.data[0].name).toBe('Santiago');
    const populations = san.json.data.map((c: { population: number }) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(san.json.data.every((c: { country_id: number }) => c.country_id === 152)).toBe(true);

    const inAntioquia = await get(`${LIST_API.cities}?region_id=${antioquia.id}&limit=100`);
    expect(inAntioquia.json.data.length).toBeGreaterThan(5);
    expect(inAntioquia.json.data.every((c: { region_id: number }) => c.region_id === antioquia.id)).toBe(
      true,
    );

    for (const country of [76, 620, 724, 792]) {
      const top = await get(`${LIST_API.cities}?country_id=${country}&limit=1`);
      expect(top.json.data[0].region_id, String(country)).not.toBeNull();
    }

    expect((await get(`${LIST_API.cities}?term=b`)).status).toBe(400);
    expect((await get(`${LIST_API.cities}?term=bog&limit=101`)).status).toBe(400);
    expect((await get(`${LIST_API.cities}?term=%25%25`)).json.data).toEqual([]);
  });

  it('gives makers by country (with the global ones) and trade marks by maker', async () => {
    const colombian = await get(`${LIST_API.makers}?country_id=170`);
    const makers = colombian.json.data as { id: number; name: string; country_id: number | null }[];
    expect(makers.map((m) => m.name)).toEqual(expect.arrayContaining(['Bancolombia', 'Unilever']));
    expect(makers.every((m) => m.country_id === 170 || m.country_id === null)).toBe(true);
    expect(makers.map((m) => m.name)).not.toContain('Itaú Unibanco');

    const unilever = makers.find((m) => m.name === 'Unilever')!;
    const one = await get(`${LIST_API.makers}?maker_id=${unilever.id}`);
    expect(one.json.data).toEqual([unilever]);

    const marks = await get(`${LIST_API.tradeMarks}?maker_id=${unilever.id}`);
    expect(marks.json.data.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['Dove', 'Rexona']),
    );
    expect(marks.json.data.every((m: { maker_id: number }) => m.maker_id === unilever.id)).toBe(true);
  });

  it('gives the coded lists with their documented ids', async () => {
    const objectives = await get(LIST_API.lookup('delivery_objectives'));
    expect(objectives.json.data.map((o: { id: number; code: string }) => [o.id, o.code])).toEqual([
      [1, 'impressions'],
      [2, 'clicks'],
      [3, 'completed_videos'],
    ]);
    const categories = await get(LIST_API.lookup('advertiser_categories'));
    expect(categories.json.data).toHaveLength(24);
    expect(categories.json.data[0]).toEqual({
      id: 1,
      code: 'arts_entertainment',
      name: 'Arts & Entertainment',
    });
    const [iab] = await rows<{ extra: { iab: string } }>(
      t,
      sql`select extra from lookup_values where list = 'advertiser_categories' and id = 19`,
    );
    expect(iab?.extra.iab).toBe('IAB19');
  });

  it('answers static lists with an ETag, and 304 when the client has them', async () => {
    const first = await get(LIST_API.countries);
    expect(first.headers['cache-control']).toBe('private, max-age=3600');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(LIST_API.countries, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const spanish = await get(`${LIST_API.countries}?language=es`, { 'if-none-match': etag });
    expect(spanish.status).toBe(200);
  });

  it('seeds idempotently and keeps operators’ edits', async () => {
    await t.deps.db.execute(
      sql`update lookup_values set names = names || '{"en":"Steady"}' where list = 'campaign_pacing' and id = 1`,
    );
    const counts = sql`select (select count(*) from countries) + (select count(*) from regions) + (select count(*) from cities)
      + (select count(*) from currencies) + (select count(*) from timezones) + (select count(*) from lookup_values)
      + (select count(*) from makers) + (select count(*) from trade_marks) + (select count(*) from campaign_terms) as n`;
    const before = await countOf(t, counts);
    await seedReferenceData(t.deps.db);
    expect(await countOf(t, counts)).toBe(before);
    const [pacing] = await rows<{ name: string }>(
      t,
      sql`select names->>'en' as name from lookup_values where list = 'campaign_pacing' and id = 1`,
    );
    expect(pacing?.name).toBe('Steady');
    const [terms] = await rows<{ version: string; es: string }>(
      t,
      sql`select version, texts->>'es' as es from campaign_terms`,
    );
    expect(terms?.version).toBe('2026-01');
    expect(terms?.es).toContain('moneda del anunciante');
  });
});
