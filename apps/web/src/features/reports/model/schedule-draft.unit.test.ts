import type { ReportSchedule } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { chooseRange, chooseType, initialDraft, toRequest } from './report-draft.ts';
import { fromSchedule, initialSchedule, scheduleErrors, toScheduleRequest } from './schedule-draft.ts';
import { inZone, weekdayNames } from './schedule-labels.ts';

const TODAY = '2026-11-27';

const campaignDraft = () => ({
  ...chooseType(initialDraft(2026, 1), 'campaign', TODAY),
  campaigns: [7],
  dimensions: ['campaign'],
  metrics: ['impressions'],
});

const filled = () => ({
  ...initialSchedule(TODAY, 'America/Santiago'),
  email_subject: 'Daily figures',
  to: ['boss@example.com'],
});

describe('schedule draft', () => {
  it('saves a rolling range without dates, so each run reads the days before it', () => {
    const body = toScheduleRequest(toRequest(campaignDraft(), TODAY), filled());
    expect(body).toMatchObject({ report_type: 'campaign', data_range: 'last_7_days', file_type: 'csv' });
    expect(body).not.toHaveProperty('start_date');
    expect(body).not.toHaveProperty('report_year');
    expect(body).not.toHaveProperty('type');
    expect(scheduleErrors(body)).toEqual({});
  });

  it('keeps the days of a custom range', () => {
    const draft = {
      ...chooseRange(campaignDraft(), 'custom', TODAY),
      start_date: '2026-11-01',
      end_date: '2026-11-10',
    };
    const body = toScheduleRequest(toRequest(draft, TODAY), filled());
    expect(body).toMatchObject({ data_range: 'custom', start_date: '2026-11-01', end_date: '2026-11-10' });
  });

  it('sends only the day its frequency needs', () => {
    const request = toRequest(campaignDraft(), TODAY);
    expect(toScheduleRequest(request, { ...filled(), weekday: 3 })).toMatchObject({
      weekday: null,
      month_day: null,
    });
    expect(toScheduleRequest(request, { ...filled(), scheduler_type: 'weekly', weekday: 3 })).toMatchObject({
      weekday: 3,
      month_day: null,
    });
  });

  it('places the contract rules under the fields: recipients, subject, window', () => {
    const request = toRequest(campaignDraft(), TODAY);
    const base = filled();
    expect(scheduleErrors(toScheduleRequest(request, { ...base, to: [] }))).toEqual({
      to: 'report_schedule.recipient_required',
    });
    // The owner's own address is enough.
    expect(
      scheduleErrors(toScheduleRequest(request, { ...base, to: [], include_account_email: true })),
    ).toEqual({});
    const wrong = scheduleErrors(
      toScheduleRequest(request, {
        ...base,
        to: ['boss@example.com', 'not-an-email'],
        email_subject: 'x'.repeat(101),
        schedule_end_date: '2026-01-01',
      }),
    );
    expect(wrong.to).toBeDefined();
    expect(wrong.email_subject).toBe('report.validation.email_subject_max');
    expect(wrong.schedule_end_date).toBe('report_schedule.end_before_start');
  });

  it('opens a saved schedule with its definition and timing', () => {
    const saved = {
      id: 3,
      account_id: 1,
      report_type: 'campaign',
      file_type: 'xlsx',
      request: {
        report_type: 'campaign',
        data_range: 'last_30_days',
        time_zone: 'utc',
        dimensions: ['campaign', 'date'],
        metrics: ['clicks'],
        filters: { account: 1, campaigns: [7], advertisers: [2] },
      },
      scheduler_type: 'monthly',
      weekday: null,
      month_day: 31,
      hour: 22,
      schedule_time_zone: 'Asia/Tokyo',
      email_subject: 'Month end',
      emails: { to: ['a@example.com'], cc: ['b@example.com'], bcc: [] },
      include_account_email: true,
      schedule_start_date: '2026-01-01',
      schedule_end_date: '2026-12-31',
    } as unknown as ReportSchedule;
    const { draft, schedule } = fromSchedule(saved, TODAY);
    expect(draft).toMatchObject({
      report_type: 'campaign',
      data_range: 'last_30_days',
      time_zone: 'utc',
      type: 'xlsx',
      advertisers: [2],
      campaigns: [7],
      dimensions: ['campaign', 'date'],
      metrics: ['clicks'],
      fieldsFor: 'campaign',
    });
    expect(schedule).toMatchObject({
      scheduler_type: 'monthly',
      month_day: 31,
      hour: 22,
      cc: ['b@example.com'],
    });
    expect(toScheduleRequest(toRequest(draft, TODAY), schedule)).toMatchObject({
      month_day: 31,
      schedule_time_zone: 'Asia/Tokyo',
      include_account_email: true,
      file_type: 'xlsx',
    });
  });

  it('reads a run in the schedule zone with the zone named', () => {
    expect(inZone('2026-11-28T10:00:00.000Z', 'America/Santiago')).toBe('2026-11-28 07:00 America/Santiago');
    expect(weekdayNames('es')[0]).toBe('lunes');
  });
});
