/**
 * The API server for `http-load-matrix.ts`, run as its own process so its memory and CPU are its
 * own. Configured by the environment like `main.ts` (DATABASE_URL or DATA_DIR, ...).
 *
 *   tsx bench/http-load-server.ts seed <campaigns>   # migrate, first run, bench rows; then exit
 *   tsx bench/http-load-server.ts serve              # listen on a free loopback port; prints {"port"}
 *
 * `serve` is `main.ts` without the demo seeding, the analytics store and the delivery loop, which
 * the lists measured here do not touch.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedFirstRun } from '../apps/api/src/db/seed.ts';
import { bootstrap } from '../apps/api/src/platform/bootstrap.ts';

export const BENCH_PASSWORD = 'Bench-pass1!';
const ADVERTISERS = 20;

const [mode, campaignsArg = '1000'] = process.argv.slice(2);
const config = loadConfig();
const { deps, close } = await bootstrap(config);

if (mode === 'seed') {
  const campaigns = Number(campaignsArg);
  await seedFirstRun(deps.db, {
    adminEmail: 'admin@example.com',
    adminPassword: BENCH_PASSWORD,
    demo: false,
  });
  await deps.db.execute(sql`
    insert into advertisers (account_id, name, category_id, domain, currency)
    select 1, 'Bench advertiser ' || g, 1, 'adv' || g || '.bench.example', 'USD'
    from generate_series(1, ${ADVERTISERS}) g`);
  await deps.db.execute(sql`
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
    from generate_series(1, ${campaigns}) g join adv on adv.n = g % ${ADVERTISERS}`);
  // Three line items on every fourth campaign, five days of spend on each.
  await deps.db.execute(sql`
    insert into line_items (account_id, campaign_id, advertiser_id, name, budget, start_date, end_date)
    select c.account_id, c.id, c.advertiser_id, 'Line ' || k, c.budget / 3, c.start_date, c.end_date
    from campaigns c cross join generate_series(1, 3) k where c.id % 4 = 0`);
  await deps.db.execute(sql`
    insert into spend_ledger (campaign_id, line_item_id, day, spend, impressions)
    select li.campaign_id, li.id, date '2025-01-01' + d, 10 + (li.id * 7 + d) % 90, 1000 + d
    from line_items li cross join generate_series(0, 4) d`);
  await deps.db.execute(sql`vacuum analyze`);
  await close();
  process.exit(0);
}

const app = await buildApp(deps, { webDist: null });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
const stop = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
