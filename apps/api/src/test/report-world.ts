import type { Analytics } from '@beacon/analytics';
import { reportFiltersSchema } from '@beacon/contracts';
import { latLngToCell } from 'h3-js';
import { toUtcText } from '../modules/metrics/money.ts';
import type { ReportDefinition, ReportRow, ReportScope } from '../modules/reports/types/definition.ts';
import { acceptTerms, createAdvertiser, createCampaign, createLineItem, referenceIds } from './buying.ts';
import type { DatabaseKind } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

/**
 * A test world for the report types: account 1 with two advertisers (A: campaign 1 with two line
 * items; B: campaign 2 with one), delivery over the last three whole UTC days, and account 2's
 * delivery written under the very same ids (its rows must never show in account 1's reports).
 * Campaign 1 reaches 120 devices (`dev-0` … `dev-119`, device i gets 1 + i % 12 impressions spread
 * over the days); campaign 2 reaches 20 (`dev-100` … `dev-119`), under the default floor of 50.
 */
export type ReportWorld = {
  t: TestApp;
  store: Analytics;
  a: { advertiser: number; campaign: number; lines: [number, number] };
  b: { advertiser: number; campaign: number; line: number };
  /** UTC midnight of the first day delivered and of the day after the last one. */
  from: string;
  to: string;
  days: string[];
};

const DAY = 86_400_000;

export async function startReportWorld(kind: DatabaseKind): Promise<ReportWorld> {
  const t = await startTestApp(kind);
  const admin = await t.login(ADMIN_EMAIL);
  const ids = await referenceIds(t, admin);
  await acceptTerms(t, admin);
  const advA = await createAdvertiser(t, admin, ids, { currency: 'USD' });
  const c1 = await createCampaign(t, admin, ids, advA.id, { budget: '500' });
  const l1 = await createLineItem(t, admin, ids, c1.id);
  const l2 = await createLineItem(t, admin, ids, c1.id);
  const advB = await createAdvertiser(t, admin, ids, { currency: 'EUR' });
  const c2 = await createCampaign(t, admin, ids, advB.id, { budget: '150' });
  const l3 = await createLineItem(t, admin, ids, c2.id);

  const today = Math.floor(Date.now() / DAY) * DAY;
  const start = today - 3 * DAY;
  const days = [0, 1, 2].map((d) => new Date(start + d * DAY).toISOString().slice(0, 10));
  const store = await t.deps.analytics.get();
  const world: ReportWorld = {
    t,
    store,
    a: { advertiser: advA.id, campaign: c1.id, lines: [l1.id, l2.id] },
    b: { advertiser: advB.id, campaign: c2.id, line: l3.id },
    from: toUtcText(start),
    to: toUtcText(today),
    days,
  };
  await store.insert('delivery_events', deliveryRows(world, 1));
  await store.insert('delivery_events', deliveryRows(world, 2));
  return world;
}

/** Names the test city: Bogotá (3688689) becomes a known city of the store, Medellín (3674962) stays unknown. */
export async function insertBogota(w: ReportWorld) {
  await w.store.insert('world_cities', [
    {
      city_id: 3688689,
      country_id: 170,
      country_code: 'CO',
      region_code: 'CO-DC',
      region_name: 'Bogotá',
      name: 'Bogotá',
      lat: 4.61,
      lon: -74.08,
      population: 7_000_000,
      radius_m: 15_000,
      h3_cell: '0',
    },
  ]);
}

/** A point of the test city (Bogotá), `north` and `east` metres from its centre. */
export const CENTRE = { lat: 4.65, lon: -74.06 };
export function pointAt(north: number, east: number) {
  const lat = CENTRE.lat + north / 111_194.93;
  const lon = CENTRE.lon + east / (111_194.93 * Math.cos((CENTRE.lat * Math.PI) / 180));
  return { lat, lon, h3_cell: BigInt(`0x${latLngToCell(lat, lon, 9)}`).toString() };
}

/** A location ping of `device` at `at` (ms), `north`/`east` metres from the test centre. */
export const pingAt = (device: string, at: number, north: number, east: number) => ({
  event_time: toUtcText(at),
  device_id: device,
  device_id_type: 'maid',
  country_code: 'CO',
  ...pointAt(north, east),
});

/** A place of the test city (an OOH site or a POI, without its id), `north`/`east` metres from the centre. */
export function placeAt(category: string, name: string, north: number, east: number) {
  const p = pointAt(north, east);
  return {
    country_id: 170,
    country_code: 'CO',
    category,
    name,
    city_name: 'Bogotá',
    lat: p.lat,
    lon: p.lon,
    h3_cell: p.h3_cell,
  };
}

/**
 * The delivery rows of `account`: device i of campaign 1 gets 1 + i % 12 impressions, two hours apart from 02:00 UTC,
 * spread over the days by i (so first days differ), 1 click every 4th device, 0.2 units each; device
 * i of campaign 2 (100 … 119) gets 2 impressions on the last day. Account 2's devices are `other-…`.
 */
export function deliveryRows(w: ReportWorld, account: number) {
  const rows: Record<string, unknown>[] = [];
  const base = Date.parse(`${w.from.replace(' ', 'T')}Z`);
  const device = (i: number) => (account === 1 ? `dev-${i}` : `other-${i}`);
  const place = (i: number) => pointAt((i % 10) * 100, (i % 7) * 100);
  for (let i = 0; i < 120; i++) {
    const n = 1 + (i % 12);
    for (let k = 0; k < n; k++) {
      const day = (i + k) % 3;
      rows.push({
        event_time: toUtcText(base + day * DAY + ((2 + 2 * k) % 24) * 3_600_000 + i * 1000),
        account_id: account,
        advertiser_id: w.a.advertiser,
        campaign_id: w.a.campaign,
        line_item_id: w.a.lines[i % 2],
        creative_id: 7,
        device_id: device(i),
        device_id_type: 'maid',
        country_code: 'CO',
        region_code: 'CO-DC',
        city_code: '3688689',
        ...place(i),
        impressions: 1,
        clicks: k === 0 && i % 4 === 0 ? 1 : 0,
        spend_micros: 200_000,
      });
    }
  }
  for (let i = 100; i < 120; i++)
    for (let k = 0; k < 2; k++)
      rows.push({
        event_time: toUtcText(base + 2 * DAY + (10 + k) * 3_600_000),
        account_id: account,
        advertiser_id: w.b.advertiser,
        campaign_id: w.b.campaign,
        line_item_id: w.b.line,
        creative_id: 8,
        device_id: device(i),
        device_id_type: 'maid',
        country_code: 'CO',
        region_code: 'CO-ANT',
        city_code: '3674962',
        ...place(i),
        impressions: 1,
        clicks: 0,
        spend_micros: 500_000,
      });
  return rows;
}

/** A scope over the whole delivered window of account 1, in UTC, with everything overridable. */
export function scopeOf(
  w: ReportWorld,
  over: Partial<Omit<ReportScope, 'filters'>> & { filters?: Record<string, unknown> } = {},
) {
  const { filters, ...rest } = over;
  return {
    accountId: 1,
    advertiserIds: null,
    fromUtc: w.from,
    toUtc: w.to,
    timeZone: 'UTC',
    dimensions: [],
    metrics: [],
    privacyMinDevices: 1,
    ...rest,
    filters: reportFiltersSchema.parse(filters ?? {}),
  } satisfies ReportScope;
}

/** Every row a definition yields for `scope`, and the pages they came in. */
export async function collect(w: ReportWorld, def: ReportDefinition, scope: ReportScope) {
  const rows: ReportRow[] = [];
  let pages = 0;
  for await (const page of def.rows(w.t.deps, scope)) {
    pages++;
    rows.push(...page);
  }
  return { rows, pages };
}
