import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

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
