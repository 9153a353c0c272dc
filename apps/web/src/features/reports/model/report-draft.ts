import {
  REPORT_LIMITS,
  type ReportDataRange,
  type ReportField,
  type ReportFileType,
  type ReportRequestInput,
  type ReportTimeZone,
  type ReportTypeCode,
  reportDateDefaults,
  reportType,
  reportYears,
} from '@beacon/contracts';
import { resolveRange } from './report-dates.ts';

/** The levels of the filter chain, parent first (docs/REQUIREMENTS.md#reports). */
export const CHAIN = ['advertisers', 'campaigns', 'line_items', 'creatives'] as const;
export type ChainLevel = (typeof CHAIN)[number];
export type ChainChoice = Pick<ReportDraft, ChainLevel>;

/** The report screen's configuration while it is being filled in. */
export type ReportDraft = {
  report_type: ReportTypeCode | null;
  report_year: number;
  data_range: ReportDataRange;
  /** YYYY-MM-DD; kept only for a custom range (the others are resolved on the fly). */
  start_date: string | null;
  end_date: string | null;
  time_zone: ReportTimeZone;
  type: ReportFileType;
  account: number | null;
  advertisers: number[];
  campaigns: number[];
  line_items: number[];
  creatives: number[];
  layer_name: string | null;
  ooh_layer_name: string | null;
  ooh_distance: number | null;
  dimensions: string[];
  metrics: string[];
  /** The type whose default dimensions and metrics have been ticked (once per type choice). */
  fieldsFor: ReportTypeCode | null;
};

/** An empty draft in `year`, on the caller's account. */
export function initialDraft(year: number, account: number | null): ReportDraft {
  return {
    report_type: null,
    report_year: year,
    data_range: 'last_7_days',
    start_date: null,
    end_date: null,
    time_zone: 'advertiser',
    type: 'csv',
    account,
    advertisers: [],
    campaigns: [],
    line_items: [],
    creatives: [],
    layer_name: null,
    ooh_layer_name: null,
    ooh_distance: null,
    dimensions: [],
    metrics: [],
    fieldsFor: null,
  };
}

const yearOf = (today: string) => Number(today.slice(0, 4));

/**
 * The dates a type starts with in `year` (docs/REQUIREMENTS.md#reports, `reportDateDefaults`): OOH a
 * custom range of the last two months, store attribution the custom full year, the others their
 * default quick range; a past year its custom full year.
 */
function typeDates(code: ReportTypeCode, today: string, year = yearOf(today)) {
  const { data_range, start_date, end_date } = reportDateDefaults(code, today, year);
  return { data_range, start_date, end_date };
}

/**
 * Choosing a type: the year goes back to the current one, the dates to the type's default, the
 * type's own fields are emptied and its default dimensions and metrics are ticked once they load.
 */
export function chooseType(draft: ReportDraft, code: ReportTypeCode, today: string): ReportDraft {
  return {
    ...draft,
    report_type: code,
    report_year: yearOf(today),
    ...typeDates(code, today),
    layer_name: null,
    ooh_layer_name: null,
    ooh_distance: null,
    dimensions: [],
    metrics: [],
    fieldsFor: null,
  };
}

/** Ticks the type's default dimensions and metrics, once per type choice. */
export function applyFieldDefaults(
  draft: ReportDraft,
  dimensions: readonly ReportField[],
  metrics: readonly ReportField[],
): ReportDraft {
  if (draft.report_type === null || draft.fieldsFor === draft.report_type) return draft;
  return {
    ...draft,
    dimensions: dimensions.filter((f) => f.default).map((f) => f.code),
    metrics: metrics.filter((f) => f.default).map((f) => f.code),
    fieldsFor: draft.report_type,
  };
}

/**
 * Changing the year clears dimensions, metrics and every filter but the account; a past year
 * reads as the custom full year, the current one goes back to the type's default dates.
 */
export function chooseYear(draft: ReportDraft, year: number, today: string): ReportDraft {
  const dates = draft.report_type
    ? typeDates(draft.report_type, today, year)
    : year < yearOf(today)
      ? { data_range: 'custom' as const, start_date: `${year}-01-01`, end_date: `${year}-12-31` }
      : { data_range: 'last_7_days' as const, start_date: null, end_date: null };
  return {
    ...draft,
    report_year: year,
    ...dates,
    advertisers: [],
    campaigns: [],
    line_items: [],
    creatives: [],
    layer_name: null,
    ooh_layer_name: null,
    ooh_distance: null,
    dimensions: [],
    metrics: [],
  };
}

/** A new range; switching to custom starts from the dates the previous range covered. */
export function chooseRange(draft: ReportDraft, range: ReportDataRange, today: string): ReportDraft {
  if (range === 'custom') {
    const current = draftDates(draft, today);
    return { ...draft, data_range: range, start_date: current.start, end_date: current.end };
  }
  return { ...draft, data_range: range, start_date: null, end_date: null };
}

/** The days the draft covers, as the server resolves them (null: a custom side not chosen yet). */
export function draftDates(draft: ReportDraft, today: string) {
  if (draft.data_range === 'custom') return { start: draft.start_date, end: draft.end_date };
  return resolveRange(draft.data_range, draft.report_year, today);
}

/**
 * A new selection at one level of the chain; emptying a level clears the levels below it
 * (a campaign picked under an advertiser no longer chosen would filter nothing the reader sees).
 */
export function setChain(draft: ReportDraft, level: ChainLevel, ids: number[]): ReportDraft {
  const next = { ...draft, [level]: ids };
  if (ids.length === 0) for (const below of CHAIN.slice(CHAIN.indexOf(level) + 1)) next[below] = [];
  return next;
}

/**
 * Keeps at `level` only the ids its options (narrowed by the parents) still offer; a level that
 * empties this way clears its own dependants too.
 */
export function pruneChain(draft: ReportDraft, level: ChainLevel, offered: readonly number[]): ReportDraft {
  const allowed = new Set(offered);
  const kept = draft[level].filter((id) => allowed.has(id));
  if (kept.length === draft[level].length) return draft;
  return setChain(draft, level, kept);
}

/** A request as the screen builds it: every field filled, as the server reads it. */
export type DraftRequest = ReportRequestInput;

/** The request the screen sends (`POST run`). */
export function toRequest(draft: ReportDraft, today: string): DraftRequest {
  const code = draft.report_type ?? ('' as ReportTypeCode);
  const dates = draftDates(draft, today);
  const requires = draft.report_type ? reportType(draft.report_type).requires : [];
  const needs = (filter: (typeof requires)[number]) => requires.includes(filter);
  return {
    report_type: code,
    report_year: draft.report_year,
    data_range: draft.data_range,
    start_date: dates.start,
    end_date: dates.end,
    type: draft.type,
    time_zone: draft.time_zone,
    dimensions: draft.dimensions,
    metrics: draft.metrics,
    filters: {
      ...(draft.account === null ? {} : { account: draft.account }),
      advertisers: draft.advertisers,
      campaigns: draft.campaigns,
      line_items: draft.line_items,
      creatives: draft.creatives,
      ...(needs('layer_name') && draft.layer_name ? { layer_name: draft.layer_name } : {}),
      ...(needs('ooh_layer_name') && draft.ooh_layer_name ? { ooh_layer_name: draft.ooh_layer_name } : {}),
      ...(needs('ooh_distance') && draft.ooh_distance !== null ? { ooh_distance: draft.ooh_distance } : {}),
    },
  };
}

/** The years offered: the current one and the one before. */
export const offeredYears = (today: string) => reportYears(today);

/**
 * How long to wait before the next poll of a running job: every second for the first ten seconds
 * (most reports are quick), then the console's interval.
 */
export function pollDelay(elapsedMs: number): number {
  return elapsedMs < 10_000 ? 1_000 : REPORT_LIMITS.pollMs;
}
