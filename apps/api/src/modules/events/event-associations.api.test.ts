import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  createLineItem,
  type ReferenceIds,
  referenceIds,
  uniqueName,
} from '../../test/buying.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../test/harness.ts';
import { rows } from '../../test/helpers.ts';

type ObjectEvent = { id: number; associated: boolean; credited: boolean; eligible: boolean };

describe.each(testDatabaseKinds())('event whitelist on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let viewer: string;
  let ids: ReferenceIds;
  let lastTouch = 0;
  let countOnly = 0;
  // Account 1: an advertiser with a campaign that allows events (two lines) and one that does not.
  const own = { advertiser: 0, allowed: 0, lines: [0, 0], closed: 0, closedLine: 0 };
  let otherAdvertiserCampaign = 0;
  let otherAdvertiserLine = 0;
  // Account 2.
  const foreign = { advertiser: 0, campaign: 0, line: 0, event: 0 };

  const createEvent = async (token: string, advertiserId: number, body: Record<string, unknown> = {}) => {
    const res = await t.request('POST', '/api/events', {
      token,
      body: {
        name: uniqueName('Sale'),
        advertiser_id: advertiserId,
        event_attribution_id: lastTouch,
        ...body,
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { id: number; name: string };
  };
  const whitelist = async (eventId: number) => ({
    campaigns: (
      await rows(t, sql`select campaign_id from event_campaigns where event_id = ${eventId} order by 1`)
    ).map((r) => Number(r.campaign_id)),
    lines: (
      await rows(t, sql`select line_item_id from event_line_items where event_id = ${eventId} order by 1`)
    ).map((r) => Number(r.line_item_id)),
  });
  const objectEvents = async (path: string, eventId: number) => {
    const res = await t.request('GET', path, { token: admin });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return (res.json.data as ObjectEvent[]).find((e) => e.id === eventId);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    viewer = await t.login('viewer@example.com');
    other = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    ids = await referenceIds(t, admin);
    await acceptTerms(t, admin);
    await acceptTerms(t, other);
    const attributions = (await t.request('GET', '/api/events/attributions', { token: admin })).json.data;
    const byCode = (code: string) =>
      attributions.find((a: { extra: { code?: string } }) => a.extra.code === code).id as number;
    lastTouch = byCode('last_touch');
    countOnly = byCode('count_only');

    own.advertiser = (await createAdvertiser(t, admin, ids)).id;
    own.allowed = (await createCampaign(t, admin, ids, own.advertiser, { allows_events: true })).id;
    own.lines = [
      (await createLineItem(t, admin, ids, own.allowed)).id,
      (await createLineItem(t, admin, ids, own.allowed)).id,
    ];
    own.closed = (await createCampaign(t, admin, ids, own.advertiser, { allows_events: false })).id;
    own.closedLine = (await createLineItem(t, admin, ids, own.closed)).id;
    const second = (await createAdvertiser(t, admin, ids)).id;
    otherAdvertiserCampaign = (await createCampaign(t, admin, ids, second, { allows_events: true })).id;
    otherAdvertiserLine = (await createLineItem(t, admin, ids, otherAdvertiserCampaign)).id;

    foreign.advertiser = (await createAdvertiser(t, other, ids)).id;
    foreign.campaign = (await createCampaign(t, other, ids, foreign.advertiser, { allows_events: true })).id;
    foreign.line = (await createLineItem(t, other, ids, foreign.campaign)).id;
    foreign.event = (await createEvent(other, foreign.advertiser)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('replaces the whitelist from the event and shows it with counts', async () => {
    const event = await createEvent(admin, own.advertiser, { eligibility_mode: 'whitelist' });
    const campaigns = await t.request('POST', `/api/events/${event.id}/campaigns`, {
      token: admin,
      body: { campaign_ids: [own.allowed] },
    });
    expect(campaigns.status, JSON.stringify(campaigns.json)).toBe(200);
    expect(campaigns.json.message).toBe('events.associations_saved');
    expect(campaigns.json.data.campaigns).toEqual([
      expect.objectContaining({ id: own.allowed, associated: 2, active: expect.any(Boolean) }),
    ]);
    const lines = await t.request('POST', `/api/events/${event.id}/line_items`, {
      token: admin,
      body: { line_item_ids: [own.lines[1]] },
    });
    expect(lines.status).toBe(200);
    expect(lines.json.data.line_items.map((l: { id: number }) => l.id)).toEqual([own.lines[1]]);
    expect(lines.json.data.line_items_count).toBe(2);
    const shown = await t.request('GET', `/api/events/${event.id}`, { token: admin });
    expect(shown.json.data.campaigns.map((c: { id: number }) => c.id)).toEqual([own.allowed]);

    // A second call replaces, it does not add.
    await t.request('POST', `/api/events/${event.id}/line_items`, {
      token: admin,
      body: { line_item_ids: [own.lines[0]] },
    });
    expect(await whitelist(event.id)).toEqual({ campaigns: [own.allowed], lines: [own.lines[0]] });
    const log = await rows<{ changes: { field: string; old: unknown; new: unknown }[] }>(
      t,
      sql`select changes from activity_log where entity = 'event' and entity_id = ${event.id} and event = 'updated' order by id`,
    );
    expect(log.map((e) => e.changes[0])).toEqual([
      { field: 'campaign_ids', old: [], new: [own.allowed] },
      { field: 'line_item_ids', old: [], new: [own.lines[1]] },
      { field: 'line_item_ids', old: [own.lines[1]], new: [own.lines[0]] },
    ]);
  });

  it("refuses another advertiser's campaign, a campaign without events and unknown ids; nothing changes", async () => {
    const event = await createEvent(admin, own.advertiser, { eligibility_mode: 'whitelist' });
    await t.request('POST', `/api/events/${event.id}/campaigns`, {
      token: admin,
      body: { campaign_ids: [own.allowed] },
    });
    const cases: [string, string, number[], string][] = [
      [
        'campaigns',
        'campaign_ids',
        [own.allowed, otherAdvertiserCampaign],
        'events.validation.other_advertiser',
      ],
      ['campaigns', 'campaign_ids', [own.allowed, own.closed], 'events.validation.events_not_allowed'],
      ['campaigns', 'campaign_ids', [own.allowed, foreign.campaign], 'validation.exists'],
      [
        'line_items',
        'line_item_ids',
        [own.lines[0]!, otherAdvertiserLine],
        'events.validation.other_advertiser',
      ],
      [
        'line_items',
        'line_item_ids',
        [own.lines[0]!, own.closedLine],
        'events.validation.events_not_allowed',
      ],
      ['line_items', 'line_item_ids', [own.lines[0]!, foreign.line], 'validation.exists'],
    ];
    for (const [path, field, list, problem] of cases) {
      const res = await t.request('POST', `/api/events/${event.id}/${path}`, {
        token: admin,
        body: { [field]: list },
      });
      expect(res.status, `${path} ${problem}`).toBe(422);
      expect(res.json.success).toBe(false);
      expect(res.json.errors[`${field}.1`]).toEqual([problem]);
      expect(res.json.message).toContain(String(list[1]));
    }
    expect(await whitelist(event.id)).toEqual({ campaigns: [own.allowed], lines: [] });

    const notEligible = await createEvent(admin, own.advertiser, { event_attribution_id: countOnly });
    const refused = await t.request('POST', `/api/events/${notEligible.id}/campaigns`, {
      token: admin,
      body: { campaign_ids: [own.allowed] },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.campaign_ids).toEqual(['events.validation.not_eligible']);
  });

  it('refuses a new advertiser while the event whitelists objects', async () => {
    const event = await createEvent(admin, own.advertiser);
    await t.request('POST', `/api/events/${event.id}/line_items`, {
      token: admin,
      body: { line_item_ids: [own.lines[0]] },
    });
    const second = (await createAdvertiser(t, admin, ids)).id;
    const body = { name: event.name, advertiser_id: second, event_attribution_id: lastTouch };
    const moved = await t.request('PUT', `/api/events/update/${event.id}`, { token: admin, body });
    expect(moved.status).toBe(422);
    expect(moved.json.errors.advertiser_id).toEqual(['events.validation.advertiser_locked']);
    await t.request('POST', `/api/events/${event.id}/line_items`, {
      token: admin,
      body: { line_item_ids: [] },
    });
    const again = await t.request('PUT', `/api/events/update/${event.id}`, { token: admin, body });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.data.advertiser_id).toBe(second);
  });

  it('tells a campaign and a line item which events credit them', async () => {
    const all = await createEvent(admin, own.advertiser, { eligibility_mode: 'all' });
    const listed = await createEvent(admin, own.advertiser, { eligibility_mode: 'whitelist' });
    const countOnlyEvent = await createEvent(admin, own.advertiser, { event_attribution_id: countOnly });
    await t.request('POST', `/api/events/${listed.id}/campaigns`, {
      token: admin,
      body: { campaign_ids: [own.allowed] },
    });
    const campaignPath = `/api/campaigns/${own.allowed}/events`;
    const linePath = (id: number) => `/api/line_items/${id}/events`;

    expect(await objectEvents(campaignPath, all.id)).toMatchObject({ associated: false, credited: true });
    expect(await objectEvents(campaignPath, listed.id)).toMatchObject({ associated: true, credited: true });
    expect(await objectEvents(campaignPath, countOnlyEvent.id)).toMatchObject({
      eligible: false,
      credited: false,
    });
    // Through its campaign: credited without being associated itself.
    expect(await objectEvents(linePath(own.lines[0]!), listed.id)).toMatchObject({
      associated: false,
      credited: true,
    });
    // A campaign that does not allow events gets no credit, even in mode all.
    expect(await objectEvents(`/api/campaigns/${own.closed}/events`, all.id)).toMatchObject({
      credited: false,
    });
    expect(await objectEvents(linePath(own.closedLine), all.id)).toMatchObject({ credited: false });

    // Whitelist mode without the campaign: only the line chosen gets credit.
    const lineOnly = await createEvent(admin, own.advertiser, { eligibility_mode: 'whitelist' });
    const saved = await t.request('POST', linePath(own.lines[1]!), {
      token: admin,
      body: { event_ids: [lineOnly.id, listed.id] },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.message).toBe('events.associations_saved');
    expect(saved.json.data.find((e: ObjectEvent) => e.id === lineOnly.id)).toMatchObject({
      associated: true,
      credited: true,
    });
    expect(await objectEvents(linePath(own.lines[0]!), lineOnly.id)).toMatchObject({
      associated: false,
      credited: false,
    });
    expect(await whitelist(lineOnly.id)).toEqual({ campaigns: [], lines: [own.lines[1]] });
    const eventLog = await rows(
      t,
      sql`select changes from activity_log where entity = 'event' and entity_id = ${lineOnly.id} and event = 'updated'`,
    );
    expect(eventLog.map((e) => e.changes[0])).toEqual([
      { field: 'line_item_ids', old: [], new: [own.lines[1]] },
    ]);
    const lineLog = await rows(
      t,
      sql`select changes from activity_log where entity = 'line_item' and entity_id = ${own.lines[1]} and event = 'updated' order by id desc limit 1`,
    );
    expect(lineLog[0]!.changes[0]).toMatchObject({ field: 'event_ids', old: [] });

    // From the campaign: replacing drops the events left out.
    const replaced = await t.request('POST', campaignPath, { token: admin, body: { event_ids: [] } });
    expect(replaced.status).toBe(200);
    expect(await whitelist(listed.id)).toEqual({ campaigns: [], lines: [own.lines[1]] });
  });

  it('refuses object-side changes that break the rules', async () => {
    const event = await createEvent(admin, own.advertiser, { eligibility_mode: 'whitelist' });
    const closed = await t.request('POST', `/api/campaigns/${own.closed}/events`, {
      token: admin,
      body: { event_ids: [event.id] },
    });
    expect(closed.status).toBe(422);
    expect(closed.json.errors['event_ids.0']).toEqual(['events.validation.events_not_allowed']);
    const notEligible = await createEvent(admin, own.advertiser, { event_attribution_id: countOnly });
    const other1 = await t.request('POST', `/api/campaigns/${otherAdvertiserCampaign}/events`, {
      token: admin,
      body: { event_ids: [event.id] },
    });
    expect(other1.json.errors['event_ids.0']).toEqual(['events.validation.other_advertiser']);
    const ineligible = await t.request('POST', `/api/line_items/${own.lines[0]}/events`, {
      token: admin,
      body: { event_ids: [notEligible.id] },
    });
    expect(ineligible.json.errors['event_ids.0']).toEqual(['events.validation.not_eligible']);
    const foreignEvent = await t.request('POST', `/api/line_items/${own.lines[0]}/events`, {
      token: admin,
      body: { event_ids: [foreign.event] },
    });
    expect(foreignEvent.status).toBe(422);
    expect(foreignEvent.json.errors['event_ids.0']).toEqual(['validation.exists']);

    await t.request('PATCH', `/api/events/${event.id}/set/archived`, { token: admin });
    const archived = await t.request('POST', `/api/campaigns/${own.allowed}/events`, {
      token: admin,
      body: { event_ids: [event.id] },
    });
    expect(archived.status).toBe(409);
    expect(await whitelist(event.id)).toEqual({ campaigns: [], lines: [] });
  });

  it("refuses account 1's ids to account 2 on every whitelist route and checks permissions", async () => {
    const event = await createEvent(admin, own.advertiser);
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/events/${event.id}/campaigns`, { campaign_ids: [] }],
      ['POST', `/api/events/${event.id}/line_items`, { line_item_ids: [] }],
      ['GET', `/api/campaigns/${own.allowed}/events`],
      ['POST', `/api/campaigns/${own.allowed}/events`, { event_ids: [] }],
      ['GET', `/api/line_items/${own.lines[0]}/events`],
      ['POST', `/api/line_items/${own.lines[0]}/events`, { event_ids: [] }],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.request(method as 'POST', url, { token: other, body });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    // Account 2's own event cannot take account 1's campaign or line item either.
    const campaign = await t.request('POST', `/api/events/${foreign.event}/campaigns`, {
      token: other,
      body: { campaign_ids: [own.allowed] },
    });
    expect(campaign.status).toBe(422);
    const line = await t.request('POST', `/api/events/${foreign.event}/line_items`, {
      token: other,
      body: { line_item_ids: [own.lines[0]] },
    });
    expect(line.status).toBe(422);
    const intoForeign = await t.request('POST', `/api/campaigns/${foreign.campaign}/events`, {
      token: other,
      body: { event_ids: [event.id] },
    });
    expect(intoForeign.status).toBe(422);
    expect(await whitelist(foreign.event)).toEqual({ campaigns: [], lines: [] });

    // The viewer reads campaigns and line items but holds no Event or association permission.
    for (const [method, url, body] of calls) {
      const res = await t.request(method as 'POST', url, { token: viewer, body });
      expect(res.status, `${method} ${url} as viewer`).toBe(method === 'GET' ? 200 : 403);
    }
  });
});
