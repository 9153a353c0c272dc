import {
  type DashboardData,
  REPORT_DASHBOARD_LIMITS,
  REPORT_PDF_METRICS,
  type ReportDashboardCode,
} from '@beacon/contracts';
import type { PdfFigures } from '../pdf/figures.ts';
import type { ReportRow } from '../types/definition.ts';

/** A campaign as the dashboard measures it: its flight, budget and KPI goal. */
export type DashboardCampaign = {
  id: number;
  startDate: string;
  endDate: string;
  budget: number;
  kpi: string | null;
  kpiTarget: number | null;
};

/** KPIs measured from the dashboard's figures, and whether less is better. */
const KPIS: Record<string, { lowerIsBetter: boolean; value: (t: Totals) => number | null }> = {
  cpm: { lowerIsBetter: true, value: (t) => (t.impressions ? (t.spend * 1000) / t.impressions : null) },
  cpc: { lowerIsBetter: true, value: (t) => (t.clicks ? t.spend / t.clicks : null) },
  ctr: { lowerIsBetter: false, value: (t) => (t.impressions ? (t.clicks * 100) / t.impressions : null) },
};
type Totals = { impressions: number; clicks: number; spend: number };

const DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const num = (value: unknown) => (value === null || value === undefined || value === '' ? 0 : Number(value));
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Shapes the campaign report's figures (read as for the PDF report) into the dashboard: totals,
 * the KPI against its goal, budget spent against flight elapsed, the pacing of each day of the
 * window against the even pace (the budget spread over the flight's days) and the top rows.
 */
export function dashboardFigures(
  code: ReportDashboardCode,
  campaign: DashboardCampaign,
  figures: PdfFigures,
): Omit<DashboardData, 'data_complete_through' | 'generated_at' | 'expires_at'> {
  const totals = {
    impressions: num(figures.totals.impressions),
    clicks: num(figures.totals.clicks),
    spend: num(figures.totals.spend),
  };
  const flightDays = Math.max(1, dayNumber(campaign.endDate) - dayNumber(campaign.startDate) + 1);
  const evenDaily = campaign.budget / flightDays;
  let cumulative = 0;
  const pacing = figures.days.map((row, index) => {
    cumulative += num(row.spend);
    return {
      day: String(row.day),
      impressions: num(row.impressions),
      clicks: num(row.clicks),
      spend: num(row.spend),
      cumulative_spend: cumulative,
      planned_spend: evenDaily * (index + 1),
    };
  });
  const kpi = campaign.kpi ? KPIS[campaign.kpi] : undefined;
  return {
    code,
    campaign: {
      id: figures.campaign.id,
      name: figures.campaign.name,
      currency: figures.campaign.currency,
      start_date: campaign.startDate,
      end_date: campaign.endDate,
      budget: campaign.budget,
    },
    advertiser: figures.advertiser,
    start_date: figures.startDate,
    end_date: figures.endDate,
    time_zone: figures.timeZone,
    totals: pick(figures.totals),
    cpc: KPIS.cpc!.value(totals),
    goal:
      campaign.kpi && campaign.kpiTarget !== null
        ? {
            kpi: campaign.kpi,
            target: campaign.kpiTarget,
            actual: kpi ? kpi.value(totals) : null,
            lower_is_better: kpi?.lowerIsBetter ?? false,
          }
        : null,
    budget_spent: campaign.budget > 0 ? totals.spend / campaign.budget : 0,
    flight_elapsed: clamp01((dayNumber(figures.endDate) - dayNumber(campaign.startDate) + 1) / flightDays),
    pacing,
    line_items: top(figures.lineItems, 'line_item'),
    creatives: top(figures.creatives, 'creative'),
    privacy_min_devices: figures.privacyMinDevices,
  };
}

/** The dashboard's metrics of a row, as the report gives them. */
const pick = (row: ReportRow) =>
  Object.fromEntries(REPORT_PDF_METRICS.map((m) => [m, (row[m] ?? null) as number | string | null]));

/** The first rows (already the most impressions first) with their id and name. */
const top = (rows: ReportRow[], kind: 'line_item' | 'creative') =>
  rows.slice(0, REPORT_DASHBOARD_LIMITS.topRows).map((row) => ({
    id: Number(row[`${kind}_id`]),
    name: String(row[kind] ?? row[`${kind}_id`]),
    ...pick(row),
  }));
