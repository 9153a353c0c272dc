import { type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../platform/deps.ts';
import { rowsOf } from '../../../platform/list-query/run.ts';
import { microsToDecimal } from '../../metrics/money.ts';
import type { ReportDefinition, ReportScope } from './definition.ts';
import {
  Binder,
  deliveryConditions,
  field,
  localDates,
  namesOf,
  PAGE_ROWS,
  pickRow,
  tzOf,
} from './shared.ts';

const dimensions = [
  field('month', 'month', { default: true }),
  field('advertiser_id', 'id'),
  field('advertiser', 'text', { default: true }),
  field('campaign_id', 'id'),
  field('campaign', 'text', { default: true }),
  field('currency', 'text', { default: true }),
];
const metrics = [
  field('spend', 'money', { default: true }),
  field('impressions', 'integer'),
  field('budget', 'money', { default: true }),
  field('spend_to_date', 'money', { default: true }),
  field('remaining_budget', 'money', { default: true }),
  field('budget_used_percent', 'percent', { default: true }),
];

/** A PostgreSQL numeric as text without trailing zeros (`500.00000000` → `500`). */
const trimDecimal = (v: unknown) => {
  const text = String(v ?? '0');
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
};

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Spend of one campaign (and month): money as decimal text in the campaign's currency. */
type MonthSpend = { month: string | null; campaign_id: number; spend: string; impressions: number };

/**
 * The billing report (docs/REPORTS.md#billing): spend per campaign (and month) in each campaign's
 * currency, against the campaign's budget. Spend is read from the budget ledger (`spend_ledger`),
 * the system of record of spend: delivery adds a slice's spend there first, in one transaction with
 * the simulation mark, and budgets, pacing and the campaign lists read it; the analytics rollup
 * follows it and can lag it by the slice still being written (docs/DELIVERY.md "In the server"). A
 * bill must agree with the budget figures the console shows. The ledger keeps spend per line item
 * and local day (the line's time zone, the campaign's unless a line sets its own), so months are
 * those days' months and the window is the report's dates. The ledger has no creatives: with a
 * creative filter, spend is the rollup's for those creatives (by month in the report's time zone).
 * Budget, spend to date and remaining are always the whole campaign's, the budget's unit.
 */
export const billingReport: ReportDefinition = {
  code: 'billing',
  dimensions,
  metrics,
  async *rows(deps, scope) {
    const byMonth = scope.dimensions.includes('month');
    const spends = scope.filters.creatives.length
      ? await rollupSpend(deps, scope, byMonth)
      : await ledgerSpend(deps, scope, byMonth);
    // Campaigns of the account (and of the requester's advertisers) only: a stray id stays out.
    const campaigns = await campaignBudgets(deps, scope, [...new Set(spends.map((s) => s.campaign_id))]);
    const rows = spends.filter((s) => campaigns.has(s.campaign_id));
    const fields = [...dimensions, ...metrics];
    for (let i = 0; i < rows.length; i += PAGE_ROWS) {
      scope.signal?.throwIfAborted();
      const page = rows.slice(i, i + PAGE_ROWS);
      const advertisers = await namesOf(
        deps.db,
        scope.accountId,
        'advertiser',
        page.map((s) => campaigns.get(s.campaign_id)!.advertiser_id),
      );
      yield page.map((s) => {
        const c = campaigns.get(s.campaign_id)!;
        return pickRow(scope, fields, {
          month: s.month,
          advertiser_id: c.advertiser_id,
          advertiser: advertisers.get(c.advertiser_id) ?? null,
          campaign_id: s.campaign_id,
          campaign: c.name,
          currency: c.currency,
          spend: s.spend,
          impressions: s.impressions,
          budget: trimDecimal(c.budget),
          spend_to_date: trimDecimal(c.spend_to_date),
          remaining_budget: trimDecimal(c.remaining),
          budget_used_percent: c.used_percent === null ? null : Number(c.used_percent),
        });
      });
    }
  },
};

/** The chain's filters on the ledger's campaigns and line items. */
function ledgerFilters(scope: ReportScope): SQL[] {
  const f = scope.filters;
  const parts: SQL[] = [sql`c.account_id = ${scope.accountId}`];
  if (scope.advertiserIds) parts.push(sql`c.advertiser_id in (${idList([...scope.advertiserIds, 0])})`);
  if (f.advertisers.length) parts.push(sql`c.advertiser_id in (${idList(f.advertisers)})`);
  if (f.campaigns.length) parts.push(sql`c.id in (${idList(f.campaigns)})`);
  if (f.line_items.length) parts.push(sql`s.line_item_id in (${idList(f.line_items)})`);
  return parts;
}

async function ledgerSpend(deps: AppDeps, scope: ReportScope, byMonth: boolean): Promise<MonthSpend[]> {
  const { from, to } = localDates(scope);
  const month = byMonth ? sql`to_char(s.day, 'YYYY-MM')` : sql`null::text`;
  const rows = await rowsOf<{
    month: string | null;
    campaign_id: number;
    spend: string;
    impressions: string;
  }>(
    deps.db,
    sql`select ${month} as month, s.campaign_id, sum(s.spend)::text as spend, sum(s.impressions)::text as impressions
        from spend_ledger s join campaigns c on c.id = s.campaign_id
        where ${sql.join(ledgerFilters(scope), sql` and `)} and s.day >= ${from} and s.day < ${to}
        group by 1, 2 having sum(s.spend) <> 0 or sum(s.impressions) <> 0
        order by 1, 2`,
  );
  return rows.map((r) => ({
    month: r.month,
    campaign_id: Number(r.campaign_id),
    spend: trimDecimal(r.spend),
    impressions: Number(r.impressions),
  }));
}

async function rollupSpend(deps: AppDeps, scope: ReportScope, byMonth: boolean): Promise<MonthSpend[]> {
  const store = await deps.analytics.get();
  const b = new Binder();
  const tz = tzOf(scope, b);
  const month = byMonth ? `formatDateTime(toDate(hour, ${tz}), '%Y-%m')` : "CAST(NULL, 'Nullable(String)')";
  const rows = await store.query<{
    month: string | null;
    campaign_id: string;
    spend: string;
    impressions: string;
  }>(
    `SELECT ${month} AS month, campaign_id, sum(spend_micros) AS spend, sum(impressions) AS impressions
     FROM delivery_hourly WHERE ${deliveryConditions(scope, b, 'hour')}
     GROUP BY month, campaign_id HAVING spend > 0 OR impressions > 0 ORDER BY month, campaign_id`,
    b.values,
  );
  return rows.map((r) => ({
    month: r.month,
    campaign_id: Number(r.campaign_id),
    spend: microsToDecimal(BigInt(r.spend)),
    impressions: Number(r.impressions),
  }));
}

type CampaignBudget = {
  name: string;
  advertiser_id: number;
  currency: string;
  budget: string;
  spend_to_date: string;
  remaining: string;
  used_percent: string | null;
};

/** Budget, all the ledger's spend to date and what remains, of the account's campaigns among `ids`. */
async function campaignBudgets(deps: AppDeps, scope: ReportScope, ids: number[]) {
  const result = new Map<number, CampaignBudget>();
  for (let i = 0; i < ids.length; i += 1_000) {
    const chunk = ids.slice(i, i + 1_000);
    const adv = scope.advertiserIds
      ? sql`and c.advertiser_id in (${idList([...scope.advertiserIds, 0])})`
      : sql``;
    const rows = await rowsOf<CampaignBudget & { id: number }>(
      deps.db,
      sql`select c.id, c.name, c.advertiser_id, c.currency, c.budget::text as budget,
            t.spent::text as spend_to_date, (c.budget - t.spent)::text as remaining,
            case when c.budget > 0 then round(t.spent / c.budget * 100, 2)::text end as used_percent
          from campaigns c
          cross join lateral (select coalesce(sum(spend), 0) as spent from spend_ledger where campaign_id = c.id) t
          where c.account_id = ${scope.accountId} ${adv} and c.id in (${idList(chunk)})`,
    );
    for (const r of rows)
      result.set(Number(r.id), {
        name: String(r.name),
        advertiser_id: Number(r.advertiser_id),
        currency: String(r.currency),
        budget: r.budget,
        spend_to_date: r.spend_to_date,
        remaining: r.remaining,
        used_percent: r.used_percent,
      });
  }
  return result;
}
