import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/list-query/run.ts';

/**
 * Money in the campaign and geography types: the currency of each campaign (spend is kept in the
 * campaign's currency, so money is never summed across currencies) and amounts in currency units.
 * Conditions, fields and names of buying objects come from `shared.ts`, as for every type.
 */

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
