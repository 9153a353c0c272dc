import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptTerms, createAdvertiser, createCampaign, type ReferenceIds, referenceIds } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, rows } from './helpers.ts';

describe.each(testDatabaseKinds())('campaign clone on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  let source: { id: number; name: string };
  let lineIds: number[];
  let creativeId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    await acceptTerms(t, token);
    const advertiser = await createAdvertiser(t, token, ids);
    source = await createCampaign(t, token, ids, advertiser.id, { budget: '5000', daily_budget: '500' });
    // Two line items and a creative associated with both (their APIs belong to the line-item work).
    lineIds = [];
    for (const name of ['Line A', 'Line B']) {
      const [row] = await rows(
        t,
        sql`insert into line_items (account_id, campaign_id, advertiser_id, name, budget, daily_budget, start_date, end_date)
            values (1, ${source.id}, ${advertiser.id}, ${name}, 1000, 100, now(), now() + interval '10 days') returning id`,
      );
      lineIds.push(Number(row!.id));
    }
    const [creative] = await rows(
      t,
      sql`insert into creatives (account_id, advertiser_id, name) values (1, ${advertiser.id}, 'Banner') returning id`,
    );
    creativeId = Number(creative!.id);
    for (const lineId of lineIds) {
      await rows(
        t,
        sql`insert into creative_line_associations (creative_id, line_item_id) values (${creativeId}, ${lineId})`,
      );
    }
  });
  afterAll(() => t.close());

  const clone = (parts: string[], name?: string, path = `/api/campaigns/clone/${source.id}`) => {
    const form = new FormData();
    for (const part of parts) form.append('clone[]', part);
    if (name) form.append('name', name);
    const request = new Request('http://x', { method: 'POST', body: form });
    return request.arrayBuffer().then((payload) =>
      t.request('POST', path, {
        token,
        payload: Buffer.from(payload),
        headers: { 'content-type': request.headers.get('content-type')! },
      }),
    );
  };
  const linesOf = (campaignId: number) =>
    rows(
      t,
      sql`select id, name, budget::text as budget, active, external_id from line_items where campaign_id = ${campaignId} order by id`,
    );
  const associationsOf = (campaignId: number) =>
    countOf(
      t,
      sql`select count(*) as n from creative_line_associations a join line_items l on l.id = a.line_item_id where l.campaign_id = ${campaignId}`,
    );

  it('copies the campaign alone, inactive, with a new external id', async () => {
    const res = await clone([]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const copy = res.json.data;
    const original = (await t.request('GET', `/api/campaigns/${source.id}`, { token })).json.data;
    expect(copy.id).not.toBe(source.id);
    expect(copy.external_id).not.toBe(original.external_id);
    expect(copy).toMatchObject({
      name: `${source.name} (copy)`,
      active: false,
      budget: original.budget,
      daily_budget: original.daily_budget,
      start_date: original.start_date,
      advertiser_id: original.advertiser_id,
      line_items_count: 0,
    });
    expect(await linesOf(copy.id)).toEqual([]);
  });

  it('copies the line items without their creatives when asked for line items only', async () => {
    const res = await clone(['line_items'], 'Copy with lines');
    const copy = res.json.data;
    expect(copy.name).toBe('Copy with lines');
    const lines = await linesOf(copy.id);
    const originals = await linesOf(source.id);
    expect(lines.map((l) => [l.name, l.budget])).toEqual(originals.map((l) => [l.name, l.budget]));
    expect(lines.every((l) => l.active === false)).toBe(true);
    expect(lines.map((l) => l.external_id)).not.toEqual(originals.map((l) => l.external_id));
    expect(await associationsOf(copy.id)).toBe(0);
  });

  it('copies line items and their creative associations when asked for both', async () => {
    const before = await countOf(t, sql`select count(*) as n from creatives`);
    const copy = (await clone(['line_items', 'creatives'])).json.data;
    expect((await linesOf(copy.id)).length).toBe(2);
    expect(await associationsOf(copy.id)).toBe(2);
    // The creatives are shared, not duplicated.
    expect(await countOf(t, sql`select count(*) as n from creatives`)).toBe(before);
    const log = await t.request('GET', `/api/activity_log/campaign/${copy.id}?mode=all`, { token });
    expect(log.json.data[0]).toMatchObject({ event: 'cloned' });
    expect(log.json.data[0].changes).toContainEqual({ field: 'source_id', old: null, new: source.id });
  });

  it('refuses creatives without line items, or an unknown part, and writes nothing', async () => {
    const before = await countOf(t, sql`select count(*) as n from campaigns`);
    const creativesOnly = await clone(['creatives']);
    expect(creativesOnly.status).toBe(400);
    expect(creativesOnly.json.errors.clone).toEqual(['validation.clone_creatives_need_lines']);
    expect((await clone(['targeting'])).status).toBe(400);
    expect(await countOf(t, sql`select count(*) as n from campaigns`)).toBe(before);
  });

  it('copies a creative from form data with clone[] line_items, with its line associations', async () => {
    const path = `/api/creatives/clone/${creativeId}`;
    const associations = (id: number) =>
      countOf(t, sql`select count(*) as n from creative_line_associations where creative_id = ${id}`);
    const alone = await clone([], 'Banner alone', path);
    expect(alone.status, JSON.stringify(alone.json)).toBe(200);
    expect(alone.json.data).toMatchObject({ name: 'Banner alone', active: false });
    expect(await associations(alone.json.data.id)).toBe(0);
    const withLines = await clone(['line_items'], 'Banner with lines', path);
    expect(withLines.status, JSON.stringify(withLines.json)).toBe(200);
    // The campaign copies above associated the creative with their line items too.
    const sourceCount = await associations(creativeId);
    expect(sourceCount).toBeGreaterThanOrEqual(2);
    expect(await associations(withLines.json.data.id)).toBe(sourceCount);
    const before = await countOf(t, sql`select count(*) as n from creatives`);
    expect((await clone(['targeting'], undefined, path)).status).toBe(400);
    expect(await countOf(t, sql`select count(*) as n from creatives`)).toBe(before);
  });
});
