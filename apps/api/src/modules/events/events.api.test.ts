import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createAdvertiser,
  type ReferenceIds,
  referenceIds,
  uniqueName,
} from '../../test/buying.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { ADMIN_EMAIL, PASSWORD, startTestApp, type TestApp } from '../../test/harness.ts';
import { countOf, createActiveUser, roleIds, rows } from '../../test/helpers.ts';

describe.each(testDatabaseKinds())('events on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let viewer: string;
  let ids: ReferenceIds;
  let advertiser = 0;
  let secondAdvertiser = 0;
  let foreignAdvertiser = 0;
  let foreignSegment = 0;
  let ownSegment = 0;

  const create = (body: Record<string, unknown>, token = admin) =>
    t.request('POST', '/api/events', {
      token,
      body: { name: uniqueName('Purchase'), advertiser_id: advertiser, ...body },
    });
  const createOk = async (body: Record<string, unknown> = {}) => {
    const res = await create(body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const activity = (eventId: number) =>
    rows<{ event: string; changes: { field: string; old: unknown; new: unknown }[] }>(
      t,
      sql`select event, changes from activity_log where entity = 'event' and entity_id = ${eventId} order by id`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    viewer = await t.login('viewer@example.com');
    other = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    ids = await referenceIds(t, admin);
    await acceptTerms(t, admin);
    advertiser = (await createAdvertiser(t, admin, ids)).id;
    secondAdvertiser = (await createAdvertiser(t, admin, ids)).id;
    foreignAdvertiser = (await createAdvertiser(t, other, ids)).id;
    const segment = (token: string) =>
      t.request('POST', '/api/segments', { token, body: { name: uniqueName('Buyers') } });
    const own = await segment(admin);
    expect(own.status, JSON.stringify(own.json)).toBe(200);
    ownSegment = own.json.data.id;
    foreignSegment = (await segment(other)).json.data.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates with the defaults: 30-day windows, value 0, missing ids null', async () => {
    const event = await createOk();
    expect(event).toMatchObject({
      advertiser_id: advertiser,
      click_window_days: 30,
      view_window_days: 30,
      value: 0,
      event_type_id: null,
      event_attribution_id: null,
      event_tag_type_id: null,
      segment_id: null,
      segment: null,
      eligible: false,
      eligibility_mode: 'all',
      active: true,
      archived: false,
      campaigns: [],
      line_items: [],
      status: 'never_fired',
      events_fired_today: 0,
    });
    const [stored] = await rows(t, sql`select value, click_window_days from events where id = ${event.id}`);
    expect(Number(stored!.value)).toBe(0);
    expect(Number(stored!.click_window_days)).toBe(30);
  });

  it('keeps windows within 0–30 days and refuses anything else without writing', async () => {
    expect((await createOk({ click_window_days: 0, view_window_days: 30 })).click_window_days).toBe(0);
    const before = await countOf(t, sql`select count(*) as n from events`);
    for (const body of [
      { click_window_days: 31 },
      { view_window_days: -1 },
      { click_window_days: 1.5 },
      { view_window_days: 'a' },
    ]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.success).toBe(false);
    }
    const wide = await create({ click_window_days: 31 });
    expect(wide.json.errors.click_window_days).toEqual(['events.validation.window']);
    expect(await countOf(t, sql`select count(*) as n from events`)).toBe(before);
  });

  it('takes values of at least 0 with at most two decimals', async () => {
    expect((await createOk({ value: 12.5 })).value).toBe(12.5);
    expect((await createOk({ value: '' })).value).toBe(0);
    expect((await createOk({ value: '3.99' })).value).toBe(3.99);
    const negative = await create({ value: -1 });
    expect(negative.status).toBe(400);
    expect(negative.json.errors.value).toEqual(['events.validation.value']);
    const fine = await create({ value: 1.234 });
    expect(fine.status).toBe(400);
    expect(fine.json.errors.value).toEqual(['events.validation.value_decimals']);
  });

  it('checks references: lookups must exist, advertiser and segment must be of the account', async () => {
    const attribution = await t.request('GET', '/api/events/attributions', { token: admin });
    const lastTouch = attribution.json.data.find(
      (a: { extra: { code?: string } }) => a.extra.code === 'last_touch',
    );
    const countOnly = attribution.json.data.find(
      (a: { extra: { code?: string } }) => a.extra.code === 'count_only',
    );
    const eligible = await createOk({
      event_attribution_id: lastTouch.id,
      event_type_id: 1,
      segment_id: ownSegment,
    });
    expect(eligible).toMatchObject({ eligible: true, segment: { id: ownSegment }, event_type: 'Purchase' });
    expect((await createOk({ event_attribution_id: countOnly.id })).eligible).toBe(false);

    for (const [body, field] of [
      [{ event_type_id: 999 }, 'event_type_id'],
      [{ event_attribution_id: 999 }, 'event_attribution_id'],
      [{ event_tag_type_id: 999 }, 'event_tag_type_id'],
      [{ advertiser_id: foreignAdvertiser }, 'advertiser_id'],
      [{ segment_id: foreignSegment }, 'segment_id'],
    ] as const) {
      const res = await create(body);
      expect(res.status, field).toBe(422);
      expect(res.json.errors[field], field).toEqual(['validation.exists']);
    }
  });

  it('keeps names unique per advertiser among events not deleted', async () => {
    const name = uniqueName('Lead');
    const first = await createOk({ name });
    const duplicate = await create({ name: name.toUpperCase() });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json.errors.name).toEqual(['validation.unique']);
    expect((await create({ name, advertiser_id: secondAdvertiser })).status).toBe(200);
    expect((await t.request('DELETE', `/api/events/${first.id}`, { token: admin })).status).toBe(200);
    expect((await create({ name })).status).toBe(200);
  });

  it('answers the lookups with a description ("-" when empty) and extra', async () => {
    const types = await t.request('GET', '/api/events/types?language=es', { token: viewer });
    expect(types.status).toBe(200);
    expect(types.json.data.find((x: { id: number }) => x.id === 1)).toEqual({
      id: 1,
      description: 'Compra',
      extra: {},
    });
    await t.deps.db.execute(
      sql`update lookup_values set name = '', names = '{"en": ""}'::jsonb where list = 'event_tag_types' and id = 2`,
    );
    const tagTypes = await t.request('GET', '/api/events/tag_types', { token: admin });
    expect(tagTypes.json.data.find((x: { id: number }) => x.id === 2).description).toBe('-');
    await t.deps.db.execute(
      sql`update lookup_values set name = 'JavaScript', names = '{"en": "JavaScript", "es": "JavaScript", "pt": "JavaScript"}'::jsonb where list = 'event_tag_types' and id = 2`,
    );
  });

  it('updates an event; a body id other than the path id is a 422', async () => {
    const event = await createOk({ value: 1 });
    const body = {
      id: event.id,
      name: `${event.name} v2`,
      advertiser_id: advertiser,
      value: 2,
      view_window_days: 7,
    };
    const res = await t.request('PUT', `/api/events/update/${event.id}`, { token: admin, body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe('events.updated');
    expect(res.json.data).toMatchObject({ value: 2, view_window_days: 7, click_window_days: 30 });
    const mismatch = await t.request('PUT', `/api/events/update/${event.id}`, {
      token: admin,
      body: { ...body, id: event.id + 1000, name: 'Other' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.errors.id).toEqual(['events.validation.id_mismatch']);
    const log = await activity(event.id);
    expect(log.map((e) => e.event)).toEqual(['created', 'updated']);
    expect(log[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'value', old: 1, new: 2 },
        { field: 'view_window_days', old: 30, new: 7 },
      ]),
    );
  });

  it('archives: an archived event cannot be edited until unarchived', async () => {
    const event = await createOk();
    const archive = await t.request('PATCH', `/api/events/${event.id}/set/archived`, { token: admin });
    expect(archive.status, JSON.stringify(archive.json)).toBe(200);
    expect(archive.json).toMatchObject({ message: 'events.archived', data: { archived: true } });
    const edit = await t.request('PUT', `/api/events/update/${event.id}`, {
      token: admin,
      body: { name: 'Changed', advertiser_id: advertiser },
    });
    expect(edit.status).toBe(409);
    expect(edit.json).toMatchObject({
      success: false,
      message: 'The event is archived: unarchive it to change it',
    });
    expect((await t.request('PUT', `/api/events/${event.id}/set/0`, { token: admin })).status).toBe(409);
    expect(
      (
        await t.request('POST', `/api/events/${event.id}/campaigns`, {
          token: admin,
          body: { campaign_ids: [] },
        })
      ).status,
    ).toBe(409);
    const [stored] = await rows(t, sql`select name, active from events where id = ${event.id}`);
    expect(stored).toMatchObject({ name: event.name, active: true });

    const archived = await t.request(
      'GET',
      `/api/events?mode=all&filters[archived]=1&filters[id]=${event.id}`,
      { token: admin },
    );
    expect(archived.json.data.map((e: { id: number }) => e.id)).toEqual([event.id]);
    const unarchive = await t.request('PATCH', `/api/events/${event.id}/set/unarchived`, { token: admin });
    expect(unarchive.json).toMatchObject({ message: 'events.unarchived', data: { archived: false } });
    const off = await t.request('PUT', `/api/events/${event.id}/set/0`, { token: admin });
    expect(off.json.data.active).toBe(false);
    expect((await activity(event.id)).map((e) => [e.event, e.changes[0]?.field])).toEqual([
      ['created', 'name'],
      ['updated', 'archived'],
      ['updated', 'archived'],
      ['deactivated', 'active'],
    ]);
    const bad = await t.request('PATCH', `/api/events/${event.id}/set/deleted`, { token: admin });
    expect(bad.status).toBe(400);
  });

  it('soft deletes: the row stays, leaves every list and answers 404', async () => {
    const event = await createOk();
    const res = await t.request('DELETE', `/api/events/${event.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('events.deleted');
    const [stored] = await rows(t, sql`select deleted_at, deleted_by from events where id = ${event.id}`);
    expect(stored!.deleted_at).not.toBeNull();
    expect(Number(stored!.deleted_by)).toBeGreaterThan(0);
    expect((await t.request('GET', `/api/events/${event.id}`, { token: admin })).status).toBe(404);
    expect((await t.request('DELETE', `/api/events/${event.id}`, { token: admin })).status).toBe(404);
    for (const mode of ['all', 'list', 'paginated']) {
      const list = await t.request('GET', `/api/events?mode=${mode}&filters[id]=${event.id}`, {
        token: admin,
      });
      const data = mode === 'paginated' ? list.json.data.data : list.json.data;
      expect(data, mode).toEqual([]);
    }
    expect((await activity(event.id)).map((e) => e.event)).toEqual(['created', 'deleted']);
  });

  it('lists with filters, search and a download', async () => {
    const name = uniqueName('Needle');
    const event = await createOk({ name, event_type_id: 2, advertiser_id: secondAdvertiser });
    const byType = await t.request(
      'GET',
      `/api/events?filters[event_type_id]=2&filters[advertiser_id]=${secondAdvertiser}&filters[active]=1`,
      { token: admin },
    );
    expect(byType.status, JSON.stringify(byType.json)).toBe(200);
    expect(byType.json.data.data.map((e: { id: number }) => e.id)).toEqual([event.id]);
    const search = await t.request('GET', `/api/events?term=${encodeURIComponent(name)}`, { token: admin });
    expect(search.json.data.data.map((e: { id: number }) => e.id)).toEqual([event.id]);
    const csv = await t.request('GET', `/api/events?mode=download&type=csv&filters[id]=${event.id}`, {
      token: admin,
    });
    expect(csv.status).toBe(200);
    const text = csv.body.toString('utf8');
    expect(text).toContain(name);
    expect(text.split('\n')[0]).toContain('events_fired_today');
  });

  it('refuses users without Event permissions (403) and other accounts (404)', async () => {
    const event = await createOk();
    const body = { name: 'Changed', advertiser_id: advertiser };
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/events'],
      ['POST', '/api/events', body],
      ['GET', `/api/events/${event.id}`],
      ['PUT', `/api/events/update/${event.id}`, body],
      ['DELETE', `/api/events/${event.id}`],
      ['PUT', `/api/events/${event.id}/set/0`],
      ['PATCH', `/api/events/${event.id}/set/archived`],
      ['POST', `/api/events/${event.id}/campaigns`, { campaign_ids: [] }],
      ['POST', `/api/events/${event.id}/line_items`, { line_item_ids: [] }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.request(method as 'PATCH', url, { token: viewer, body: payload });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, payload] of calls.slice(2)) {
      const res = await t.request(method as 'PATCH', url, { token: other, body: payload });
      expect(res.status, `${method} ${url} from account 2`).toBe(404);
    }
    const foreignList = await t.request('GET', `/api/events?mode=all&filters[id]=${event.id}`, {
      token: other,
    });
    expect(foreignList.json.data).toEqual([]);
    const [stored] = await rows(
      t,
      sql`select name, active, archived, deleted_at from events where id = ${event.id}`,
    );
    expect(stored).toMatchObject({ name: event.name, active: true, archived: false, deleted_at: null });
  });

  it('keeps a user restricted to some advertisers to their events', async () => {
    const mine = await createOk();
    const theirs = await createOk({ advertiser_id: secondAdvertiser });
    const restricted = await createActiveUser(t, admin, (await roleIds(t)).trafficker!, PASSWORD);
    await t.deps.db.execute(
      sql`insert into user_advertisers (account_id, user_id, advertiser_id) values (1, ${restricted.id}, ${advertiser})`,
    );
    const token = restricted.token;
    const list = await t.request('GET', `/api/events?mode=all&filters[id]=${mine.id},${theirs.id}`, {
      token,
    });
    expect(list.json.data.map((e: { id: number }) => e.id)).toEqual([mine.id]);
    expect((await t.request('GET', `/api/events/${mine.id}`, { token })).status).toBe(200);
    expect((await t.request('GET', `/api/events/${theirs.id}`, { token })).status).toBe(404);
    const outside = await create({ advertiser_id: secondAdvertiser }, token);
    expect(outside.status).toBe(422);
    expect(outside.json.errors.advertiser_id).toEqual(['validation.exists']);
  });

  it('shows the activity log of an event to users with its audit permission', async () => {
    const event = await createOk();
    await t.request('PUT', `/api/events/${event.id}/set/0`, { token: admin });
    const log = await t.request('GET', `/api/activity_log/event/${event.id}`, { token: admin });
    expect(log.status, JSON.stringify(log.json)).toBe(200);
    expect(log.json.data.data.map((e: { event: string }) => e.event)).toEqual(['deactivated', 'created']);
    expect((await t.request('GET', `/api/activity_log/event/${event.id}`, { token: viewer })).status).toBe(
      403,
    );
  });
});
