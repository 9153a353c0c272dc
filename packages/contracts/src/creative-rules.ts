/** The rules of a creative that read several fields or its template, run by the form and the server. */

import { CREATIVE_ADDON_LIMIT, type CreativeAddonKind } from './creative-addons.ts';
import { isValidUrl } from './creative-fields.ts';
import type { CreativeInput } from './creative-request.ts';
import { CREATIVE_TEMPLATES } from './creative-templates.ts';
import { wallClockMs } from './dates.ts';
import type { FieldErrors } from './envelope.ts';

/** What `creativeRuleErrors` needs to know beyond the values: the add-on library's kinds. */
export type CreativeRuleContext = {
  /** Kind of each library add-on selected in `addons`, by id. */
  addonKinds?: Record<number, CreativeAddonKind>;
};

type RuleInput = Pick<
  CreativeInput,
  | 'creative_template_id'
  | 'creative_type_id'
  | 'primary_asset_id'
  | 'size_id'
  | 'tag'
  | 'click_url'
  | 'landing_page_url'
  | 'start_date'
  | 'end_date'
  | 'companion_html'
  | 'companion_size_id'
  | 'video_duration'
  | 'audio_duration'
  | 'native'
  | 'addons'
  | 'pixels'
  | 'scripts'
  | 'click_trackers'
  | 'skippable'
  | 'skip_offset'
  | 'audio_type_id'
> &
  Partial<Pick<CreativeInput, 'expandable_type_id' | 'expandable_directions'>>;

/**
 * The rules of a creative that read more than one field or depend on its template. The form and
 * the server call the same function, so both refuse the same input with the same keys.
 */
export function creativeRuleErrors(input: RuleInput, context: CreativeRuleContext = {}): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), key];
  };
  const template = CREATIVE_TEMPLATES[input.creative_template_id];
  if (!template) {
    add('creative_template_id', 'validation.creative_template');
    return errors;
  }
  if (input.creative_type_id !== null && input.creative_type_id !== template.creative_type_id)
    add('creative_type_id', 'validation.creative_type_template');

  if (input.start_date && input.end_date && wallClockMs(input.end_date) <= wallClockMs(input.start_date))
    add('end_date', 'validation.end_after_start');

  const hasTag = !!input.tag && input.tag.trim() !== '';
  switch (template.family) {
    case 'image':
    case 'html5':
      if (input.primary_asset_id === null) add('primary_asset_id', 'validation.asset_required');
      if (input.size_id === null) add('size_id', 'validation.required');
      if (input.click_url === null) add('click_url', 'validation.required');
      if (template.code === 'expandable_image') {
        if (!input.expandable_type_id) add('expandable_type_id', 'validation.required');
        if (!input.expandable_directions?.length) add('expandable_directions', 'validation.required');
      }
      break;
    case 'tag':
      if (!hasTag) add('tag', 'validation.required');
      if (input.size_id === null) add('size_id', 'validation.required');
      break;
    case 'vast_wrapper':
      if (!hasTag) add('tag', 'validation.required');
      else if (!isValidUrl(input.tag?.trim() ?? '')) add('tag', 'validation.vast_url');
      break;
    case 'video':
      if (input.primary_asset_id === null && !hasTag)
        add('primary_asset_id', 'validation.video_asset_or_vast');
      if (input.video_duration === null) add('video_duration', 'validation.required');
      if (input.click_url === null) add('click_url', 'validation.required');
      if (template.code === 'video_with_companion' && input.companion_html === null)
        add('companion_html', 'validation.required');
      break;
    case 'audio':
      // Audio type 1 uploads a file; 2 serves an HTML snippet from `tag` (docs/REQUIREMENTS.md#creatives).
      if (input.audio_type_id === 2) {
        if (!hasTag) add('tag', 'validation.required');
      } else if (input.primary_asset_id === null) add('primary_asset_id', 'validation.asset_required');
      if (input.audio_duration === null) add('audio_duration', 'validation.required');
      break;
    case 'native': {
      const native = input.native;
      if (!native?.title_text) add('native.title_text', 'validation.required');
      if (!native?.images.length) add('native.images', 'validation.required');
      if (template.code === 'native_app_install' && !native?.icons.length)
        add('native.icons', 'validation.required');
      if (template.code !== 'native_recommendation' && !native?.call_to_action)
        add('native.call_to_action', 'validation.required');
      if (input.click_url === null) add('click_url', 'validation.required');
      break;
    }
  }

  if (input.companion_size_id !== null && input.companion_html === null)
    add('companion_size_id', 'validation.companion_size_without_html');
  if (input.skippable && input.skip_offset === null && template.family !== 'audio')
    add('skip_offset', 'validation.required');

  // Limits count the creative's own add-ons plus the library add-ons of the same kind.
  const library = { pixel: 0, script: 0, click_tracker: 0 };
  for (const id of input.addons) {
    const kind = context.addonKinds?.[id];
    if (kind) library[kind] += 1;
  }
  if (input.pixels.length + library.pixel > CREATIVE_ADDON_LIMIT) add('pixels', 'validation.too_many_pixels');
  if (input.scripts.length + library.script > CREATIVE_ADDON_LIMIT)
    add('scripts', 'validation.too_many_scripts');
  if (input.click_trackers.length + library.click_tracker > CREATIVE_ADDON_LIMIT)
    add('click_trackers', 'validation.too_many_click_trackers');
  // A URL already added is refused on its repeat (docs/REQUIREMENTS.md#creatives), compared as typed
  // apart from surrounding spaces and the case of the scheme and host.
  for (const field of ['pixels', 'click_trackers'] as const) {
    const seen = new Set<string>();
    input[field].forEach((url, index) => {
      const identity = urlIdentity(url);
      if (identity === '') return;
      if (seen.has(identity)) add(`${field}.${index}`, 'validation.url_duplicate');
      seen.add(identity);
    });
  }
  return errors;
}

/** A URL as compared for repeats: trimmed, with scheme and host lower-cased (they ignore case). */
function urlIdentity(url: string): string {
  const text = url.trim();
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(.*)$/i.exec(text);
  return match ? match[1]!.toLowerCase() + match[2] : text;
}
