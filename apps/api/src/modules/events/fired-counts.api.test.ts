import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvertiser, referenceIds, uniqueName } from '../../test/buying.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../test/harness.ts';
import { toUtcText } from '../metrics/money.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds())('event fired counters on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let advertiser = 0;
  const events = { firing: 0, quiet: 0, never: 0 };
  const now = Date.now();
  const todayStart = Math.floor(now / DAY) * DAY;

  const createEvent = async () => {
    const res = await t.request('POST', '/api/events', {
      token: admin,
      body: { name: uniqueName('Signup'), advertiser_id: advertiser },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.id as number;
  };

  /** A counted conversion of `eventId` at `ms`, as attribution writes it. */
  const credit = (eventId: number, ms: number, account = 1, i = 0) => ({
    event_time: toUtcText(ms),
    account_id: account,
    advertiser_id: advertiser,
    conversion_event_id: eventId,
    device_id: `device-${eventId}-${ms}-${i}`,
    device_id_type: 'maid',
    order_id: `order-${eventId}-${ms}-${i}`,
    value_micros: 1_000_000,
    touch: 'none',
    batch_to: `${toUtcText(now)}.000`,
  });

  /** Fires of one event of account 1 in [from, to), counted straight from the store (UTC days). */
  const direct = async (eventId: number, fromMs: number, toMs: number) => {
    const store = await t.deps.analytics.get();
    const [row] = await store.query<{ n: string }>(
      `SELECT count() AS n FROM conversion_credits
       WHERE account_id = 1 AND conversion_event_id = {id:UInt64}
         AND event_time >= {from:DateTime('UTC')} AND event_time < {to:DateTime('UTC')}`,
      { id: String(eventId), from: toUtcText(fromMs), to: toUtcText(toMs) },
    );
    return Number(row?.n ?? 0);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login(ADMIN_EMAIL);
    const ids = await referenceIds(t, admin);
    advertiser = (await createAdvertiser(t, admin, ids)).id;
    events.firing = await createEvent();
    events.quiet = await createEvent();
    events.never = await createEvent();
    const store = await t.deps.analytics.get();
    const at = [
      now - 60_000,
      todayStart + 1_000,
      todayStart - HOUR,
      todayStart - 3 * DAY,
      todayStart - 7 * DAY + HOUR,
      todayStart - 8 * DAY,
      todayStart - 30 * DAY + HOUR,
      todayStart - 31 * DAY,
    ];
    await store.insert('conversion_credits', [
      ...at.flatMap((ms, i) => Array.from({ length: i + 1 }, (_, k) => credit(events.firing, ms, 1, k))),
      credit(events.quiet, todayStart - 2 * DAY),
      credit(events.quiet, todayStart - 40 * DAY),
      // Another account's credits under the same event id are never counted.
      ...Array.from({ length: 5 }, (_, k) => credit(events.firing, now - 60_000, 2, k)),
      credit(events.never, now - 60_000, 2),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the counters of a list page as a direct count of the store', async () => {
    const res = await t.request('GET', `/api/events?filters[advertiser_id]=${advertiser}&limit=10`, {
      token: admin,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const byId = new Map(res.json.data.data.map((e: { id: number }) => [e.id, e]));
    for (const id of [events.firing, events.quiet, events.never]) {
      const sevenDays = await direct(id, todayStart - 7 * DAY, todayStart);
      expect(byId.get(id), `event ${id}`).toMatchObject({
        events_fired_today: await direct(id, todayStart, todayStart + DAY),
        events_fired_yesterday: await direct(id, todayStart - DAY, todayStart),
        events_fired_past_7_days_avg: Math.round((sevenDays / 7) * 100) / 100,
        events_fired_past_30_days_look_back: await direct(id, todayStart - 30 * DAY, todayStart),
      });
    }
    // The counts themselves: 1 + 2 today (3 when the minute before now fell yesterday), and so on.
    const firing = byId.get(events.firing) as {
      events_fired_today: number;
      events_fired_yesterday: number;
      events_fired_past_30_days_look_back: number;
    };
    expect(firing.events_fired_today + firing.events_fired_yesterday).toBe(1 + 2 + 3);
    expect(firing.events_fired_past_30_days_look_back).toBeGreaterThanOrEqual(3 + 4 + 5 + 6 + 7);
    expect(byId.get(events.quiet)).toMatchObject({
      events_fired_today: 0,
      events_fired_past_30_days_look_back: 1,
    });
  });

  it('tells firing, quiet and never fired apart', async () => {
    const status = async (id: number) =>
      (await t.request('GET', `/api/events/${id}`, { token: admin })).json.data.status as string;
    expect(await status(events.firing)).toBe('firing');
    expect(await status(events.quiet)).toBe('quiet');
    // Only another account's fire: never fired for this account.
    expect(await status(events.never)).toBe('never_fired');
    const all = await t.request('GET', `/api/events?mode=all&filters[id]=${events.never}`, { token: admin });
    expect(all.json.data[0]).toMatchObject({ status: 'never_fired', events_fired_today: 0 });
  });
});
