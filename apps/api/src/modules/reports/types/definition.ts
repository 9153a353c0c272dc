import type { ReportField, ReportFilters, ReportTypeCode } from '@beacon/contracts';
import type { AppDeps } from '../../../platform/deps.ts';

/**
 * What a report type's query sees: the caller's account and advertiser restriction, the filters
 * after the job checked every id against the account, the UTC window the dates resolved to (in the
 * report's time zone), and the chosen dimensions and metrics (codes the type offers, in the order
 * the request gave them).
 */
export type ReportScope = {
  accountId: number;
  /** Advertisers the requester is restricted to; null = all of the account's. */
  advertiserIds: readonly number[] | null;
  filters: ReportFilters;
  /** Inclusive start and exclusive end of the window, UTC `YYYY-MM-DD HH:mm:ss`. */
  fromUtc: string;
  toUtc: string;
  /** IANA name of the time zone days and hours are read in (`UTC` or the advertiser's). */
  timeZone: string;
  dimensions: readonly string[];
  metrics: readonly string[];
  /** Unique-device figures under this are written `< k` (`PRIVACY_MIN_DEVICES`). */
  privacyMinDevices: number;
  signal?: AbortSignal;
};

/** One row of a report: values by column code (dimensions then metrics), as written to the file. */
export type ReportRow = Record<string, string | number | null>;

/**
 * A report type on the server: the fields it offers and its query. `rows` yields the whole result
 * in pages, in the file's order; it never drops rows (the writer streams every page). A type that
 * reads unique devices applies the privacy floor itself (`privacyFloor` in `../privacy.ts`).
 */
export type ReportDefinition = {
  code: ReportTypeCode;
  dimensions: readonly ReportField[];
  metrics: readonly ReportField[];
  rows(deps: AppDeps, scope: ReportScope): AsyncIterable<ReportRow[]>;
  /**
   * The file's columns when they are not the chosen dimensions then metrics (e.g. a `currency`
   * column beside money). Every row has a value (or null) for each.
   */
  columns?(scope: ReportScope): string[];
  /** Sentences the file's provenance block adds for this request (what a figure does not cover). */
  notes?(scope: ReportScope): string[];
};

/** The columns of a report's file and preview. */
export const reportColumns = (definition: ReportDefinition, scope: ReportScope) =>
  definition.columns?.(scope) ?? [...scope.dimensions, ...scope.metrics];
