import type { ReportFilters } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { WATERMARK } from '../delivery/ledger.ts';
import { floorHour } from '../metrics/money.ts';
import type { ReportScope } from './types/definition.ts';
import { namesOf } from './types/shared.ts';
import type { ProvenanceLine } from './writer.ts';

/**
 * How far delivery data is complete (docs/REPORTS.md#provenance): the end of the last closed
 * hour before the delivery mark, or before the slice whose events are still being written. Null
 * before any delivery was simulated.
 */
export async function dataCompleteThrough(db: Executor): Promise<Date | null> {
  const [row] = await rowsOf<{ simulated_until: string | number; pending_from: string | number | null }>(
    db,
    sql`select simulated_until, pending_from from simulation_progress where name = ${WATERMARK}`,
  );
  if (!row) return null;
  const seconds = Number(row.pending_from ?? row.simulated_until);
  return new Date(floorHour(seconds * 1000));
}

const TYPE_NAMES: Record<string, string> = {
  campaign: 'Campaign',
  reach: 'Reach',
  billing: 'Billing',
  maids: 'Device ids (MAIDs)',
  store_attribution: 'Store attribution',
  ooh: 'OOH',
  geo_coordinates: 'Geo coordinates',
  insights: 'Insights',
  geography: 'Geography',
};

/** The English name of a report type, as files and e-mails state it. */
export const reportTypeName = (code: string) => TYPE_NAMES[code] ?? code;

/** The request's filters in words: every narrowed object by name and id, "all" otherwise. */
export async function filtersInWords(
  db: Executor,
  accountId: number,
  filters: ReportFilters,
): Promise<string> {
  const parts: string[] = [];
  const kinds = [
    ['advertisers', 'advertiser', 'Advertisers'],
    ['campaigns', 'campaign', 'Campaigns'],
    ['line_items', 'line_item', 'Line items'],
    ['creatives', 'creative', 'Creatives'],
  ] as const;
  for (const [key, kind, label] of kinds) {
    const ids = filters[key];
    if (!ids.length) {
      parts.push(`${label}: all`);
      continue;
    }
    const names = await namesOf(db, accountId, kind, ids);
    parts.push(`${label}: ${ids.map((id) => `${names.get(id) ?? '?'} (#${id})`).join(', ')}`);
  }
  if (filters.deal_id) parts.push(`Deal: ${filters.deal_id}`);
  if (filters.layer_name) parts.push(`Layer: ${filters.layer_name}`);
  if (filters.ooh_layer_name) parts.push(`OOH layer: ${filters.ooh_layer_name}`);
  if (filters.ooh_distance !== undefined) parts.push(`OOH distance: ${filters.ooh_distance} m`);
  return parts.join('; ');
}

export type ProvenanceInput = {
  typeCode: string;
  name: string;
  accountName: string;
  startDate: string;
  endDate: string;
  filters: string;
  scope: ReportScope;
  generatedAt: Date;
  completeThrough: Date | null;
  notes: string[];
};

/**
 * The block every file starts with (docs/REPORTS.md#files): what it is, the filters in words,
 * the days and time zone, when it was written, how far the data is complete, the privacy floor.
 */
export function provenanceLines(p: ProvenanceInput): ProvenanceLine[] {
  return [
    ['Report', `${reportTypeName(p.typeCode)} report`],
    ['Name', p.name],
    ['Account', p.accountName],
    ['Period', `${p.startDate} to ${p.endDate} (days in ${p.scope.timeZone})`],
    ['Time zone', p.scope.timeZone],
    ['Filters', p.filters],
    ['Dimensions', p.scope.dimensions.join(', ')],
    ['Metrics', p.scope.metrics.join(', ')],
    ['Generated at', p.generatedAt.toISOString()],
    [
      'Data complete through',
      p.completeThrough
        ? `${p.completeThrough.toISOString()} (later hours may still change)`
        : 'no delivery has been recorded yet',
    ],
    [
      'Privacy',
      `Unique-device figures under ${p.scope.privacyMinDevices} are written "< ${p.scope.privacyMinDevices}".`,
    ],
    ...p.notes.map((note): ProvenanceLine => ['Note', note]),
  ];
}
