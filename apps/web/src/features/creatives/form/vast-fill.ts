import { type LookupOption, VAST_EVENTS, type VastAttributes } from '@beacon/contracts';
import type { CreativeFormValues } from './creative-form-values.ts';

type Lists = { mimeTypes?: LookupOption[]; bitRates?: LookupOption[] };

const kbpsOf = (option: LookupOption) => Number.parseInt(option.code, 10);

/** The listed bit rate closest to a media file's, so each file maps onto one choice. */
function nearestRate(options: LookupOption[], kbps: number) {
  let best: LookupOption | undefined;
  for (const option of options) {
    if (!best || Math.abs(kbpsOf(option) - kbps) < Math.abs(kbpsOf(best) - kbps)) best = option;
  }
  return best;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The form values a VAST document fills: duration (whole seconds), media types and bit rates of
 * its media files, skip offset, and its tracking events (progress events with their offsets).
 */
export function valuesFromVast(
  vast: VastAttributes,
  lists: Lists,
  durationField: 'video_duration' | 'audio_duration',
) {
  const patch: Partial<CreativeFormValues> = {};
  if (vast.duration !== null) patch[durationField] = String(Math.max(1, Math.round(vast.duration)));
  const mimes = lists.mimeTypes ?? [];
  const mimeIds = vast.media_files
    .map((m) => mimes.find((o) => o.code.toLowerCase() === m.type?.toLowerCase())?.id)
    .filter((id): id is number => id !== undefined);
  const field = durationField === 'video_duration' ? 'video_mime_types' : 'audio_mime_types';
  patch[field] = unique(mimeIds.map(String));
  const rates = lists.bitRates ?? [];
  const rateIds = vast.media_files
    .map((m) => (m.bitrate && rates.length ? nearestRate(rates, m.bitrate)?.id : undefined))
    .filter((id): id is number => id !== undefined);
  patch[durationField === 'video_duration' ? 'video_bit_rates' : 'audio_bit_rates'] = unique(
    rateIds.map(String),
  );
  patch.skippable = vast.skippable;
  if (vast.skip_offset) patch.skip_offset = vast.skip_offset;
  const known = new Set<string>(VAST_EVENTS);
  patch.vast_events = vast.tracking_events
    .filter((e) => known.has(e.event) && e.url)
    .map((e) => ({ event: e.event, url: e.url }));
  patch.progress_events = vast.tracking_events
    .filter((e) => e.event === 'progress' && e.offset && e.url)
    .map((e) => ({ offset: e.offset ?? '', url: e.url }));
  if (vast.click_through) patch.click_url = vast.click_through;
  return patch;
}
