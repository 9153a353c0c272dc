import type { Analytics } from '@beacon/analytics';
import { DASHBOARD_HOURLY_MAX_HOURS, type Dashboard, type DashboardTopRow } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import {
  type ConversionSums,
  CREDITED,
  conversionMetricValues,
  noConversions,
} from '../metrics/conversion-metrics.ts';
import { costPer, HOUR_MS, microsToDecimal, percent, toUtcText } from '../metrics/money.ts';

type Window = { fromMs: number; toMs: number };
/** A top row's names and currency, from the system of record. */
type Named = Pick<DashboardTopRow, 'name' | 'currency' | 'campaign_name' | 'advertiser_name'>;
type Sums = { impressions: string; clicks: string; video_completes: string; spend_micros: string };
type Credits = { conversions: string; value_micros: string };
const TOP = 5;

/**
 * The account's delivery in a window, read from the hourly rollup: totals (spend per currency, never
 * added across currencies; devices merged from the uniqCombined states), the five campaigns and line
 * items with most impressions, and an hourly (up to 72 hours) or daily trend; with the conversions
 * credited in the window (docs/DELIVERY.md "Conversion metrics"): in total, per currency of the
 * campaigns credited (CPA, and ROAS where the currency is USD), per top row and per trend point. A user restricted to
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
  // The same account, advertisers and window over the credits, by conversion time.
  const creditWhere = [
    ...conditions.filter((c) => !c.startsWith('hour')),
    "event_time >= {from:DateTime('UTC')}",
    "event_time < {to:DateTime('UTC')}",
    CREDITED,
  ].join(' AND ');
  const credits = 'count() AS conversions, sum(value_micros) AS value_micros';
  const sums = `sum(impressions) AS impressions, sum(clicks) AS clicks, sum(video_completes) AS video_completes,
                sum(spend_micros) AS spend_micros`;
  const hourly = window.toMs - window.fromMs <= DASHBOARD_HOURLY_MAX_HOURS * HOUR_MS;
  const bucket = hourly ? 'toStartOfHour(hour)' : 'toStartOfDay(hour)';
  const creditBucket = hourly ? 'toStartOfHour(event_time)' : 'toStartOfDay(event_time)';

  const [byCampaign, devices, topLines, trend, creditsByLine, creditTrend] = await Promise.all([
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
    store.query<Credits & { campaign_id: string; line_item_id: string }>(
      `SELECT toString(campaign_id) AS campaign_id, toString(line_item_id) AS line_item_id, ${credits}
       FROM conversion_credits WHERE ${creditWhere} GROUP BY campaign_id, line_item_id`,
      params,
    ),
    store.query<Credits & { time: string }>(
      `SELECT formatDateTime(${creditBucket}, '%Y-%m-%d %H:%i:%S') AS time, ${credits}
       FROM conversion_credits WHERE ${creditWhere} GROUP BY time`,
      params,
    ),
  ]);

  const creditsOfCampaign = new Map<number, ConversionSums>();
  const creditsOfLine = new Map<number, ConversionSums>();
  for (const row of creditsByLine) {
    const add = (map: Map<number, ConversionSums>, id: number) => {
      const entry = map.get(id) ?? noConversions();
      entry.conversions += Number(row.conversions);
      entry.valueMicros += BigInt(row.value_micros);
      map.set(id, entry);
    };
    add(creditsOfCampaign, Number(row.campaign_id));
    add(creditsOfLine, Number(row.line_item_id));
  }
  const campaignIds = [...new Set([...byCampaign.map((r) => Number(r.id)), ...creditsOfCampaign.keys()])];
  const lineIds = topLines.map((r) => Number(r.id));
  const [campaignRows, lineRows] = await Promise.all([
    campaignIds.length
      ? rowsOf(
          db,
          sql`select c.id, c.name, c.currency, a.name as advertiser_name
              from campaigns c join advertisers a on a.id = c.advertiser_id
              where c.account_id = ${ctx.accountId} and c.id in (${sql.join(
                campaignIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        )
      : [],
    lineIds.length
      ? rowsOf(
          db,
          sql`select li.id, li.name, c.currency, c.name as campaign_name, a.name as advertiser_name
              from line_items li join campaigns c on c.id = li.campaign_id
              join advertisers a on a.id = li.advertiser_id
              where li.account_id = ${ctx.accountId} and li.id in (${sql.join(
                lineIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        )
      : [],
  ]);
  const campaigns = new Map<number, Named>(
    campaignRows.map((r) => [
      Number(r.id),
      { name: String(r.name), currency: String(r.currency), advertiser_name: String(r.advertiser_name) },
    ]),
  );
  const lines = new Map<number, Named>(
    lineRows.map((r) => [
      Number(r.id),
      {
        name: String(r.name),
        currency: String(r.currency),
        campaign_name: String(r.campaign_name),
        advertiser_name: String(r.advertiser_name),
      },
    ]),
  );

  let impressions = 0;
  let clicks = 0;
  let videoCompletes = 0;
  type CurrencyEntry = { micros: bigint; impressions: number; credits: ConversionSums };
  const spendByCurrency = new Map<string, CurrencyEntry>();
  const entryOf = (currency: string) => {
    const entry = spendByCurrency.get(currency) ?? { micros: 0n, impressions: 0, credits: noConversions() };
    spendByCurrency.set(currency, entry);
    return entry;
  };
  for (const row of byCampaign) {
    impressions += Number(row.impressions);
    clicks += Number(row.clicks);
    videoCompletes += Number(row.video_completes);
    const currency = campaigns.get(Number(row.id))?.currency;
    if (!currency) continue;
    const entry = entryOf(currency);
    entry.micros += BigInt(row.spend_micros);
    entry.impressions += Number(row.impressions);
  }
  const total = noConversions();
  for (const [campaignId, sums] of creditsOfCampaign) {
    total.conversions += sums.conversions;
    total.valueMicros += sums.valueMicros;
    const currency = campaigns.get(campaignId)?.currency;
    if (!currency) continue;
    const entry = entryOf(currency);
    entry.credits.conversions += sums.conversions;
    entry.credits.valueMicros += sums.valueMicros;
  }

  const topRow = (
    row: Sums & { id: string },
    named: Named,
    credited: Map<number, ConversionSums>,
  ): DashboardTopRow => ({
    id: Number(row.id),
    ...named,
    spend: microsToDecimal(BigInt(row.spend_micros)),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    conversions: credited.get(Number(row.id))?.conversions ?? 0,
  });
  const ranked = (
    rows: (Sums & { id: string })[],
    names: Map<number, Named>,
    credited: Map<number, ConversionSums>,
  ) =>
    rows
      .filter((r) => names.has(Number(r.id)))
      .sort(
        (a, b) =>
          Number(b.impressions) - Number(a.impressions) ||
          Number(BigInt(b.spend_micros) - BigInt(a.spend_micros)) ||
          Number(a.id) - Number(b.id),
      )
      .slice(0, TOP)
      .map((r) => topRow(r, names.get(Number(r.id))!, credited));

  const step = hourly ? HOUR_MS : 86_400_000;
  const trendByTime = new Map(trend.map((r) => [r.time, r]));
  const creditsByTime = new Map(creditTrend.map((r) => [r.time, Number(r.conversions)]));
  const points: Dashboard['trend'] = [];
  const first = hourly ? window.fromMs : Math.floor(window.fromMs / step) * step;
  for (let ms = first; ms < window.toMs; ms += step) {
    const row = trendByTime.get(toUtcText(ms));
    points.push({
      time: toUtcText(ms),
      impressions: Number(row?.impressions ?? 0),
      clicks: Number(row?.clicks ?? 0),
      video_completes: Number(row?.video_completes ?? 0),
      conversions: creditsByTime.get(toUtcText(ms)) ?? 0,
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
      conversions: total.conversions,
      conversion_value: microsToDecimal(total.valueMicros),
      spend: [...spendByCurrency.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, v]) => ({
          currency,
          spend: microsToDecimal(v.micros),
          impressions: v.impressions,
          cpm: costPer(v.micros, v.impressions, 1000) ?? '0',
          ...conversionMetricValues(v.credits, v.micros, currency),
        })),
    },
    top_campaigns: ranked(byCampaign, campaigns, creditsOfCampaign),
    top_line_items: ranked(topLines, lines, creditsOfLine),
    trend: points,
  };
}
