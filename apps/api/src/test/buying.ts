import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';
import { rows } from './helpers.ts';

/** A date-time `days` from today (UTC), at `time`. */
export function dayFromToday(days: number, time = '00:00:00') {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)} ${time}`;
}

/** Ids of the reference values the buying-object tests use, read through the API. */
export async function referenceIds(t: TestApp, token: string) {
  const first = async (path: string) => {
    const res = await t.request('GET', path, { token });
    expect(res.status, path).toBe(200);
    expect(res.json.data.length, path).toBeGreaterThan(0);
    return res.json.data[0].id as number;
  };
  const timezones = await t.request('GET', '/api/list/timezones', { token });
  const utc = timezones.json.data.find((z: { name: string }) => z.name === 'UTC');
  return {
    category: await first('/api/list/advertiser_categories'),
    budgetTypeNew: 1,
    deliveryType: await first('/api/list/delivery_types'),
    deliveryObjective: await first('/api/list/delivery_objectives'),
    optimizationStrategy: await first('/api/list/optimization_strategies'),
    campaignPacing: await first('/api/list/campaign_pacing'),
    unitTime: await first('/api/list/unit_times'),
    kpi: await first('/api/list/kpis'),
    timezoneUtc: utc.id as number,
  };
}
export type ReferenceIds = Awaited<ReturnType<typeof referenceIds>>;

let serial = 0;
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++serial}`;

export function advertiserBody(ids: ReferenceIds, overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName('Advertiser'),
    category_id: ids.category,
    domain: 'brand.example.com',
    currency: 'USD',
    ...overrides,
  };
}

export async function createAdvertiser(
  t: TestApp,
  token: string,
  ids: ReferenceIds,
  overrides: Record<string, unknown> = {},
) {
  const res = await t.request('POST', '/api/advertisers', { token, body: advertiserBody(ids, overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as { id: number; name: string; currency: string };
}

export function campaignBody(
  ids: ReferenceIds,
  advertiserId: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    advertiser_id: advertiserId,
    name: uniqueName('Campaign'),
    budget: '1000',
    budget_type_id: ids.budgetTypeNew,
    start_date: dayFromToday(1),
    end_date: dayFromToday(31, '23:59:59'),
    timezone_id: ids.timezoneUtc,
    delivery_type_id: ids.deliveryType,
    delivery_objective_id: ids.deliveryObjective,
    optimization_strategy_id: ids.optimizationStrategy,
    campaign_pacing_id: ids.campaignPacing,
    ...overrides,
  };
}

export async function acceptTerms(t: TestApp, token: string) {
  const terms = await t.request('GET', '/api/campaigns/terms', { token });
  expect(terms.status).toBe(200);
  const res = await t.request('POST', '/api/campaigns/terms', {
    token,
    body: { version: terms.json.data.version },
  });
  expect(res.status).toBe(200);
}

export async function createCampaign(
  t: TestApp,
  token: string,
  ids: ReferenceIds,
  advertiserId: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await t.request('POST', '/api/campaigns', {
    token,
    body: campaignBody(ids, advertiserId, overrides),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as { id: number; name: string; advertiser_id: number; active: boolean };
}

/**
 * A valid line item under a campaign made by `campaignBody` (flight from tomorrow to day 31, UTC):
 * fixed CPM, lifetime pacing, a spend budget of 100.
 */
export function lineItemBody(ids: ReferenceIds, campaignId: number, overrides: Record<string, unknown> = {}) {
  return {
    campaign_id: campaignId,
    name: uniqueName('Line item'),
    line_item_type_id: 1,
    budget_type_id: 1,
    budget: '100',
    start_date: dayFromToday(1),
    end_date: dayFromToday(30, '23:59:59'),
    timezone_id: ids.timezoneUtc,
    bid_strategy_id: 1,
    cpm_bid: '2.5',
    line_pacing_id: 2,
    pacing_behavior_id: 1,
    catchup_behavior_id: 1,
    creative_method_id: 1,
    ...overrides,
  };
}

export async function createLineItem(
  t: TestApp,
  token: string,
  ids: ReferenceIds,
  campaignId: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await t.request('POST', '/api/line_items', {
    token,
    body: lineItemBody(ids, campaignId, overrides),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as {
    id: number;
    name: string;
    campaign_id: number;
    advertiser_id: number;
    active: boolean;
    external_id: number;
  };
}

/** A stored creative asset row (what the upload routes write), for creative tests. */
export async function insertCreativeAsset(
  t: TestApp,
  values: {
    accountId?: number;
    advertiserId?: number | null;
    assetTypeId: number;
    width?: number | null;
    height?: number | null;
    bytes?: number;
    durationMs?: number | null;
    thumbnail?: boolean;
  },
) {
  const mime = ['image/png', 'application/zip', 'video/mp4', 'audio/mpeg'][values.assetTypeId - 1];
  const extension = ['png', 'zip', 'mp4', 'mp3'][values.assetTypeId - 1];
  const [row] = await rows(
    t,
    sql`insert into creative_assets (account_id, advertiser_id, asset_type_id, thumbnail, name, mime_type, bytes,
          storage_key, width, height, duration_ms, sha256)
        values (${values.accountId ?? 1}, ${values.advertiserId ?? null}, ${values.assetTypeId}, ${values.thumbnail ?? false},
          ${`${uniqueName('asset')}.${extension}`}, ${mime}, ${values.bytes ?? 20_000}, ${`creative-assets/${values.accountId ?? 1}/${randomUUID()}`},
          ${values.width ?? null}, ${values.height ?? null}, ${values.durationMs ?? null}, 'test')
        returning id`,
  );
  return Number(row!.id);
}

/**
 * A line item written directly (independent of the line-item API), flying from `start` to `end`
 * (wall-clock) under `campaignId`.
 */
export async function insertLineItem(
  t: TestApp,
  campaignId: number,
  advertiserId: number,
  flight: { start: string; end: string } = { start: dayFromToday(1), end: dayFromToday(30, '23:59:59') },
  accountId = 1,
) {
  const [row] = await rows(
    t,
    sql`insert into line_items (account_id, campaign_id, advertiser_id, name, budget, start_date, end_date)
        values (${accountId}, ${campaignId}, ${advertiserId}, ${uniqueName('Line')}, 100, ${flight.start}, ${flight.end})
        returning id`,
  );
  return Number(row!.id);
}

/** The body of a valid banner-image creative (template 1) over an image asset of 300x250. */
export function imageCreativeBody(
  advertiserId: number,
  assetId: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    name: uniqueName('Creative'),
    advertiser_id: advertiserId,
    creative_template_id: 1,
    primary_asset_id: assetId,
    size_id: 1,
    click_url: 'https://brand.example.com/click',
    landing_page_url: 'https://brand.example.com/offer',
    ...overrides,
  };
}
