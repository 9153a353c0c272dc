import type { Analytics } from '@beacon/analytics';
import { DASHBOARD_HOURLY_MAX_HOURS, type Dashboard, type DashboardTopRow } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { costPer, HOUR_MS, microsToDecimal, percent, toUtcText } from '../metrics/money.ts';

type Window = { fromMs: number; toMs: number };
type Sums = { impressions: string; clicks: string; video_completes: string; spend_micros: string };
const TOP = 5;

/**
 * The account's delivery in a window, read from the hourly rollup: totals (spend per currency, never
 * added across currencies; devices merged from the uniqCombined states), the five campaigns and line
 * items with most impressions, and an hourly (up to 72 hours) or daily trend. A user restricted to
 * some advertisers sees only theirs. Names and currencies come from the system of record.
 */
export async function readDashboard(
  db: Executor,
  store: Analytics,
  ctx: AuthContext,
  window: Window,
): Promise<Dashboard> {
  const conditions = [
    'account_id = {account:UInt64}',
    "hour >= {from:DateTime('UTC')}",
    "hour < {to:DateTime('UTC')}",
  ];
  const params: Record<string, unknown> = {
    account: String(ctx.accountId),
    from: toUtcText(window.fromMs),
    to: toUtcText(window.toMs),
  };
  if (ctx.advertiserIds) {
    conditions.push('advertiser_id IN {advertisers:Array(UInt64)}');
    params.advertisers = ctx.advertiserIds;
  }
  const where = conditions.join(' AND ');
  const sums = `sum(impressions) AS impressions, sum(clicks) AS clicks, sum(video_completes) AS video_completes,
                sum(spend_micros) AS spend_micros`;
  const hourly = window.toMs - window.fromMs <= DASHBOARD_HOURLY_MAX_HOURS * HOUR_MS;
  const bucket = hourly ? 'toStartOfHour(hour)' : 'toStartOfDay(hour)';

  const [byCampaign, devices, topLines, trend] = await Promise.all([
    store.query<Sums & { id: string }>(
      `SELECT toString(campaign_id) AS id, ${sums} FROM delivery_hourly WHERE ${where} GROUP BY campaign_id`,
      params,
    ),
    store.query<{ devices: string }>(
      `SELECT uniqCombinedMerge(devices) AS devices FROM delivery_hourly WHERE ${where}`,
      params,
    ),
    store.query<Sums & { id: string }>(
      `SELECT toString(line_item_id) AS id, ${sums} FROM delivery_hourly WHERE ${where}
       GROUP BY line_item_id ORDER BY impressions DESC, spend_micros DESC, line_item_id LIMIT ${TOP * 2}`,
      params,
    ),
    store.query<Sums & { time: string }>(
      `SELECT formatDateTime(${bucket}, '%Y-%m-%d %H:%i:%S') AS time, ${sums} FROM delivery_hourly
       WHERE ${where} GROUP BY time ORDER BY time`,
      params,
    ),
  ]);

  const campaignIds = byCampaign.map((r) => Number(r.id));
  const lineIds = topLines.map((r) => Number(r.id));
  const [campaignRows, lineRows] = await Promise.all([
    campaignIds.length
      ? rowsOf(
          db,
          sql`select id, name, currency from campaigns where account_id = ${ctx.accountId}
              and id in (${sql.join(
                campaignIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        )
      : [],
    lineIds.length
      ? rowsOf(
          db,
          sql`select li.id, li.name, c.currency from line_items li join campaigns c on c.id = li.campaign_id
              where li.account_id = ${ctx.accountId} and li.id in (${sql.join(
                lineIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        )
      : [],
  ]);
  const campaigns = new Map(
    campaignRows.map((r) => [Number(r.id), { name: String(r.name), currency: String(r.currency) }]),
  );
  const lines = new Map(
    lineRows.map((r) => [Number(r.id), { name: String(r.name), currency: String(r.currency) }]),
  );

  let impressions = 0;
  let clicks = 0;
  let videoCompletes = 0;
  const spendByCurrency = new Map<string, { micros: bigint; impressions: number }>();
  for (const row of byCampaign) {
    impressions += Number(row.impressions);
    clicks += Number(row.clicks);
    videoCompletes += Number(row.video_completes);
    const currency = campaigns.get(Number(row.id))?.currency;
    if (!currency) continue;
    const entry = spendByCurrency.get(currency) ?? { micros: 0n, impressions: 0 };
    entry.micros += BigInt(row.spend_micros);
    entry.impressions += Number(row.impressions);
    spendByCurrency.set(currency, entry);
  }

  const topRow = (
    row: Sums & { id: string },
    named: { name: string; currency: string },
  ): DashboardTopRow => ({
    id: Number(row.id),
    name: named.name,
    currency: named.currency,
    spend: microsToDecimal(BigInt(row.spend_micros)),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
  });
  const ranked = (rows: (Sums & { id: string })[], names: Map<number, { name: string; currency: string }>) =>
    rows
      .filter((r) => names.has(Number(r.id)))
      .sort(
        (a, b) =>
          Number(b.impressions) - Number(a.impressions) ||
          Number(BigInt(b.spend_micros) - BigInt(a.spend_micros)) ||
          Number(a.id) - Number(b.id),
      )
      .slice(0, TOP)
      .map((r) => topRow(r, names.get(Number(r.id))!));

  const step = hourly ? HOUR_MS : 86_400_000;
  const trendByTime = new Map(trend.map((r) => [r.time, r]));
  const points: Dashboard['trend'] = [];
  const first = hourly ? window.fromMs : Math.floor(window.fromMs / step) * step;
  for (let ms = first; ms < window.toMs; ms += step) {
    const row = trendByTime.get(toUtcText(ms));
    points.push({
      time: toUtcText(ms),
      impressions: Number(row?.impressions ?? 0),
      clicks: Number(row?.clicks ?? 0),
      video_completes: Number(row?.video_completes ?? 0),
    });
  }

  return {
    start_date: toUtcText(window.fromMs),
    end_date: toUtcText(window.toMs),
    granularity: hourly ? 'hour' : 'day',
    totals: {
      impressions,
      clicks,
      ctr: percent(clicks, impressions),
      video_completes: videoCompletes,
      devices: Number(devices[0]?.devices ?? 0),
      spend: [...spendByCurrency.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, v]) => ({
          currency,
          spend: microsToDecimal(v.micros),
          impressions: v.impressions,
          cpm: costPer(v.micros, v.impressions, 1000) ?? '0',
        })),
    },
    top_campaigns: ranked(byCampaign, campaigns),
    top_line_items: ranked(topLines, lines),
    trend: points,
  };
}
