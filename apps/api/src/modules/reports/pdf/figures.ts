import { REPORT_PDF_METRICS } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { readAnalytics } from '../../../platform/analytics.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { rowsOf } from '../../../platform/list-query/run.ts';
import type { AcceptedRequest } from '../scope.ts';
import type { ReportDefinition, ReportRow, ReportScope } from '../types/definition.ts';

/** What a campaign's PDF shows: who and when, the totals, and delivery by day, line item and creative. */
export type PdfFigures = {
  campaign: { id: number; name: string; currency: string };
  advertiser: { id: number; name: string };
  startDate: string;
  endDate: string;
  timeZone: string;
  privacyMinDevices: number;
  totals: ReportRow;
  days: ReportRow[];
  lineItems: ReportRow[];
  creatives: ReportRow[];
};

const METRICS = [...REPORT_PDF_METRICS];

/**
 * Reads the PDF's figures through the campaign report's own query (docs/REPORTS.md#campaign), so
 * every number is the one a campaign report of the same campaign and days gives: the totals are
 * its rows by campaign, the days, line items and creatives its rows by those dimensions. The days
 * the campaign did not deliver on are filled with zeros so the charts keep their time axis.
 */
export async function readPdfFigures(deps: AppDeps, accepted: AcceptedRequest): Promise<PdfFigures> {
  const campaignId = accepted.scope.filters.campaigns[0]!;
  const [campaign] = await rowsOf<{ id: number; name: string; currency: string; aid: number; aname: string }>(
    deps.db,
    sql`select c.id, c.name, c.currency, a.id as aid, a.name as aname
        from campaigns c join advertisers a on a.id = c.advertiser_id
        where c.account_id = ${accepted.scope.accountId} and c.id = ${campaignId}`,
  );
  const { totals, days, lineItems, creatives } = await readPdfRows(deps, accepted.definition, accepted.scope);
  const byDay = new Map(days.map((row) => [String(row.day), row]));
  return {
    campaign: {
      id: Number(campaign!.id),
      name: String(campaign!.name),
      currency: String(campaign!.currency),
    },
    advertiser: { id: Number(campaign!.aid), name: String(campaign!.aname) },
    startDate: accepted.startDate,
    endDate: accepted.endDate,
    timeZone: accepted.timeZone,
    privacyMinDevices: accepted.scope.privacyMinDevices,
    totals: totals[0] ?? emptyRow(),
    days: daysBetween(accepted.startDate, accepted.endDate).map(
      (day) => byDay.get(day) ?? { day, ...emptyRow() },
    ),
    lineItems: byImpressions(lineItems),
    creatives: byImpressions(creatives),
  };
}

/**
 * The four reads of a PDF, each a campaign report of the scope: by campaign (the totals), by day,
 * by line item and by creative, one after the other (each is a short store call).
 */
export async function readPdfRows(deps: AppDeps, definition: ReportDefinition, scope: ReportScope) {
  const read = (dimensions: string[]) =>
    readAnalytics(deps.analytics, async () => {
      const rows: ReportRow[] = [];
      for await (const page of definition.rows(deps, { ...scope, dimensions, metrics: METRICS }))
        rows.push(...page);
      return rows;
    });
  return {
    totals: await read(['campaign_id']),
    days: await read(['day']),
    lineItems: await read(['line_item_id', 'line_item']),
    creatives: await read(['creative_id', 'creative']),
  };
}

/** A row of no delivery: every count 0, the ratios empty. */
function emptyRow(): ReportRow {
  return { impressions: 0, clicks: 0, ctr: 0, spend: 0, cpm: null, conversions: 0, unique_devices: 0 };
}

/** The biggest first, as a reader scans a table; ties by name. */
const byImpressions = (rows: ReportRow[]) =>
  rows.sort(
    (a, b) =>
      Number(b.impressions) - Number(a.impressions) ||
      String(a.line_item ?? a.creative).localeCompare(String(b.line_item ?? b.creative)),
  );

/** Every day from `start` to `end` (`YYYY-MM-DD`, both included). */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
