/** Limits, choices and URL checks of creative fields, shared by the form and the server. */

import { z } from 'zod';
import { DOMAIN_PATTERN } from './advertisers.ts';

/** Video duration choices of the form (docs/REQUIREMENTS.md#creatives); any other value is "custom". */
export const VIDEO_DURATIONS = [15, 30, 60] as const;

export const TAG_MAX = 100_000;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** An absolute http(s) URL whose host follows the advertisers' domain pattern (or is an IP/localhost-free host). */
export const URL_PATTERN = /^https?:\/\/[^\s/?#:]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

export function isValidUrl(value: string): boolean {
  if (!URL_PATTERN.test(value)) return false;
  try {
    const host = new URL(value).hostname.toLowerCase();
    return DOMAIN_PATTERN.test(host);
  } catch {
    return false;
  }
}

export const isSecureUrl = (value: string) => /^https:\/\//i.test(value);

/** VAST tracking events a creative may add (VAST 2–4 `Tracking@event`). */
export const VAST_EVENTS = [
  'creativeView',
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'mute',
  'unmute',
  'pause',
  'resume',
  'rewind',
  'fullscreen',
  'exitFullscreen',
  'skip',
  'close',
  'impression',
  'clickTracking',
] as const;

/** Flags arrive as booleans from the API's own clients and as 1/0 from the form payload (docs/REQUIREMENTS.md#creatives). */
export const flagSchema = z.preprocess(
  (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'validation.boolean' }),
);

/** Skip offset `HH:mm:ss` (or `HH:mm:ss.mmm`), or a percentage `n%` as VAST allows. */
export const SKIP_OFFSET_PATTERN = /^(?:\d{2}:[0-5]\d:[0-5]\d(?:\.\d{3})?|(?:100|[1-9]?\d)%)$/;
