import {
  ELIGIBLE_ATTRIBUTION_CODES,
  EVENT_TAG_TYPES,
  EVENT_WINDOW_DEFAULT_DAYS,
  type Event,
  type EventInput,
  type EventLookup,
  type EventRequest,
} from '@beacon/contracts';
import type { UseFormReturn } from 'react-hook-form';

/** The event form: what the inputs hold (ids as the selects' strings), and the schema's output on submit. */
export type EventFormApi = UseFormReturn<EventRequest, unknown, EventInput>;

/** Fields of the form; server errors on these land on the field itself. */
export const EVENT_FIELDS = [
  'name',
  'advertiser_id',
  'event_type_id',
  'event_attribution_id',
  'value',
  'click_window_days',
  'view_window_days',
  'segment_id',
  'event_tag_type_id',
  'eligibility_mode',
  'active',
] as const;

const idText = (id: number | null) => (id === null ? null : String(id));

/** A new event: both windows at their default, no value, the image pixel, credit to every line. */
export const emptyEvent = (): EventRequest => ({
  name: '',
  advertiser_id: null,
  event_type_id: null,
  event_attribution_id: null,
  segment_id: null,
  event_tag_type_id: String(EVENT_TAG_TYPES.image),
  value: 0,
  click_window_days: EVENT_WINDOW_DEFAULT_DAYS,
  view_window_days: EVENT_WINDOW_DEFAULT_DAYS,
  eligibility_mode: 'all',
  active: true,
});

export const eventToForm = (event: Event): EventRequest => ({
  name: event.name,
  advertiser_id: String(event.advertiser_id),
  event_type_id: idText(event.event_type_id),
  event_attribution_id: idText(event.event_attribution_id),
  segment_id: idText(event.segment_id),
  event_tag_type_id: idText(event.event_tag_type_id),
  value: event.value,
  click_window_days: event.click_window_days,
  view_window_days: event.view_window_days,
  eligibility_mode: event.eligibility_mode,
  active: event.active,
});

/** Whether an attribution credits line items (its `extra.code` is one of the eligible codes). */
export const creditsLines = (attribution: EventLookup | undefined): boolean =>
  (ELIGIBLE_ATTRIBUTION_CODES as readonly unknown[]).includes(attribution?.extra.code);
