import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { rows as dbRows } from '../../../test/helpers.ts';
import { collect, type ReportWorld, scopeOf, startReportWorld } from '../../../test/report-world.ts';
import { billingReport } from './billing.ts';

describe.each(testDatabaseKinds())('billing report type on %s', (kind) => {
  let w: ReportWorld;
  const ALL = ['spend', 'impressions', 'budget', 'spend_to_date', 'remaining_budget', 'budget_used_percent'];
  const DIMS = ['month', 'advertiser', 'campaign_id', 'currency'];
  const old = new Date(Date.now() - 70 * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    w = await startReportWorld(kind);
    const [d0, d1, d2] = w.days;
    const [l1, l2] = w.a.lines;
    // Campaign 1 (budget 500): 35.5 in the window and 100 seventy days ago; campaign 2 (150): 7.25.
    for (const [campaign, line, day, spend, impressions] of [
      [w.a.campaign, l1, d0, '10.5', 50],
      [w.a.campaign, l1, d1, '20', 100],
      [w.a.campaign, l2, d2, '5', 25],
      [w.a.campaign, l2, old, '100', 500],
      [w.b.campaign, w.b.line, d2, '7.25', 29],
    ] as const)
      await dbRows(
        w.t,
        sql`insert into spend_ledger (campaign_id, line_item_id, day, spend, impressions)
            values (${campaign}, ${line}, ${day}, ${spend}, ${impressions})`,
      );
  });
  afterAll(() => w?.t.close());

  it('gives spend by month and campaign in its currency against the whole budget, as the ledger has it', async () => {
    const { rows } = await collect(w, billingReport, scopeOf(w, { dimensions: DIMS, metrics: ALL }));
    // The expected months straight from the ledger: the window's days may span two months.
    const months = await dbRows<{ month: string; campaign_id: number; spend: string }>(
      w.t,
      sql`select to_char(day, 'YYYY-MM') as month, campaign_id, sum(spend)::float8::text as spend from spend_ledger
          where day >= ${w.days[0]} and day <= ${w.days[2]} group by 1, 2 order by 1, 2`,
    );
    expect(rows.map((r) => [r.month, r.campaign_id, Number(r.spend)])).toEqual(
      months.map((m) => [m.month, Number(m.campaign_id), Number(m.spend)]),
    );
    const c1 = rows.find((r) => r.campaign_id === w.a.campaign)!;
    expect(c1).toMatchObject({
      advertiser: expect.stringMatching(/^Advertiser /),
      currency: 'USD',
      budget: '500',
      spend_to_date: '135.5',
      remaining_budget: '364.5',
      budget_used_percent: 27.1,
    });
    expect(Object.keys(c1)).toEqual([...DIMS, ...ALL]);
    const c2 = rows.find((r) => r.campaign_id === w.b.campaign)!;
    expect(c2).toMatchObject({
      currency: 'EUR',
      spend: '7.25',
      impressions: 29,
      budget: '150',
      spend_to_date: '7.25',
      remaining_budget: '142.75',
      budget_used_percent: 4.83,
    });
  });

  it('without the month, one row per campaign over the window; line item filters narrow the spend', async () => {
    const { rows } = await collect(
      w,
      billingReport,
      scopeOf(w, { dimensions: ['campaign_id'], metrics: ['spend', 'impressions'] }),
    );
    expect(rows).toEqual([
      { campaign_id: w.a.campaign, spend: '35.5', impressions: 175 },
      { campaign_id: w.b.campaign, spend: '7.25', impressions: 29 },
    ]);
    const line = await collect(
      w,
      billingReport,
      scopeOf(w, {
        dimensions: ['campaign_id'],
        metrics: ['spend', 'spend_to_date'],
        filters: { line_items: [w.a.lines[0]] },
      }),
    );
    expect(line.rows).toEqual([{ campaign_id: w.a.campaign, spend: '30.5', spend_to_date: '135.5' }]);
  });

  it('with a creative filter, reads the spend of those creatives from the delivery rollup', async () => {
    const { rows } = await collect(
      w,
      billingReport,
      scopeOf(w, {
        dimensions: ['campaign_id'],
        metrics: ['spend', 'impressions'],
        filters: { creatives: [8] },
      }),
    );
    // Campaign 2's creative 8: 40 impressions at 0.5 each.
    expect(rows).toEqual([{ campaign_id: w.b.campaign, spend: '20', impressions: 40 }]);
  });

  it("never shows another account's campaigns, nor advertisers outside the requester's", async () => {
    const other = await collect(
      w,
      billingReport,
      scopeOf(w, { accountId: 2, dimensions: ['campaign_id'], metrics: ALL }),
    );
    expect(other.rows).toEqual([]);
    const restricted = await collect(
      w,
      billingReport,
      scopeOf(w, { advertiserIds: [w.b.advertiser], dimensions: ['campaign_id'], metrics: ['spend'] }),
    );
    expect(restricted.rows).toEqual([{ campaign_id: w.b.campaign, spend: '7.25' }]);
    const creativeOther = await collect(
      w,
      billingReport,
      scopeOf(w, {
        accountId: 2,
        dimensions: ['campaign_id'],
        metrics: ['spend'],
        filters: { creatives: [7, 8] },
      }),
    );
    // Account 2's rollup rows carry account 1's campaign ids: they name no campaign of account 2.
    expect(creativeOther.rows).toEqual([]);
  });

  it('gives no rows for a window without spend', async () => {
    const { rows } = await collect(
      w,
      billingReport,
      scopeOf(w, {
        fromUtc: '2020-01-01 00:00:00',
        toUtc: '2020-02-01 00:00:00',
        dimensions: DIMS,
        metrics: ALL,
      }),
    );
    expect(rows).toEqual([]);
  });
});
