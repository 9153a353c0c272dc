import { createClickHouseSink } from '@beacon/analytics';
import { TARGETING_KEYS, TARGETING_PREDICATES, type TargetingKey } from '@beacon/contracts';
import { normalizeCode } from '@beacon/targeting';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTargetingCodes } from '../modules/targeting/codes.ts';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  insertLineItem,
  type ReferenceIds,
  referenceIds,
  uniqueName,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { countOf, createActiveUser, roleIds, rows } from './helpers.ts';

const { include, exclude } = TARGETING_PREDICATES;

describe.each(testDatabaseKinds())('targeting on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  let advertiserId: number;
  let campaignId: number;
  /** A valid value (and its expected name) for every key. */
  const sampleOf = new Map<number, { value: string; name: string | null; by_attribute?: string }>();

  const newLine = () => insertLineItem(t, campaignId, advertiserId);
  const termCount = () => countOf(t, sql`select count(*) as n from targeting_terms`);
  const post = (body: unknown, as = token) => t.request('POST', '/api/targeting', { token: as, body });

  const first = async (path: string) => {
    const res = await t.request('GET', path, { token });
    expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(200);
    return res.json.data[0] as { id: number | string; name: string };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    await acceptTerms(t, token);
    advertiserId = (await createAdvertiser(t, token, ids)).id;
    campaignId = (await createCampaign(t, token, ids, advertiserId)).id;

    // Lists and a segment of the account, so list- and segment-valued keys have something to name.
    const [segment] = await rows(
      t,
      sql`insert into segments (account_id, name) values (1, ${uniqueName('Buyers')}) returning id, name`,
    );
    for (const key of TARGETING_KEYS) {
      if (key.valueKind === 'custom_list') {
        const [list] = await rows(
          t,
          sql`insert into custom_lists (account_id, name, custom_list_type_id)
              select 1, ${uniqueName(key.code)}, id from lookup_values
              where list = 'custom_list_types' and code = ${key.customListType!} returning id, name`,
        );
        sampleOf.set(key.id, { value: String(list!.id), name: String(list!.name) });
      } else if (key.valueKind === 'segment') {
        sampleOf.set(key.id, { value: String(segment!.id), name: String(segment!.name) });
      } else if (key.valueKind === 'boolean') {
        sampleOf.set(key.id, { value: 'true', name: 'Yes' });
      } else if (key.valueKind === 'hour_of_week') {
        sampleOf.set(key.id, { value: '32', name: 'Tuesday 08:00–09:00' });
      } else if (key.valueKind === 'text') {
        sampleOf.set(key.id, {
          value: `value-${key.code}`,
          name: `Name of ${key.code}`,
          ...(key.byAttributes ? { by_attribute: key.byAttributes.at(-1)! } : {}),
        });
      } else {
        const option = await first(`/api/targeting/options/${key.code}`);
        sampleOf.set(key.id, { value: String(option.id), name: option.name });
      }
    }
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const term = (key: TargetingKey, predicate: number = include) => ({
    targeting_key_id: key.id,
    targeting_predicate_id: predicate,
    value: sampleOf.get(key.id)!.value,
    value_name: sampleOf.get(key.id)!.name,
    by_attribute: sampleOf.get(key.id)!.by_attribute ?? null,
  });

  it('lists the 35 keys with their modules, and the predicates', async () => {
    const keys = await t.request('GET', '/api/targeting_keys?mode=all', { token });
    expect(keys.status).toBe(200);
    expect(keys.json.data).toHaveLength(35);
    expect(keys.json.data.find((k: { id: number }) => k.id === 29)).toMatchObject({
      code: 'operating_system',
      module_name: 'platform',
      unique: true,
    });
    expect(keys.json.data.find((k: { id: number }) => k.id === 34)).toMatchObject({
      module_name: 'user',
      unique: false,
    });
    const predicates = await t.request('GET', '/api/targeting_predicates', { token });
    expect(predicates.json.data.map((p: { code: string }) => p.code)).toEqual(['include', 'exclude']);
  });

  it('round-trips every key through POST and GET (value, name, predicate)', async () => {
    const lineItemId = await newLine();
    const terms = TARGETING_KEYS.map((key, i) => term(key, i % 2 === 0 ? include : exclude));
    const created = await post({ line_item_id: lineItemId, targeting_terms: terms });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const got = await t.request('GET', `/api/targeting/${created.json.data.id}`, { token });
    expect(got.status).toBe(200);
    const stored = got.json.data.targeting_terms as Record<string, unknown>[];
    expect(stored).toHaveLength(35);
    TARGETING_KEYS.forEach((key, i) => {
      const found = stored.find((s) => s.targeting_key_id === key.id);
      const expected = sampleOf.get(key.id)!;
      expect(found, key.code).toMatchObject({
        value: expected.value,
        value_name: expected.name,
        targeting_predicate_id: i % 2 === 0 ? include : exclude,
        module_name: key.module,
        key_name: key.code,
      });
      if (key.byAttributes) expect(found!.by_attribute).toBe(expected.by_attribute);
      if (key.valueKind === 'segment') expect(found!.segment_name).toBe(expected.name);
    });
    // The list filters in docs/REQUIREMENTS.md#targeting.
    const listed = await t.request(
      'GET',
      `/api/targeting?filters[line_item_id]=${lineItemId}&filters[advertisers.id]=${advertiserId}&filters[advertisers.active]=1`,
      { token },
    );
    expect(listed.status, JSON.stringify(listed.json)).toBe(200);
    expect(listed.json.data.data.map((r: { line_item_id: number }) => r.line_item_id)).toEqual([lineItemId]);
  });

  it('refuses an empty targeting with "Targeting empty" and writes nothing', async () => {
    const before = await termCount();
    const res = await post({ line_item_id: await newLine(), targeting_terms: [] });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('targeting.empty');
    expect(res.json.message).toBe('Targeting empty');
    expect(await countOf(t, sql`select count(*) as n from targetings`)).toBeGreaterThanOrEqual(0);
    expect(await termCount()).toBe(before);
  });

  const osKey = TARGETING_KEYS.find((k) => k.code === 'operating_system')!;
  const topframe = TARGETING_KEYS.find((k) => k.code === 'topframe')!;
  const rewarded = TARGETING_KEYS.find((k) => k.code === 'rewarded')!;
  const country = TARGETING_KEYS.find((k) => k.code === 'country')!;

  it('allows one include value per platform key', async () => {
    const before = await termCount();
    const res = await post({
      line_item_id: await newLine(),
      targeting_terms: [
        { targeting_key_id: osKey.id, targeting_predicate_id: include, value: 1 },
        { targeting_key_id: osKey.id, targeting_predicate_id: include, value: 2 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.json.errors['targeting_terms.1.value']).toEqual(['targeting.single_valued']);
    expect(await termCount()).toBe(before);
    // Excludes are not limited.
    const ok = await post({
      line_item_id: await newLine(),
      targeting_terms: [
        { targeting_key_id: osKey.id, targeting_predicate_id: exclude, value: 1 },
        { targeting_key_id: osKey.id, targeting_predicate_id: exclude, value: 2 },
      ],
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });

  it('stores topframe and rewarded 1/0 as true/false', async () => {
    const res = await post({
      line_item_id: await newLine(),
      targeting_terms: [
        { targeting_key_id: topframe.id, targeting_predicate_id: include, value: 1 },
        { targeting_key_id: rewarded.id, targeting_predicate_id: include, value: '0' },
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const values = Object.fromEntries(
      res.json.data.targeting_terms.map((x: { key_name: string; value: string }) => [x.key_name, x.value]),
    );
    expect(values).toEqual({ topframe: 'true', rewarded: 'false' });
  });

  it('refuses unknown keys, predicates, values, hours and duplicates, writing nothing', async () => {
    const lineItemId = await newLine();
    const before = await termCount();
    const cases: [unknown, string, string][] = [
      [
        { targeting_key_id: 99, targeting_predicate_id: include, value: '1' },
        'targeting_key_id',
        'targeting.key_unknown',
      ],
      [
        { targeting_key_id: country.id, targeting_predicate_id: 3, value: '170' },
        'targeting_predicate_id',
        'targeting.predicate_unknown',
      ],
      [
        { targeting_key_id: country.id, targeting_predicate_id: include, value: 'Colombia' },
        'value',
        'targeting.value_invalid',
      ],
      [
        { targeting_key_id: country.id, targeting_predicate_id: include, value: '999999' },
        'value',
        'targeting.value_unknown',
      ],
      [
        { targeting_key_id: 31, targeting_predicate_id: include, value: '168' },
        'value',
        'targeting.value_invalid',
      ],
      [
        { targeting_key_id: topframe.id, targeting_predicate_id: include, value: 'maybe' },
        'value',
        'targeting.value_invalid',
      ],
      [
        { targeting_key_id: 3, targeting_predicate_id: include, value: 'x', by_attribute: 'domain' },
        'by_attribute',
        'targeting.by_attribute_invalid',
      ],
    ];
    for (const [bad, field, code] of cases) {
      const res = await post({
        line_item_id: lineItemId,
        targeting_terms: [{ targeting_key_id: country.id, targeting_predicate_id: include, value: 170 }, bad],
      });
      expect(res.status, JSON.stringify(res.json)).toBe(422);
      expect(res.json.errors[`targeting_terms.1.${field}`]).toEqual([code]);
    }
    const dup = await post({
      line_item_id: lineItemId,
      targeting_terms: [
        { targeting_key_id: country.id, targeting_predicate_id: include, value: 170 },
        { targeting_key_id: country.id, targeting_predicate_id: include, value: '170' },
      ],
    });
    expect(dup.json.errors['targeting_terms.1.value']).toEqual(['targeting.duplicate_term']);
    expect(await termCount()).toBe(before);
    expect(
      await countOf(t, sql`select count(*) as n from targetings where line_item_id = ${lineItemId}`),
    ).toBe(0);
  });

  it('updates terms (removed ones soft-deleted) and summarises in a sentence', async () => {
    const lineItemId = await newLine();
    const created = await post({
      line_item_id: lineItemId,
      targeting_terms: [{ targeting_key_id: country.id, targeting_predicate_id: include, value: 170 }],
    });
    expect(created.status).toBe(200);
    const id = created.json.data.id as number;
    const ios = (
      await rows(t, sql`select id from lookup_values where list = 'operating_systems' and code = 'ios'`)
    )[0]!;
    const updated = await t.request('PUT', `/api/targeting/${id}`, {
      token,
      body: {
        targeting_terms: [
          { targeting_key_id: country.id, targeting_predicate_id: include, value: 170 },
          { targeting_key_id: country.id, targeting_predicate_id: include, value: 76 },
          { targeting_key_id: osKey.id, targeting_predicate_id: exclude, value: ios.id },
        ],
      },
    });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(updated.json.data.targeting_terms).toHaveLength(3);
    const summary = await t.request('GET', `/api/targeting/summary/${id}`, { token });
    expect(summary.status).toBe(200);
    expect(summary.json.data.expression).toBe(
      'Country is Colombia or Brazil AND Operating system is not iOS',
    );
    expect(summary.json.data.modules.map((m: { module_name: string }) => m.module_name)).toEqual([
      'geo',
      'platform',
    ]);

    // Read in Spanish, option and country names come in Spanish (they are stored as saved).
    const spanish = await t.request('GET', `/api/targeting/${id}?language=es`, { token });
    expect(spanish.status, JSON.stringify(spanish.json)).toBe(200);
    expect(spanish.json.data.targeting_terms.map((x: { value_name: string }) => x.value_name)).toEqual([
      'Colombia',
      'Brasil',
      'iOS',
    ]);
    const listed = await t.request(
      'GET',
      `/api/targeting?mode=all&filters[line_item_id]=${lineItemId}&language=pt`,
      { token },
    );
    expect(listed.json.data[0].targeting_terms[1].value_name).toBe('Brasil');

    // Hours read as ranges per day, not one phrase per hour.
    const hours = [8, 9, 10, 11, 32, 144, 145].map((slot) => ({
      targeting_key_id: TARGETING_KEYS.find((k) => k.code === 'user_time_of_week')!.id,
      targeting_predicate_id: include,
      value: slot,
    }));
    const timed = await t.request('PUT', `/api/targeting/${id}`, { token, body: { targeting_terms: hours } });
    expect(timed.status, JSON.stringify(timed.json)).toBe(200);
    const timedSummary = await t.request('GET', `/api/targeting/summary/${id}`, { token });
    expect(timedSummary.json.data.expression).toBe(
      'User time of week is Monday 08:00–12:00, Tuesday 08:00–09:00 or Sunday 00:00–02:00',
    );
    const inSpanish = await t.request('GET', `/api/targeting/${id}?language=es`, { token });
    expect(inSpanish.json.data.targeting_terms[0].value_name).toBe('Lunes 08:00–09:00');

    // Consecutive days with the same hours read as one range of days.
    const weekdays = [0, 1, 2, 3, 4].flatMap((day) =>
      Array.from({ length: 12 }, (_, h) => ({
        targeting_key_id: hours[0]!.targeting_key_id,
        targeting_predicate_id: include,
        value: day * 24 + 8 + h,
      })),
    );
    const weekdaysSaved = await t.request('PUT', `/api/targeting/${id}`, {
      token,
      body: { targeting_terms: weekdays },
    });
    expect(weekdaysSaved.status, JSON.stringify(weekdaysSaved.json)).toBe(200);
    const weekdaysSummary = await t.request('GET', `/api/targeting/summary/${id}`, { token });
    expect(weekdaysSummary.json.data.expression).toBe('User time of week is Monday–Friday 08:00–20:00');

    const shrunk = await t.request('PUT', `/api/targeting/${id}`, {
      token,
      body: {
        targeting_terms: [{ targeting_key_id: country.id, targeting_predicate_id: include, value: 76 }],
      },
    });
    expect(shrunk.status).toBe(200);
    expect(shrunk.json.data.targeting_terms.map((x: { value: string }) => x.value)).toEqual(['76']);
    expect(
      await countOf(
        t,
        sql`select count(*) as n from targeting_terms where targeting_id = ${id} and deleted_at is not null`,
      ),
    ).toBe(3 + hours.length + weekdays.length - 5); // the first three terms, the hours, then the weekdays
    // (the five hours that are also weekday hours stayed through the weekdays' save)
    const empty = await t.request('PUT', `/api/targeting/${id}`, { token, body: { targeting_terms: [] } });
    expect(empty.json.code).toBe('targeting.empty');
    // The change is in the line item's activity log.
    expect(
      await countOf(
        t,
        sql`select count(*) as n from activity_log where entity = 'line_item' and entity_id = ${lineItemId}
            and changes::text like '%targeting%'`,
      ),
    ).toBe(5);
  });

  it('keeps targetings to their account and checks permissions', async () => {
    const lineItemId = await newLine();
    const created = await post({
      line_item_id: lineItemId,
      targeting_terms: [{ targeting_key_id: country.id, targeting_predicate_id: include, value: 170 }],
    });
    const id = created.json.data.id as number;
    const other = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    expect((await t.request('GET', `/api/targeting/${id}`, { token: other })).status).toBe(404);
    expect((await t.request('GET', `/api/targeting/summary/${id}`, { token: other })).status).toBe(404);
    const put = await t.request('PUT', `/api/targeting/${id}`, {
      token: other,
      body: {
        targeting_terms: [{ targeting_key_id: country.id, targeting_predicate_id: include, value: 76 }],
      },
    });
    expect(put.status).toBe(404);
    const steal = await post(
      {
        line_item_id: await newLine(),
        targeting_terms: [{ targeting_key_id: country.id, targeting_predicate_id: include, value: 76 }],
      },
      other,
    );
    expect(steal.status).toBe(404);
    const list = await t.request('GET', '/api/targeting', { token: other });
    expect(list.json.data.data.map((r: { id: number }) => r.id)).not.toContain(id);
    // Another account's custom list is not a value this account can use.
    const listKey = TARGETING_KEYS.find((k) => k.code === 'domain_list')!;
    await acceptTerms(t, other);
    const ids2 = await referenceIds(t, other);
    const advertiser2 = (await createAdvertiser(t, other, ids2)).id;
    const campaign2 = (await createCampaign(t, other, ids2, advertiser2)).id;
    const line2 = await insertLineItem(t, campaign2, advertiser2, undefined, 2);
    const foreign = await post(
      {
        line_item_id: line2,
        targeting_terms: [
          {
            targeting_key_id: listKey.id,
            targeting_predicate_id: include,
            value: sampleOf.get(listKey.id)!.value,
          },
        ],
      },
      other,
    );
    expect(foreign.status).toBe(422);
    expect(foreign.json.errors['targeting_terms.0.value']).toEqual(['targeting.value_unknown']);
    // Its own line item takes a targeting.
    const own = await post(
      {
        line_item_id: line2,
        targeting_terms: [{ targeting_key_id: country.id, targeting_predicate_id: include, value: 170 }],
      },
      other,
    );
    expect(own.status, JSON.stringify(own.json)).toBe(200);
    expect((await t.request('GET', `/api/targeting/${own.json.data.id}`, { token })).status).toBe(404);

    const roles = await roleIds(t);
    const reporter = await createActiveUser(t, token, roles.reporting!, PASSWORD);
    expect(
      (
        await t.request('PUT', `/api/targeting/${id}`, {
          token: reporter.token,
          body: { targeting_terms: [] },
        })
      ).status,
    ).toBe(403);
    expect((await post({ line_item_id: lineItemId, targeting_terms: [] }, reporter.token)).status).toBe(403);
  });

  it('needs 3 characters to search apps and sites; answers options by name', async () => {
    const short = await t.request('GET', '/api/targeting/options/app_name?term=ab&by_attribute=bundle', {
      token,
    });
    expect(short.status).toBe(400);
    expect(short.json.code).toBe('targeting.search_too_short');
    const site = await t.request('GET', '/api/targeting/options/site?term=e', { token });
    expect(site.json.code).toBe('targeting.search_too_short');
    const badAttr = await t.request('GET', '/api/targeting/options/site?term=eldiario&by_attribute=bundle', {
      token,
    });
    expect(badAttr.status).toBe(400);
    const colombia = await t.request('GET', '/api/targeting/options/country?term=colom', { token });
    expect(colombia.json.data).toEqual([{ id: 170, name: 'Colombia' }]);
    const android = await t.request('GET', '/api/targeting/options/operating_system?term=andr', { token });
    expect(android.json.data.map((o: { name: string }) => o.name)).toEqual(['Android', 'Android TV']);
    // Content categories offer IAB tier 2 under its parent, named in the asked language.
    const local = await t.request('GET', '/api/targeting/options/content_category?term=local%20news', {
      token,
    });
    expect(local.json.data).toEqual([{ id: 1203, name: 'News › Local News' }]);
    const locales = await t.request(
      'GET',
      '/api/targeting/options/content_category?term=locales&language=es',
      {
        token,
      },
    );
    expect(locales.json.data).toEqual([{ id: 1203, name: 'Noticias › Noticias locales' }]);
  });

  it('tells same-named segments apart by provider and advertiser', async () => {
    const name = uniqueName('Twin');
    const [provider] = await rows(t, sql`select key, name from segment_data_providers where active limit 1`);
    const [advertiser] = await rows(t, sql`select name from advertisers where id = ${advertiserId}`);
    const [own] = await rows(
      t,
      sql`insert into segments (account_id, advertiser_id, name) values (1, ${advertiserId}, ${name}) returning id`,
    );
    const [bought] = await rows(
      t,
      sql`insert into segments (account_id, data_provider_key, name) values (0, ${provider!.key}, ${name}) returning id`,
    );
    const options = await t.request(
      'GET',
      `/api/targeting/options/segment?term=${encodeURIComponent(name)}`,
      {
        token,
      },
    );
    expect(options.json.data).toEqual(
      expect.arrayContaining([
        { id: Number(own!.id), name: `${name} · ${advertiser!.name}` },
        { id: Number(bought!.id), name: `${name} · ${provider!.name}` },
      ]),
    );
    expect(options.json.data).toHaveLength(2);
  });

  it('searches apps, sites and deals among the account’s most common bid-stream values', async () => {
    const sink = createClickHouseSink(await t.deps.analytics.get());
    let n = 0;
    const bids = (account: number, count: number, placement: Record<string, string>) =>
      Array.from({ length: count }, () => ({
        event_time: new Date(),
        account_id: account,
        advertiser_id: 1,
        campaign_id: 1,
        line_item_id: 1,
        creative_id: 1,
        auction_id: `targeting-search-${++n}`,
        device_id_type: 'maid' as const,
        bid_price_micros: 1_000_000,
        ...placement,
      }));
    await sink.write('bid', [
      ...bids(1, 5, { app_bundle: 'com.streamly.video' }),
      ...bids(1, 2, { app_bundle: 'com.streamly.music' }),
      ...bids(1, 3, { site_domain: 'eldiario.example', deal_id: 'deal-news-1' }),
      // Another account's bid stream is not searched.
      ...bids(2, 9, { app_bundle: 'com.streamly.secret' }),
    ]);
    await sink.flush();
    const apps = await t.request('GET', '/api/targeting/options/app_name?term=STREAMLY&by_attribute=bundle', {
      token,
    });
    expect(apps.status, JSON.stringify(apps.json)).toBe(200);
    expect(apps.json.data.map((o: { id: string }) => o.id)).toEqual([
      'com.streamly.video',
      'com.streamly.music',
    ]);
    const sites = await t.request('GET', '/api/targeting/options/site?term=diario&by_attribute=name', {
      token,
    });
    expect(sites.json.data).toEqual([{ id: 'eldiario.example', name: 'eldiario.example' }]);
    const deals = await t.request('GET', '/api/targeting/options/deal_id?term=news', { token });
    expect(deals.json.data.map((o: { id: string }) => o.id)).toEqual(['deal-news-1']);
  });

  it('gives the evaluator the bid-stream code of every option id', async () => {
    const code = await loadTargetingCodes(t.deps.db);
    expect(code('country', '170')).toBe('CO');
    expect(code('device_type', '4')).toBe('connected_tv');
    expect(code('content_category', '11')).toBe('IAB11');
    expect(code('content_category', '1203')).toBe('IAB12-3');
    expect(code('content_category', '2604')).toBe('IAB26-4');
    expect(code('operating_system_version', '104')).toBe('android_14');
    const [region] = await rows(t, sql`select id, code from regions where country_id = 170 limit 1`);
    expect(code('region', String(region!.id))).toBe(region!.code);
    // Option codes are already in the evaluator's comparable form, so they match auction attributes.
    const options = await rows(
      t,
      sql`select list, code from lookup_values where list in ('device_types', 'operating_systems',
          'operating_system_versions', 'browsers', 'browser_versions', 'carriers', 'device_makes', 'device_models',
          'device_screen_sizes', 'environment_types', 'auction_types', 'inventory_sources',
          'targeting_location_types', 'content_languages')`,
    );
    expect(options.length).toBeGreaterThan(100);
    for (const o of options) expect(normalizeCode(o.code), `${o.list} ${o.code}`).toBe(o.code);
  });
});
