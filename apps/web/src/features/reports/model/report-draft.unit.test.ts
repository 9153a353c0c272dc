import { REPORT_LIMITS, type ReportField } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { chainFilter } from './chain.ts';
import { emailFormErrors } from './email-form.ts';
import { parameterPairs } from './parameters.ts';
import { chartSeries, previewOrder } from './preview-chart.ts';
import { resolveRange } from './report-dates.ts';
import {
  applyFieldDefaults,
  chooseRange,
  chooseType,
  chooseYear,
  draftDates,
  initialDraft,
  offeredYears,
  pollDelay,
  pruneChain,
  setChain,
  toRequest,
} from './report-draft.ts';
import { placeErrors, requestErrors } from './report-errors.ts';

const TODAY = '2026-05-20';
const field = (code: string, kind: ReportField['kind'], isDefault = false): ReportField => ({
  code,
  label: `reports.fields.${code}`,
  kind,
  devices: false,
  default: isDefault,
});
const DIMENSIONS = [field('date', 'date', true), field('campaign_name', 'text', true), field('hour', 'hour')];
const METRICS = [
  field('impressions', 'integer', true),
  field('clicks', 'integer'),
  field('spend', 'money', true),
];

const CATALOGUE = {
  dimensions: DIMENSIONS.map((f) => f.code),
  metrics: METRICS.map((f) => f.code),
};
const errorsOf = (draft: Parameters<typeof toRequest>[0]) =>
  requestErrors(toRequest(draft, TODAY), TODAY, CATALOGUE);

const campaignDraft = () =>
  applyFieldDefaults(chooseType(initialDraft(2026, 7), 'campaign', TODAY), DIMENSIONS, METRICS);

describe('report type choice (docs/REQUIREMENTS.md#reports)', () => {
  it('resets the year to the current one and takes the type default range', () => {
    const past = { ...initialDraft(2025, 7), report_year: 2025 };
    const draft = chooseType(past, 'campaign', TODAY);
    expect(draft.report_year).toBe(2026);
    expect(draft.data_range).toBe('last_7_days');
    expect(draftDates(draft, TODAY)).toEqual({ start: '2026-05-14', end: TODAY });
  });

  it('starts OOH on a custom range of the last two months', () => {
    const draft = chooseType(initialDraft(2026, 7), 'ooh', TODAY);
    expect(draft).toMatchObject({ data_range: 'custom', start_date: '2026-03-21', end_date: TODAY });
  });

  it('starts store attribution on the custom full year', () => {
    const draft = chooseType(initialDraft(2026, 7), 'store_attribution', TODAY);
    expect(draft).toMatchObject({ data_range: 'custom', start_date: '2026-01-01', end_date: '2026-12-31' });
  });

  it('ticks the default dimensions and metrics once per type choice', () => {
    const draft = campaignDraft();
    expect(draft.dimensions).toEqual(['date', 'campaign_name']);
    expect(draft.metrics).toEqual(['impressions', 'spend']);
    // Unticking a default sticks when the lookups answer again.
    const edited = { ...draft, metrics: ['clicks'] };
    expect(applyFieldDefaults(edited, DIMENSIONS, METRICS).metrics).toEqual(['clicks']);
    // A new type choice ticks its defaults again.
    const again = chooseType(edited, 'reach', TODAY);
    expect(again.metrics).toEqual([]);
    expect(applyFieldDefaults(again, DIMENSIONS, METRICS).metrics).toEqual(['impressions', 'spend']);
  });
});

describe('year change', () => {
  it('clears dimensions, metrics and filters except the account; a past year is its custom full year', () => {
    const filled = setChain(setChain(campaignDraft(), 'advertisers', [1]), 'campaigns', [2]);
    const draft = chooseYear({ ...filled, ooh_distance: 50 }, 2025, TODAY);
    expect(draft).toMatchObject({
      report_year: 2025,
      account: 7,
      advertisers: [],
      campaigns: [],
      dimensions: [],
      metrics: [],
      ooh_distance: null,
      data_range: 'custom',
      start_date: '2025-01-01',
      end_date: '2025-12-31',
    });
  });

  it('going back to the current year restores the type default dates', () => {
    const draft = chooseYear(chooseYear(campaignDraft(), 2025, TODAY), 2026, TODAY);
    expect(draft.data_range).toBe('last_7_days');
    expect(draft.start_date).toBeNull();
  });

  it('offers the current year and the previous one', () => {
    expect(offeredYears(TODAY)).toEqual([2026, 2025]);
  });
});

describe('date ranges', () => {
  it('resolves quick ranges and presets, the last months capped at the start of the year', () => {
    expect(resolveRange('last_30_days', 2026, TODAY)).toEqual({ start: '2026-04-21', end: TODAY });
    expect(resolveRange('last_3_months', 2026, TODAY)).toEqual({ start: '2026-02-21', end: TODAY });
    expect(resolveRange('last_6_months', 2026, TODAY)).toEqual({ start: '2026-01-01', end: TODAY });
    expect(resolveRange('current_year', 2026, TODAY)).toEqual({ start: '2026-01-01', end: TODAY });
    expect(resolveRange('previous_year', 2026, TODAY)).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });

  it('switching to custom starts from the dates the range covered', () => {
    const draft = chooseRange(campaignDraft(), 'custom', TODAY);
    expect(draft).toMatchObject({ data_range: 'custom', start_date: '2026-05-14', end_date: TODAY });
    expect(chooseRange(draft, 'last_30_days', TODAY).start_date).toBeNull();
  });
});

describe('filter chain', () => {
  it('clearing a parent clears its dependants', () => {
    let draft = setChain(campaignDraft(), 'advertisers', [1, 2]);
    draft = setChain(draft, 'campaigns', [10]);
    draft = setChain(draft, 'line_items', [100]);
    draft = setChain(draft, 'creatives', [1000]);
    const cleared = setChain(draft, 'campaigns', []);
    expect(cleared).toMatchObject({ advertisers: [1, 2], campaigns: [], line_items: [], creatives: [] });
  });

  it('keeps only the ids the narrowed options still offer', () => {
    const draft = setChain(setChain(campaignDraft(), 'campaigns', [10, 11]), 'line_items', [100]);
    expect(pruneChain(draft, 'campaigns', [10, 12]).campaigns).toEqual([10]);
    const emptied = pruneChain(draft, 'campaigns', [12]);
    expect(emptied.campaigns).toEqual([]);
    expect(emptied.line_items).toEqual([]);
    // Nothing to drop: the same draft comes back (no re-render loop).
    expect(pruneChain(draft, 'campaigns', [10, 11])).toBe(draft);
  });

  it('narrows each level by its nearest chosen parent', () => {
    const chosen = { advertisers: [1, 2], campaigns: [], line_items: [], creatives: [] };
    expect(chainFilter('advertisers', chosen)).toEqual({});
    expect(chainFilter('campaigns', chosen)).toEqual({ 'filters[advertiser_id]': '1,2' });
    expect(chainFilter('line_items', chosen)).toEqual({ 'filters[advertiser_id]': '1,2' });
    expect(chainFilter('line_items', { ...chosen, campaigns: [10] })).toEqual({
      'filters[campaign_id]': '10',
    });
    // A creative is narrowed by line items or advertisers, never by a campaign.
    expect(chainFilter('creatives', { ...chosen, campaigns: [10] })).toEqual({
      'filters[advertiser_id]': '1,2',
    });
    expect(chainFilter('creatives', { ...chosen, line_items: [5, 6] })).toEqual({
      'filters[line_item_id]': '5,6',
    });
  });
});

describe('request and its errors', () => {
  it('sends the resolved dates, the account and only the fields the type requires', () => {
    const draft = { ...setChain(campaignDraft(), 'campaigns', [10]), ooh_distance: 50 };
    expect(toRequest(draft, TODAY)).toMatchObject({
      report_type: 'campaign',
      report_year: 2026,
      data_range: 'last_7_days',
      start_date: '2026-05-14',
      end_date: TODAY,
      dimensions: ['date', 'campaign_name'],
      metrics: ['impressions', 'spend'],
      filters: { account: 7, campaigns: [10], advertisers: [] },
    });
    expect(toRequest(draft, TODAY).filters).not.toHaveProperty('ooh_distance');
    expect(errorsOf(draft)).toEqual({});
  });

  it('names every missing requirement', () => {
    const ooh = { ...chooseType(initialDraft(2026, null), 'ooh', TODAY), start_date: null };
    expect(errorsOf(ooh)).toEqual({
      dates: 'report.data_range_required',
      account: 'report.account_required',
      campaigns: 'report.campaign_required',
      ooh_layer_name: 'report.ooh_layer_name_required',
      ooh_distance: 'report.ooh_distance_required',
      dimensions: 'report.dimensions_required',
      metrics: 'report.metrics_required',
    });
    const noType = initialDraft(2026, 7);
    expect(errorsOf(noType)).toEqual({ report_type: 'report.type_invalid' });
    const store = chooseType(initialDraft(2026, 7), 'store_attribution', TODAY);
    expect(errorsOf(store).layer_name).toBe('report.layer_name_required');
  });

  it('refuses an end before the start and a span over the limit', () => {
    const draft = { ...campaignDraft(), data_range: 'custom' as const };
    const backwards = { ...draft, start_date: '2026-05-10', end_date: '2026-05-01' };
    expect(errorsOf(backwards).dates).toBe('report.end_before_start');
    const long = { ...draft, start_date: '2025-01-01', end_date: '2026-01-02' };
    expect(errorsOf(long).dates).toBe('report.range_too_long');
    const year = { ...draft, start_date: '2024-01-01', end_date: '2024-12-31' };
    expect(errorsOf(year).dates).toBeUndefined();
  });
});

describe('server errors', () => {
  it('places the field errors of a refused request under the part of the screen that shows them', () => {
    expect(
      placeErrors({
        end_date: ['report.range_too_long'],
        'filters.campaigns': ['report.campaign_required'],
        metrics: ['report.metric_unknown', 'report.metrics_required'],
        unrelated: ['x'],
      }),
    ).toEqual({
      dates: 'report.range_too_long',
      campaigns: 'report.campaign_required',
      metrics: 'report.metric_unknown',
    });
  });

  it('refuses a metric the type does not offer', () => {
    expect(errorsOf({ ...campaignDraft(), metrics: ['reach_by_magic'] }).metrics).toBe(
      'report.metric_unknown',
    );
  });
});

describe('polling', () => {
  it('polls every second for the first ten seconds, then at the console interval', () => {
    expect(pollDelay(0)).toBe(1_000);
    expect(pollDelay(9_999)).toBe(1_000);
    expect(pollDelay(10_000)).toBe(REPORT_LIMITS.pollMs);
  });
});

describe('preview chart', () => {
  it('sums the first metric per day of the date dimension, in time order', () => {
    const series = chartSeries(
      ['campaign_name', 'date', 'impressions', 'spend'],
      [
        ['B', '2026-05-02', 5, 1],
        ['A', '2026-05-01', 3, 1],
        ['A', '2026-05-02', '< 50', 1],
        ['B', '2026-05-01', 4, 1],
      ],
      DIMENSIONS,
      METRICS,
    );
    expect(series).toEqual({
      dateColumn: 'date',
      metric: 'impressions',
      points: [
        ['2026-05-01', 7],
        ['2026-05-02', 5],
      ],
    });
  });

  it('shows the name of the row first, the other columns in the order of the file', () => {
    expect(previewOrder(['date', 'hour', 'campaign_name', 'impressions'], DIMENSIONS)).toEqual([2, 0, 1, 3]);
    expect(previewOrder(['campaign_name', 'date'], DIMENSIONS)).toEqual([0, 1]);
    expect(previewOrder(['date', 'impressions'], DIMENSIONS)).toEqual([0, 1]);
  });

  it('draws nothing without a date dimension', () => {
    expect(chartSeries(['campaign_name', 'impressions'], [['A', 1]], DIMENSIONS, METRICS)).toBeNull();
  });
});

describe('e-mail form', () => {
  it('needs a subject of at most 100 characters and valid recipients', () => {
    expect(emailFormErrors('', [])).toEqual({
      email_subject: 'validation.required',
      emails: 'report.validation.recipient_required',
    });
    expect(emailFormErrors('x'.repeat(101), ['a@example.com']).email_subject).toBe(
      'report.validation.email_subject_max',
    );
    expect(emailFormErrors('Weekly', ['a@example.com', 'not-an-email'])).toEqual({
      emails: 'validation.email',
      invalid: 'not-an-email',
    });
    expect(emailFormErrors('Weekly', ['a@example.com'])).toEqual({});
  });
});

describe('on-demand parameters', () => {
  it('shows the parameters as key/value pairs, filters flattened, empty values left out', () => {
    expect(
      parameterPairs({
        start_date: '2026-05-01',
        end_date: '2026-05-07',
        dimensions: ['date', 'campaign_name'],
        filters: { account: 7, campaigns: [10, 11], advertisers: [] },
        name: null,
      }),
    ).toEqual([
      { key: 'start_date', value: '2026-05-01' },
      { key: 'end_date', value: '2026-05-07' },
      { key: 'dimensions', value: 'date, campaign_name' },
      { key: 'account', value: '7' },
      { key: 'campaigns', value: '10, 11' },
    ]);
  });
});
