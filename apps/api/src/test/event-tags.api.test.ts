import { toRows } from '@beacon/analytics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeConversions } from '../modules/conversions/attribute.ts';
import { flushConversions } from '../modules/conversions/collect-routes.ts';
import {
  acceptTerms,
  createAdvertiser,
  createCampaign,
  insertLineItem,
  referenceIds,
  uniqueName,
} from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { rows } from './helpers.ts';

type Json = Record<string, any>;
/** `event_attributions` lookup ids (lookups-events.ts). */
const ATTRIBUTION = { last_touch: 1, last_click: 2, last_view: 3, count_only: 4 } as const;
const DAY = 86_400;

describe.each(testDatabaseKinds())('event tags, the collection endpoint and attribution on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let advertiserId: number;
  let otherAdvertiserId: number;
  /** Campaigns A and B allow events, C does not; a line item in each (two in A). */
  const line: Record<'a1' | 'a2' | 'b' | 'c', { id: number; campaignId: number }> = {} as never;

  const insertEvent = async (values: Partial<Record<string, unknown>> = {}) => {
    const v = {
      account_id: 1,
      advertiser_id: advertiserId,
      attribution: ATTRIBUTION.last_touch as number | null,
      value: '3.25',
      click_window_days: 30,
      view_window_days: 30,
      mode: 'all',
      segment_id: null as number | null,
      active: true,
      archived: false,
      ...values,
    };
    const [row] = await rows(
      t,
      sql`insert into events (account_id, advertiser_id, name, event_attribution_id, value, click_window_days,
            view_window_days, eligibility_mode, segment_id, active, archived)
          values (${v.account_id}, ${v.advertiser_id}, ${uniqueName('Event')}, ${v.attribution}, ${v.value},
            ${v.click_window_days}, ${v.view_window_days}, ${v.mode}, ${v.segment_id}, ${v.active}, ${v.archived})
          returning id`,
    );
    return Number(row!.id);
  };
  const generateTag = (token: string, eventId: number, tagType = 1) =>
    t.request('POST', '/api/events/generate_tag', {
      token,
      body: { event_id: eventId, event_tag_type_id: tagType },
    });
  const tagPath = async (eventId: number, tagType = 1) => {
    const res = await generateTag(admin, eventId, tagType);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return new URL(res.json.data.url).pathname;
  };
  const store = () => t.deps.analytics.get();
  const conversionsOf = async (eventId: number) => {
    await flushConversions(t.deps);
    return (await store()).query<Json>(
      `SELECT account_id, advertiser_id, device_id, device_id_type, value_micros, order_id, source
       FROM conversions WHERE conversion_event_id = {id:UInt64} ORDER BY inserted_at`,
      { id: String(eventId) },
    );
  };
  const creditsOf = async (eventId: number) =>
    (await store()).query<Json>(
      `SELECT device_id, order_id, touch, campaign_id, line_item_id, value_micros FROM conversion_credits
       WHERE conversion_event_id = {id:UInt64} ORDER BY device_id, order_id`,
      { id: String(eventId) },
    );
  /** A delivery row of a device on a line item, `secondsAgo` before now. */
  const touch = async (
    l: { id: number; campaignId: number },
    deviceId: string,
    secondsAgo: number,
    kind: 'click' | 'view',
  ) => {
    await (await store()).insert(
      'delivery_events',
      toRows('delivery', [
        {
          event_time: new Date(Date.now() - secondsAgo * 1000),
          account_id: 1,
          advertiser_id: advertiserId,
          campaign_id: l.campaignId,
          line_item_id: l.id,
          creative_id: 7,
          device_id: deviceId,
          device_id_type: 'maid',
          impressions: kind === 'view' ? 1 : 0,
          clicks: kind === 'click' ? 1 : 0,
        },
      ]),
    );
  };
  /** Fires with a device id and the query given; the fire must be answered. */
  const fire = async (path: string, deviceId: string, query = '') => {
    const res = await t.request('GET', `${path}?device_id=${deviceId}${query}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res;
  };
  /** Writes the buffered fires and attributes everything in the store (waiting until the store clock passed the last insert). */
  const attribute = async () => {
    await flushConversions(t.deps);
    const analytics = await store();
    for (;;) {
      const [row] = await analytics.query<{ ahead: number }>(
        'SELECT now64(3) > (SELECT max(inserted_at) FROM conversions) AS ahead',
      );
      if (Number(row!.ahead) === 1) break;
    }
    return attributeConversions(t.deps, { lagSeconds: 0 });
  };

  beforeAll(async () => {
    // No job worker: the tests run attribution themselves, never beside a scheduled run.
    t = await startTestApp(kind, { JOBS_WORKER: 'false' });
    admin = await t.login(ADMIN_EMAIL);
    // trafficker@ switched to account 2, where they are admin
    other = await t.login('trafficker@example.com');
    expect((await t.request('PUT', '/api/set_account/2', { token: other })).status).toBe(200);
    const ids = await referenceIds(t, admin);
    await acceptTerms(t, admin);
    advertiserId = (await createAdvertiser(t, admin, ids)).id;
    otherAdvertiserId = (await createAdvertiser(t, other, await referenceIds(t, other))).id;
    const campaign = async (allowsEvents: boolean) => {
      const c = await createCampaign(t, admin, ids, advertiserId);
      await rows(t, sql`update campaigns set allows_events = ${allowsEvents} where id = ${c.id}`);
      return c.id;
    };
    const a = await campaign(true);
    const b = await campaign(true);
    const c = await campaign(false);
    line.a1 = { id: await insertLineItem(t, a, advertiserId), campaignId: a };
    line.a2 = { id: await insertLineItem(t, a, advertiserId), campaignId: a };
    line.b = { id: await insertLineItem(t, b, advertiserId), campaignId: b };
    line.c = { id: await insertLineItem(t, c, advertiserId), campaignId: c };
  });
  afterAll(() => t.close());

  it('generates an image pixel and a JavaScript tag, only for events of the caller', async () => {
    const eventId = await insertEvent();
    const pixel = await generateTag(admin, eventId, 1);
    expect(pixel.status).toBe(200);
    expect(pixel.json.data).toMatchObject({
      event_id: eventId,
      event_tag_type_id: 1,
      generate_type: 'image',
    });
    expect(pixel.json.data.url).toMatch(
      new RegExp(`^http://beacon\\.test/collect/event/${eventId}\\.[\\w-]+\\.gif$`),
    );
    expect(pixel.json.data.tag).toContain(
      `<img src="${pixel.json.data.url}" width="1" height="1" alt="" style="display:none" />`,
    );
    expect(pixel.json.data.tag).toContain('order_id=ORDER_ID');

    const script = await generateTag(admin, eventId, 2);
    expect(script.json.data).toMatchObject({ event_tag_type_id: 2, generate_type: 'javascript' });
    expect(script.json.data.url).toMatch(/\/collect\/event\/\d+\.[\w-]+\.js$/);
    expect(script.json.data.tag).toContain('<script');
    expect(script.json.data.tag).toContain(JSON.stringify(script.json.data.url));
    expect(script.json.data.tag).toContain("'?cb='");

    expect((await generateTag(admin, eventId, 9)).status).toBe(422);
    // Another account's event, either way round, and a deleted event are not found.
    const foreign = await insertEvent({ account_id: 2, advertiser_id: otherAdvertiserId });
    expect((await generateTag(admin, foreign)).status).toBe(404);
    expect((await generateTag(other, eventId)).status).toBe(404);
    expect((await generateTag(other, foreign)).status).toBe(200);
    await rows(t, sql`update events set deleted_at = now() where id = ${eventId}`);
    expect((await generateTag(admin, eventId)).status).toBe(404);
  });

  it('records a fire with the event value, or the value and order id it carries', async () => {
    const eventId = await insertEvent({ value: '3.25' });
    const path = await tagPath(eventId);
    const first = await fire(path, 'device-one');
    expect(first.headers['content-type']).toBe('image/gif');
    expect(first.headers['cache-control']).toContain('no-store');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.body.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    const script = await fire(path.replace(/\.gif$/, '.js'), 'device-two', '&value=12.5&order_id=A-1&cb=x1');
    expect(script.headers['content-type']).toContain('application/javascript');

    expect(await conversionsOf(eventId)).toEqual([
      {
        account_id: '1',
        advertiser_id: String(advertiserId),
        device_id: 'device-one',
        device_id_type: 'maid',
        value_micros: '3250000',
        order_id: '',
        source: 'pixel',
      },
      {
        account_id: '1',
        advertiser_id: String(advertiserId),
        device_id: 'device-two',
        device_id_type: 'maid',
        value_micros: '12500000',
        order_id: 'A-1',
        source: 'script',
      },
    ]);

    // Without a device id, the first-party cookie names the device.
    const cookieFire = await t.request('GET', path);
    expect(String(cookieFire.headers['set-cookie'])).toMatch(/^bcn_uid=[a-f0-9]{32};/);
    const rowsNow = await conversionsOf(eventId);
    expect(rowsNow).toHaveLength(3);
    expect(rowsNow[2]).toMatchObject({ device_id_type: 'cookie' });
  });

  it('refuses a forged token and records nothing; an inactive or archived event records nothing', async () => {
    const eventId = await insertEvent();
    const path = await tagPath(eventId);
    const [, signature] = /\/(\d+\.[\w-]+)\.gif$/.exec(path)![1]!.split('.');
    const neighbour = await insertEvent();
    for (const forged of [
      `/collect/event/${eventId}.gif`,
      `/collect/event/${eventId}.${signature!.slice(0, -1)}A.gif`,
      `/collect/event/${neighbour}.${signature}.gif`,
      `/collect/event/${eventId}.${signature}.png`,
    ])
      expect((await t.request('GET', `${forged}?device_id=intruder`)).status, forged).toBe(403);
    // A segment tag's token is no event token.
    const segment = (
      await t.request('POST', '/api/segments', { token: admin, body: { name: uniqueName('Seg') } })
    ).json.data;
    const segmentTag = (await t.request('GET', `/api/segments/${segment.id}/tag/1`, { token: admin })).json
      .data;
    const segmentToken = /\/collect\/segment\/(.+)\.gif$/.exec(segmentTag.url)![1];
    expect((await t.request('GET', `/collect/event/${segmentToken}.gif`)).status).toBe(403);
    expect(await conversionsOf(eventId)).toEqual([]);
    expect(await conversionsOf(neighbour)).toEqual([]);

    const inactive = await insertEvent({ active: false });
    const archived = await insertEvent({ archived: true });
    await fire(await tagPath(inactive), 'quiet-device');
    await fire((await tagPath(archived, 2)).replace(/\.gif$/, '.js'), 'quiet-device');
    expect(await conversionsOf(inactive)).toEqual([]);
    expect(await conversionsOf(archived)).toEqual([]);
  });

  it('limits each address to its fires per tag and minute, as segment tags do, writing nothing past it', async () => {
    const eventId = await insertEvent();
    const path = `${await tagPath(eventId)}?device_id=hammer`;
    for (let i = 0; i < 120; i++)
      expect((await t.request('GET', path, { ip: '203.0.113.9' })).status).toBe(200);
    const limited = await t.request('GET', path, { ip: '203.0.113.9' });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ success: false, code: 'errors.too_many_requests' });
    expect((await t.request('GET', path, { ip: '198.51.100.4' })).status).toBe(200);
    expect(await conversionsOf(eventId)).toHaveLength(121);
  });

  it('adds the firing device to the event segment', async () => {
    const segment = (
      await t.request('POST', '/api/segments', { token: admin, body: { name: uniqueName('Buyers') } })
    ).json.data;
    const eventId = await insertEvent({ segment_id: segment.id });
    const path = await tagPath(eventId);
    await fire(path, 'buyer-1');
    await fire(path, 'buyer-2');
    await fire(path, 'buyer-1');
    expect(await conversionsOf(eventId)).toHaveLength(3);
    const detail = await t.request('GET', `/api/segments/${segment.id}`, { token: admin });
    expect(detail.json.data.users_total).toBe(2);
  });

  it('credits a whitelisted line and never one outside the whitelist', async () => {
    const eventId = await insertEvent({ mode: 'whitelist' });
    await rows(
      t,
      sql`insert into event_line_items (event_id, line_item_id) values (${eventId}, ${line.a1.id})`,
    );
    await rows(
      t,
      sql`insert into event_campaigns (event_id, campaign_id) values (${eventId}, ${line.b.campaignId})`,
    );
    // w1: a view on the whitelisted line, a newer click on a line outside the whitelist
    await touch(line.a1, 'w1', 7200, 'view');
    await touch(line.a2, 'w1', 3600, 'click');
    // w2: only the line outside the whitelist
    await touch(line.a2, 'w2', 600, 'click');
    // w3: a line of a whitelisted campaign
    await touch(line.b, 'w3', 600, 'click');
    const path = await tagPath(eventId);
    for (const device of ['w1', 'w2', 'w3']) await fire(path, device);
    await attribute();
    expect(await creditsOf(eventId)).toEqual([
      {
        device_id: 'w1',
        order_id: '',
        touch: 'view',
        campaign_id: String(line.a1.campaignId),
        line_item_id: String(line.a1.id),
        value_micros: '3250000',
      },
      {
        device_id: 'w2',
        order_id: '',
        touch: 'none',
        campaign_id: '0',
        line_item_id: '0',
        value_micros: '3250000',
      },
      {
        device_id: 'w3',
        order_id: '',
        touch: 'click',
        campaign_id: String(line.b.campaignId),
        line_item_id: String(line.b.id),
        value_micros: '3250000',
      },
    ]);
  });

  it('credits an older click in its window over a newer impression, and nothing outside both windows', async () => {
    const eventId = await insertEvent({ click_window_days: 7, view_window_days: 1 });
    await touch(line.a1, 'c1', 3 * DAY, 'click');
    await touch(line.a2, 'c1', 600, 'view');
    // c2: the click is 8 days old, the impression 2 days: outside both windows
    await touch(line.a1, 'c2', 8 * DAY, 'click');
    await touch(line.a2, 'c2', 2 * DAY, 'view');
    // c3: touched after converting only
    const path = await tagPath(eventId);
    for (const device of ['c1', 'c2', 'c3']) await fire(path, device);
    await touch(line.a1, 'c3', -120, 'click');
    await attribute();
    const credits = await creditsOf(eventId);
    expect(credits.map((c) => [c.device_id, c.touch, c.line_item_id])).toEqual([
      ['c1', 'click', String(line.a1.id)],
      ['c2', 'none', '0'],
      ['c3', 'none', '0'],
    ]);
  });

  it('counts an order id once, within a batch and across batches', async () => {
    const eventId = await insertEvent();
    const path = await tagPath(eventId);
    await fire(path, 'o1', '&order_id=ORD-1&value=10');
    await fire(path, 'o1', '&order_id=ORD-1&value=10');
    await fire(path, 'o2', '&order_id=ORD-2');
    await attribute();
    expect((await creditsOf(eventId)).map((c) => c.order_id)).toEqual(['ORD-1', 'ORD-2']);
    await fire(path, 'o1', '&order_id=ORD-1&value=10');
    await fire(path, 'o3', '&order_id=ORD-3');
    await fire(path, 'o3');
    const run = await attribute();
    expect(run).toMatchObject({ conversions: 3, counted: 2 });
    expect((await creditsOf(eventId)).map((c) => `${c.device_id}:${c.order_id}`)).toEqual([
      'o1:ORD-1',
      'o2:ORD-2',
      'o3:',
      'o3:ORD-3',
    ]);
    // The same order id of another event is another order.
    const otherEvent = await insertEvent();
    await fire(await tagPath(otherEvent), 'o1', '&order_id=ORD-1');
    await attribute();
    expect(await creditsOf(otherEvent)).toHaveLength(1);
  });

  it('never credits a campaign that does not allow events, nor a count-only event', async () => {
    const all = await insertEvent();
    const whitelisted = await insertEvent({ mode: 'whitelist' });
    await rows(
      t,
      sql`insert into event_line_items (event_id, line_item_id) values (${whitelisted}, ${line.c.id})`,
    );
    const countOnly = await insertEvent({ attribution: ATTRIBUTION.count_only });
    const noAttribution = await insertEvent({ attribution: null });
    await touch(line.c, 'n1', 600, 'click');
    await touch(line.a1, 'n2', 600, 'click');
    await fire(await tagPath(all), 'n1');
    await fire(await tagPath(whitelisted), 'n1');
    await fire(await tagPath(countOnly), 'n2');
    await fire(await tagPath(noAttribution), 'n2');
    await attribute();
    for (const eventId of [all, whitelisted, countOnly, noAttribution])
      expect(
        (await creditsOf(eventId)).map((c) => c.touch),
        String(eventId),
      ).toEqual(['none']);
  });

  it('undoes a half-written batch and redoes it exactly once', async () => {
    const eventId = await insertEvent();
    await touch(line.a1, 'h1', 600, 'click');
    const path = await tagPath(eventId);
    await fire(path, 'h1');
    await fire(path, 'h2', '&order_id=H-1');
    const run = await attribute();
    expect(run).toMatchObject({ redone: false, counted: 2 });
    const written = await creditsOf(eventId);
    expect(written).toHaveLength(2);

    // The state a stop leaves between the credits and the mark: the batch pending, its credits
    // (some or all) written. A stray credit of the batch stands for one the redo must not keep.
    await (await store()).insert('conversion_credits', [
      {
        event_time: '2026-01-01 00:00:00',
        account_id: '1',
        advertiser_id: String(advertiserId),
        conversion_event_id: String(eventId),
        device_id: 'h9',
        device_id_type: 'maid',
        touch: 'none',
        batch_to: run!.to.toISOString().replace('T', ' ').slice(0, 23),
      },
    ]);
    await rows(
      t,
      sql`update attribution_progress set attributed_to = ${run!.from.toISOString()}, pending_to = ${run!.to.toISOString()}`,
    );
    const redo = await attributeConversions(t.deps, { lagSeconds: 0 });
    expect(redo).toMatchObject({ redone: true, counted: 2, credited: 1 });
    expect(redo!.to.getTime()).toBe(run!.to.getTime());
    expect(await creditsOf(eventId)).toEqual(written);
    const [progress] = await rows(t, sql`select attributed_to, pending_to from attribution_progress`);
    expect(new Date(progress!.attributed_to).getTime()).toBe(run!.to.getTime());
    expect(progress!.pending_to).toBeNull();
    // The next run starts after the batch: nothing is counted twice.
    await attribute();
    expect(await creditsOf(eventId)).toEqual(written);
  });
});
