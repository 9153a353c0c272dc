import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/list-query/run.ts';
import type { ReportScope } from './definition.ts';

/**
 * What the campaign and geography types share: the conditions of a scope over the analytics store's
 * delivery tables as named parameters, and the currency of each campaign (spend is kept in the
 * campaign's currency, so money is never summed across currencies). Fields and names of buying
 * objects come from `shared.ts`, as for every type.
 */

/**
 * The WHERE conditions (ClickHouse, bound parameters) of a scope: the account, the window on
 * `time`, the requester's advertisers and the request's filters. Columns are read under `alias`.
 */
export function scopeConditions(scope: ReportScope, time: string, alias = '') {
  const c = (column: string) => `${alias}${column}`;
  const conditions = [
    `${c('account_id')} = {account:UInt64}`,
    `${time} >= {from:DateTime('UTC')}`,
    `${time} < {to:DateTime('UTC')}`,
  ];
  const params: Record<string, unknown> = {
    account: String(scope.accountId),
    from: scope.fromUtc,
    to: scope.toUtc,
  };
  const advertisers = scope.filters.advertisers.length ? scope.filters.advertisers : scope.advertiserIds;
  const lists: [string, readonly number[] | null][] = [
    ['advertiser_id', advertisers],
    ['campaign_id', scope.filters.campaigns.length ? scope.filters.campaigns : null],
    ['line_item_id', scope.filters.line_items.length ? scope.filters.line_items : null],
    ['creative_id', scope.filters.creatives.length ? scope.filters.creatives : null],
  ];
  for (const [column, ids] of lists) {
    if (ids === null) continue;
    if (ids.length === 0) conditions.push('0');
    else {
      conditions.push(`${c(column)} IN {${column}s:Array(UInt64)}`);
      params[`${column}s`] = [...ids];
    }
  }
  if (scope.filters.deal_id) {
    conditions.push(`${c('deal_id')} = {deal:String}`);
    params.deal = scope.filters.deal_id;
  }
  return { conditions, params };
}

/** The currency of every campaign of the account (ids and codes, as two arrays for `transform`). */
export async function campaignCurrencies(db: Executor, accountId: number) {
  const rows = await rowsOf<{ id: number; currency: string }>(
    db,
    sql`select id, currency from campaigns where account_id = ${accountId} order by id`,
  );
  return { ids: rows.map((r) => Number(r.id)), currencies: rows.map((r) => String(r.currency)) };
}

/** The ClickHouse expression of a row's currency from its campaign (bound as `cur_ids`/`cur_codes`). */
export const CURRENCY_KEY = `transform(campaign_id, {cur_ids:Array(UInt64)}, {cur_codes:Array(String)}, '')`;

/** Micros of money as a number of currency units (exact to the micro for any real amount). */
export const units = (micros: bigint) => Number(micros) / 1_000_000;

/** Spend per `per` units, in currency units rounded to the micro; null without units. */
export function costPer(spendMicros: bigint, count: number, per = 1): number | null {
  if (count <= 0) return null;
  return units((spendMicros * BigInt(per)) / BigInt(count));
}

/** `part / whole` as a percentage with 4 decimals; null when `whole` is 0. */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1_000_000) / 10_000 : null;
