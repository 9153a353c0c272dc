import { describe, expect, it } from 'vitest';
import {
  reportDateDefaults,
  reportRequestErrors,
  reportSpanDays,
  reportYears,
  resolveReportDates,
} from './report-rules.ts';
import { reportRequestSchema } from './reports.ts';

const TODAY = '2026-03-15';
const catalogue = { dimensions: ['day', 'campaign'], metrics: ['impressions', 'clicks'] };
const valid = {
  report_type: 'campaign',
  data_range: 'last_7_days' as const,
  dimensions: ['day'],
  metrics: ['impressions'],
  filters: { account: 1 },
};

describe('resolveReportDates', () => {
  it('resolves the quick ranges to days ending today', () => {
    expect(resolveReportDates({ data_range: 'last_7_days' }, TODAY)).toEqual({
      start_date: '2026-03-09',
      end_date: TODAY,
    });
    expect(resolveReportDates({ data_range: 'last_30_days' }, TODAY)).toEqual({
      start_date: '2026-02-14',
      end_date: TODAY,
    });
    expect(reportSpanDays('2026-03-09', TODAY)).toBe(7);
  });

  it('caps the last n months at the start of the report year', () => {
    expect(resolveReportDates({ data_range: 'last_2_months' }, TODAY)).toEqual({
      start_date: '2026-01-16',
      end_date: TODAY,
    });
    expect(resolveReportDates({ data_range: 'last_3_months' }, TODAY)).toEqual({
      start_date: '2026-01-01',
      end_date: TODAY,
    });
    expect(resolveReportDates({ data_range: 'last_6_months' }, '2026-08-31')).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-08-31',
    });
  });

  it('gives the current and previous year, and a past year as its full year', () => {
    expect(resolveReportDates({ data_range: 'current_year' }, TODAY)).toEqual({
      start_date: '2026-01-01',
      end_date: TODAY,
    });
    expect(resolveReportDates({ data_range: 'previous_year' }, TODAY)).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-12-31',
    });
    expect(resolveReportDates({ data_range: 'last_7_days', report_year: 2025 }, TODAY)).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-12-31',
    });
    expect(reportYears(TODAY)).toEqual([2026, 2025]);
    expect(resolveReportDates({ data_range: 'last_7_days', report_year: 2024 }, TODAY)).toBeNull();
  });

  it('needs both dates of a custom range, and real days', () => {
    expect(resolveReportDates({ data_range: 'custom', start_date: '2026-02-01' }, TODAY)).toBeNull();
    expect(
      resolveReportDates({ data_range: 'custom', start_date: '2026-02-30', end_date: '2026-03-01' }, TODAY),
    ).toBeNull();
    expect(
      resolveReportDates({ data_range: 'custom', start_date: '2026-02-01', end_date: '2026-02-03' }, TODAY),
    ).toEqual({ start_date: '2026-02-01', end_date: '2026-02-03' });
  });

  it('uses the type default range when the request names none', () => {
    expect(resolveReportDates({ report_type: 'insights' }, TODAY)?.start_date).toBe('2026-02-14');
    expect(resolveReportDates({ report_type: 'store_attribution' }, TODAY)).toBeNull();
  });
});

describe('reportDateDefaults', () => {
  it('gives OOH a custom last-2-months range, store attribution a custom year, others their range', () => {
    expect(reportDateDefaults('ooh', TODAY)).toEqual({
      report_year: 2026,
      data_range: 'custom',
      start_date: '2026-01-16',
      end_date: TODAY,
    });
    expect(reportDateDefaults('store_attribution', TODAY)).toMatchObject({
      data_range: 'custom',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(reportDateDefaults('campaign', TODAY)).toMatchObject({
      data_range: 'last_7_days',
      start_date: null,
    });
    expect(reportDateDefaults('campaign', TODAY, 2025)).toMatchObject({
      data_range: 'custom',
      start_date: '2025-01-01',
      end_date: '2025-12-31',
    });
  });
});

describe('reportRequestErrors', () => {
  it('accepts a complete request', () => {
    expect(reportRequestErrors(valid, TODAY, catalogue)).toEqual({});
  });

  it('refuses an unknown type', () => {
    expect(reportRequestErrors({ ...valid, report_type: 'nope' }, TODAY, catalogue)).toEqual({
      report_type: ['report.type_invalid'],
    });
  });

  it('names the missing dates, account, dimensions and metrics', () => {
    const errors = reportRequestErrors(
      { report_type: 'campaign', data_range: 'custom', start_date: '2026-01-01', filters: {} },
      TODAY,
      catalogue,
    );
    expect(errors).toEqual({
      end_date: ['report.data_range_required'],
      'filters.account': ['report.account_required'],
      dimensions: ['report.dimensions_required'],
      metrics: ['report.metrics_required'],
    });
  });

  it('refuses an end before the start, a span past the limit and a year not offered', () => {
    const custom = (start_date: string, end_date: string) =>
      reportRequestErrors({ ...valid, data_range: 'custom', start_date, end_date }, TODAY, catalogue);
    expect(custom('2026-03-02', '2026-03-01')).toEqual({ end_date: ['report.end_before_start'] });
    expect(custom('2025-01-01', '2026-03-01')).toEqual({ end_date: ['report.range_too_long'] });
    expect(reportRequestErrors({ ...valid, report_year: 2023 }, TODAY, catalogue)).toEqual({
      report_year: ['report.year_invalid'],
    });
  });

  it('requires the filters of the type', () => {
    expect(reportRequestErrors({ ...valid, report_type: 'ooh' }, TODAY, catalogue)).toEqual({
      'filters.campaigns': ['report.campaign_required'],
      'filters.ooh_layer_name': ['report.ooh_layer_name_required'],
      'filters.ooh_distance': ['report.ooh_distance_required'],
    });
    expect(
      reportRequestErrors(
        {
          ...valid,
          report_type: 'store_attribution',
          data_range: 'last_7_days',
          filters: { account: 1, campaigns: [3] },
        },
        TODAY,
        catalogue,
      ),
    ).toEqual({ 'filters.layer_name': ['report.layer_name_required'] });
    expect(
      reportRequestErrors(
        {
          ...valid,
          report_type: 'ooh',
          filters: { account: 1, campaigns: [3], ooh_layer_name: 'billboards', ooh_distance: 30 },
        },
        TODAY,
        catalogue,
      ),
    ).toEqual({ 'filters.ooh_distance': ['report.ooh_distance_invalid'] });
  });

  it('refuses codes the type does not offer', () => {
    expect(
      reportRequestErrors({ ...valid, dimensions: ['day', 'planet'], metrics: ['gold'] }, TODAY, catalogue),
    ).toEqual({ dimensions: ['report.dimension_unknown'], metrics: ['report.metric_unknown'] });
  });
});

describe('reportRequestSchema', () => {
  it('parses a request without filters into empty lists', () => {
    expect(reportRequestSchema.parse({ report_type: 'campaign' }).filters).toEqual({
      advertisers: [],
      campaigns: [],
      line_items: [],
      creatives: [],
    });
  });
});
