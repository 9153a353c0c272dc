import { sql } from 'drizzle-orm';
import type { Executor } from '../apps/api/src/platform/db/client.ts';

/**
 * Bench rows in the first account: `advertisers` advertisers and `campaigns` campaigns spread over
 * them (names, budgets, flights and states vary so filters and sorts work), three line items on
 * every fourth campaign with five days of spend each; then statistics and the visibility map, as
 * autovacuum would have by now.
 */
export async function seedBuying(
  db: Executor,
  { advertisers, campaigns }: { advertisers: number; campaigns: number },
) {
  await db.execute(sql`
    insert into advertisers (account_id, name, category_id, domain, currency)
    select 1, 'Bench advertiser ' || g, 1, 'adv' || g || '.bench.example', 'USD'
    from generate_series(1, ${advertisers}) g`);
  await db.execute(sql`
    with adv as (
      select id, (row_number() over (order by id) - 1)::int as n
      from advertisers where account_id = 1 and domain like '%.bench.example')
    insert into campaigns (account_id, advertiser_id, name, budget, budget_type_id, currency, start_date,
                           end_date, timezone_id, delivery_type_id, delivery_objective_id,
                           optimization_strategy_id, campaign_pacing_id, active)
    select 1, adv.id,
           (array['Spring','Summer','Autumn','Winter','Launch','Brand','Promo'])[1 + g % 7] || ' campaign ' || g,
           1000 + (g * 37) % 50000, 1, 'USD',
           timestamp '2025-01-01' + (g % 365) * interval '1 day',
           timestamp '2025-01-01' + (g % 365 + 30) * interval '1 day',
           (select id from timezones where name = 'UTC'), 1, 1, 1, 1, g % 10 <> 0
    from generate_series(1, ${campaigns}) g join adv on adv.n = g % ${advertisers}`);
  await db.execute(sql`
    insert into line_items (account_id, campaign_id, advertiser_id, name, budget, start_date, end_date)
    select c.account_id, c.id, c.advertiser_id, 'Line ' || k, c.budget / 3, c.start_date, c.end_date
    from campaigns c cross join generate_series(1, 3) k where c.id % 4 = 0`);
  await db.execute(sql`
    insert into spend_ledger (campaign_id, line_item_id, day, spend, impressions)
    select li.campaign_id, li.id, date '2025-01-01' + d, 10 + (li.id * 7 + d) % 90, 1000 + d
    from line_items li cross join generate_series(0, 4) d`);
  await db.execute(sql`vacuum analyze`);
}
