import type { Page } from 'playwright-core';
import { callApi } from './page-api.ts';

/** The date `offset` days from now, as `YYYY-MM-DD`. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The id of the first entry of a reference list (`/api/list/<list>`). */
export async function firstOf(page: Page, list: string): Promise<number> {
  const [entry] = await callApi<{ id: number }[]>(page, 'GET', `/api/list/${list}`);
  if (!entry) throw new Error(`The reference list ${list} is empty`);
  return entry.id;
}

/** The id of a time zone by its name. */
export async function timezoneOf(page: Page, name: string): Promise<number> {
  const zones = await callApi<{ id: number; name: string }[]>(page, 'GET', '/api/list/timezones');
  const zone = zones.find((z) => z.name === name);
  if (!zone) throw new Error(`No time zone ${name}`);
  return zone.id;
}

/** A USD advertiser of the first category, through the API; `extra` adds fields. */
export async function createAdvertiser(
  page: Page,
  name: string,
  domain: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const category = await firstOf(page, 'advertiser_categories');
  return callApi(page, 'POST', '/api/advertisers', {
    name,
    category_id: category,
    domain,
    currency: 'USD',
    ...extra,
  });
}

/**
 * A campaign with a budget of 1000 from tomorrow for 30 days in time zone `timezone`, after
 * accepting the campaign terms its creation requires; `extra` adds fields.
 */
export async function createCampaign(
  page: Page,
  {
    advertiserId,
    name,
    timezone = 'UTC',
    extra = {},
  }: { advertiserId: number; name: string; timezone?: string; extra?: Record<string, unknown> },
): Promise<{ id: number }> {
  const terms = await callApi<{ version: string }>(page, 'GET', '/api/campaigns/terms');
  await callApi(page, 'POST', '/api/campaigns/terms', { version: terms.version });
  return callApi(page, 'POST', '/api/campaigns', {
    advertiser_id: advertiserId,
    name,
    budget: '1000',
    budget_type_id: 1,
    start_date: `${day(1)} 00:00:00`,
    end_date: `${day(30)} 23:59:59`,
    timezone_id: await timezoneOf(page, timezone),
    delivery_type_id: await firstOf(page, 'delivery_types'),
    delivery_objective_id: await firstOf(page, 'delivery_objectives'),
    optimization_strategy_id: await firstOf(page, 'optimization_strategies'),
    campaign_pacing_id: await firstOf(page, 'campaign_pacing'),
    ...extra,
  });
}

/** A CPM line item (bid 2.5) with a budget of 100 from tomorrow for 29 days, in UTC. */
export async function createLineItem<T = { id: number }>(
  page: Page,
  { campaignId, name }: { campaignId: number; name: string },
): Promise<T> {
  return callApi<T>(page, 'POST', '/api/line_items', {
    campaign_id: campaignId,
    name,
    line_item_type_id: 1,
    budget_type_id: 1,
    budget: '100',
    start_date: `${day(1)} 00:00:00`,
    end_date: `${day(29)} 23:59:59`,
    timezone_id: await timezoneOf(page, 'UTC'),
    bid_strategy_id: 1,
    cpm_bid: '2.5',
    line_pacing_id: 2,
    pacing_behavior_id: 1,
    catchup_behavior_id: 1,
    creative_method_id: 1,
  });
}
