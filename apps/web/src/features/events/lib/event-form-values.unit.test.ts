import { EVENT_WINDOW_MAX_DAYS, eventRequestSchema } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { creditsLines, emptyEvent } from './event-form-values.ts';

const lookup = (code: string) => ({ id: 1, description: code, extra: { code } });

describe('event form values', () => {
  it('starts a new event at the contract defaults: 30-day windows, no value, credit to all', () => {
    const parsed = eventRequestSchema.parse({ ...emptyEvent(), name: 'Purchase', advertiser_id: '7' });
    expect(parsed).toMatchObject({
      advertiser_id: 7,
      click_window_days: 30,
      view_window_days: 30,
      value: 0,
      eligibility_mode: 'all',
      event_type_id: null,
      segment_id: null,
      active: true,
    });
  });

  it('refuses windows outside 0 to 30 days with the events message', () => {
    const base = { ...emptyEvent(), name: 'Purchase', advertiser_id: '7' };
    for (const days of [-1, EVENT_WINDOW_MAX_DAYS + 1]) {
      const result = eventRequestSchema.safeParse({ ...base, click_window_days: days });
      expect(result.error?.issues[0]?.message).toBe('events.validation.window');
    }
    expect(eventRequestSchema.safeParse({ ...base, view_window_days: 0 }).success).toBe(true);
  });

  it('tells the attributions that credit line items from count-only', () => {
    expect(creditsLines(lookup('last_touch'))).toBe(true);
    expect(creditsLines(lookup('last_view'))).toBe(true);
    expect(creditsLines(lookup('count_only'))).toBe(false);
    expect(creditsLines(undefined)).toBe(false);
  });
});
