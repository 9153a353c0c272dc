import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import type { MetricLevel } from './delivery-metrics.ts';

const CURRENCY_OF: Record<
  MetricLevel,
  (ids: ReturnType<typeof sql>, account: number) => ReturnType<typeof sql>
> = {
  advertiser: (ids, account) =>
    sql`select id, currency from advertisers where account_id = ${account} and id in (${ids})`,
  campaign: (ids, account) =>
    sql`select id, currency from campaigns where account_id = ${account} and id in (${ids})`,
  line_item: (ids, account) =>
    sql`select li.id, c.currency from line_items li join campaigns c on c.id = li.campaign_id
        where li.account_id = ${account} and li.id in (${ids})`,
};

/**
 * The currency each row's spend is in: the row's own `currency` when the list gave it, else read
 * from the system of record (a download may leave the column out).
 */
export async function rowCurrencies(
  db: Executor,
  accountId: number,
  level: MetricLevel,
  rows: readonly Record<string, unknown>[],
): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  const missing: number[] = [];
  for (const row of rows) {
    if (typeof row.currency === 'string') result.set(Number(row.id), row.currency);
    else missing.push(Number(row.id));
  }
  if (missing.length) {
    const ids = sql.join(
      missing.map((id) => sql`${id}`),
      sql`, `,
    );
    for (const r of await rowsOf<{ id: number; currency: string }>(db, CURRENCY_OF[level](ids, accountId)))
      result.set(Number(r.id), String(r.currency));
  }
  return result;
}
