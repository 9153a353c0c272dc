import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  dayFromToday,
  imageCreativeBody,
  insertCreativeAsset,
  insertLineItem,
  type ReferenceIds,
  referenceIds,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { countOf, userIdOf } from './helpers.ts';

describe.each(testDatabaseKinds())('creative line associations on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let ids: ReferenceIds;
  let advertiser: { id: number };
  let campaign: { id: number };
  let image: number;
  /** The line item's flight: days 1 to 30. */
  const flight = { start: dayFromToday(1), end: dayFromToday(30, '23:59:59') };

  const newCreative = async (advertiserId = advertiser.id) => {
    const res = await t.request('POST', '/api/creatives', {
      token,
      body: imageCreativeBody(advertiserId, image),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { id: number; name: string };
  };
  const associate = (body: Record<string, unknown>, as = token) =>
    t.request('POST', '/api/creative_line_associations', {
      token: as,
      body: { start_date: null, end_date: null, active: true, ...body },
    });
  const associationCount = () => countOf(t, sql`select count(*) as n from creative_line_associations`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
    ids = await referenceIds(t, token);
    await acceptTerms(t, token);
    advertiser = await createAdvertiser(t, token, ids);
    campaign = await createCampaign(t, token, ids, advertiser.id);
    image = await insertCreativeAsset(t, { assetTypeId: 1, width: 300, height: 250 });
  });
  afterAll(() => t.close());

  it('associates a creative with a line item and lists it from both sides', async () => {
    const creative = await newCreative();
    const line = await insertLineItem(t, campaign.id, advertiser.id, flight);
    const res = await associate({
      creative_id: creative.id,
      line_item_id: line,
      start_date: dayFromToday(2),
      end_date: dayFromToday(10, '23:59:59'),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      creative_id: creative.id,
      line_item_id: line,
      campaign_id: campaign.id,
      start_date: dayFromToday(2),
      end_date: dayFromToday(10, '23:59:59'),
      line_start_date: flight.start,
      active: true,
      weight: null,
    });
    const lines = await t.request('GET', `/api/creatives/${creative.id}/lines`, { token });
    expect(lines.json.data.map((a: { line_item_id: number }) => a.line_item_id)).toEqual([line]);
    const creatives = await t.request('GET', `/api/line_items/${line}/creatives`, { token });
    expect(creatives.json.data.map((a: { creative_id: number }) => a.creative_id)).toEqual([creative.id]);
    const shown = await t.request('GET', `/api/creatives/${creative.id}`, { token });
    expect(shown.json.data.line_associations).toBe(1);
  });

  it('refuses dates outside the line item’s flight, end before start, and a duplicate pair', async () => {
    const creative = await newCreative();
    const line = await insertLineItem(t, campaign.id, advertiser.id, flight);
    const before = await associationCount();
    const early = await associate({
      creative_id: creative.id,
      line_item_id: line,
      start_date: dayFromToday(0),
    });
    expect(early.status).toBe(422);
    expect(early.json.errors.start_date).toEqual(['validation.association_outside_line_flight']);
    const late = await associate({
      creative_id: creative.id,
      line_item_id: line,
      end_date: dayFromToday(31),
    });
    expect(late.json.errors.end_date).toEqual(['validation.association_outside_line_flight']);
    const reversed = await associate({
      creative_id: creative.id,
      line_item_id: line,
      start_date: dayFromToday(5),
      end_date: dayFromToday(3),
    });
    expect(reversed.json.errors.end_date).toEqual(['validation.end_after_start']);
    expect(await associationCount()).toBe(before);

    expect((await associate({ creative_id: creative.id, line_item_id: line })).status).toBe(200);
    const duplicate = await associate({ creative_id: creative.id, line_item_id: line });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.code).toBe('errors.association_exists');
    expect(await associationCount()).toBe(before + 1);
  });

  it('refuses a line item of another advertiser, and another account’s objects with 404', async () => {
    const creative = await newCreative();
    const other = await createAdvertiser(t, token, ids);
    const otherCampaign = await createCampaign(t, token, ids, other.id);
    const otherLine = await insertLineItem(t, otherCampaign.id, other.id, flight);
    const mixed = await associate({ creative_id: creative.id, line_item_id: otherLine });
    expect(mixed.status).toBe(422);
    expect(mixed.json.errors.line_item_id).toEqual(['validation.association_advertiser']);

    const retail = await t.login('trafficker@example.com');
    await t.request('PUT', '/api/set_account/2', { token: retail });
    try {
      const line = await insertLineItem(t, campaign.id, advertiser.id, flight);
      const foreign = await associate({ creative_id: creative.id, line_item_id: line }, retail);
      expect(foreign.status).toBe(404);
      expect((await t.request('GET', `/api/creatives/${creative.id}/lines`, { token: retail })).status).toBe(
        404,
      );
      expect((await t.request('GET', `/api/line_items/${line}/creatives`, { token: retail })).status).toBe(
        404,
      );
    } finally {
      await t.request('PUT', '/api/set_account/1', { token: retail });
    }
  });

  it('updates and deletes an association, logs both on the creative, and checks the permission', async () => {
    const creative = await newCreative();
    const line = await insertLineItem(t, campaign.id, advertiser.id, flight);
    const created = (await associate({ creative_id: creative.id, line_item_id: line })).json.data;

    const outside = await t.request('PUT', `/api/creative_line_associations/${created.id}`, {
      token,
      body: { start_date: dayFromToday(40), end_date: null, active: true },
    });
    expect(outside.status).toBe(422);
    const updated = await t.request('PUT', `/api/creative_line_associations/${created.id}`, {
      token,
      body: { start_date: dayFromToday(3), end_date: null, active: 0 },
    });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(updated.json.data).toMatchObject({ start_date: dayFromToday(3), active: false });

    // A planner reads buying objects but may not change associations.
    const planner = await t.login('planner@example.com');
    const denied = await t.request('DELETE', `/api/creative_line_associations/${created.id}`, {
      token: planner,
    });
    expect(denied.status).toBe(403);
    expect((await t.request('GET', `/api/creatives/${creative.id}/lines`, { token: planner })).status).toBe(
      200,
    );

    expect(
      (await t.request('DELETE', `/api/creative_line_associations/${created.id}`, { token })).status,
    ).toBe(200);
    expect((await t.request('GET', `/api/creatives/${creative.id}/lines`, { token })).json.data).toEqual([]);
    expect(
      (await t.request('DELETE', `/api/creative_line_associations/${created.id}`, { token })).status,
    ).toBe(404);

    const log = await t.request('GET', `/api/activity_log/creative/${creative.id}?mode=all`, { token });
    const associationChanges = log.json.data
      .flatMap((e: { changes: { field: string; old: unknown; new: unknown }[] }) => e.changes)
      .filter((c: { field: string }) => c.field === 'line_association');
    expect(associationChanges).toHaveLength(3);
    expect(associationChanges).toContainEqual({
      field: 'line_association',
      old: null,
      new: { line_item_id: line, start_date: null, end_date: null, active: true },
    });
  });

  it('lets a restricted user associate only within their advertiser', async () => {
    const other = await createAdvertiser(t, token, ids);
    const theirs = await newCreative(other.id);
    const mine = await newCreative();
    const line = await insertLineItem(t, campaign.id, advertiser.id, flight);
    const trafficker = await userIdOf(t, 'trafficker@example.com');
    await t.request('PUT', `/api/advertisers/${advertiser.id}/users`, {
      token,
      body: { user_ids: [trafficker] },
    });
    try {
      const restricted = await t.login('trafficker@example.com');
      expect((await associate({ creative_id: theirs.id, line_item_id: line }, restricted)).status).toBe(404);
      expect((await associate({ creative_id: mine.id, line_item_id: line }, restricted)).status).toBe(200);
    } finally {
      await t.request('PUT', `/api/advertisers/${advertiser.id}/users`, { token, body: { user_ids: [] } });
    }
  });
});
