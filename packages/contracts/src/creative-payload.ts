/** The body the creative form sends: each template keeps only the extra fields of its group. */

import type { CreativeInput, CreativeRequest } from './creative-request.ts';
import { CREATIVE_TEMPLATES, type CreativeExtraGroup, type CreativeTemplate } from './creative-templates.ts';

/** Fields of each extra group (docs/REQUIREMENTS.md#creatives); the payload of a template keeps only its group's extras. */
export const EXTRA_GROUP_FIELDS: Record<
  Exclude<CreativeExtraGroup, 'none'>,
  readonly (keyof CreativeInput)[]
> = {
  crea_display: [
    'size_id',
    'width',
    'height',
    'mime_type_id',
    'expandable_type_id',
    'expandable_directions',
    'responsive',
    'in_banner_video_id',
    'mraid_playable',
    'moat_web_viewability',
    'moat_inapp_viewability',
  ],
  crea_native: ['native', 'size_id', 'moat_web_viewability', 'moat_inapp_viewability'],
  crea_video: [
    'video_duration',
    'title',
    'companion_size_id',
    'companion_html',
    'secondary_size_id',
    'video_mime_types',
    'video_api_id',
    'video_bit_rates',
    'skippable',
    'skip_offset',
    'mraid_playable',
    'moat_web_viewability',
    'moat_inapp_viewability',
  ],
  crea_audio: [
    'audio_type_id',
    'audio_duration',
    'title',
    'click_url_audio',
    'companion_size_id',
    'companion_html',
    'audio_mime_types',
    'audio_bit_rates',
    'skippable',
    'skip_offset',
    'mraid_playable',
  ],
};

/** Every extra field, with its empty value (used to clear the extras a template does not show). */
const EXTRA_EMPTY: Partial<Record<keyof CreativeInput, unknown>> = {
  size_id: null,
  width: null,
  height: null,
  mime_type_id: null,
  expandable_type_id: null,
  expandable_directions: [],
  responsive: false,
  in_banner_video_id: null,
  mraid_playable: false,
  moat_web_viewability: false,
  moat_inapp_viewability: false,
  native: null,
  video_duration: null,
  title: null,
  companion_size_id: null,
  companion_html: null,
  secondary_size_id: null,
  video_mime_types: [],
  video_api_id: null,
  video_bit_rates: [],
  skippable: false,
  skip_offset: null,
  audio_type_id: null,
  audio_duration: null,
  click_url_audio: null,
  audio_mime_types: [],
  audio_bit_rates: [],
};

/** Tag templates still carry a declared size (the exchange needs it); `none` templates keep only it. */
const SIZE_FIELDS: readonly (keyof CreativeInput)[] = ['size_id', 'width', 'height'];

/** Form values as the creative form holds them (strings from inputs, booleans from switches). */
export type CreativeFormValues = Partial<Record<keyof CreativeRequest, unknown>> & {
  id?: number | string | null;
};

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const flag = (v: unknown): 0 | 1 => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0);

/**
 * The body the form sends (docs/REQUIREMENTS.md#creatives): the id as a number only when editing; empty dates as null;
 * empty video/audio titles and companion html as null; no companion size without companion html;
 * responsive, mraid playable and viewability flags as 1/0; template 23 sends `skip_offset` as ''
 * when null and `mraid_playable` off. Templates with a payload builder keep their own group's
 * extra fields; the others (docs/REQUIREMENTS.md#creatives: 14–19, 22 show no extras) keep only the declared size.
 */
export function creativePayload(
  values: CreativeFormValues,
  options: { editing: boolean } = { editing: !blank(values.id) },
): Record<string, unknown> {
  const templateId = Number(values.creative_template_id);
  const template: CreativeTemplate | undefined = CREATIVE_TEMPLATES[templateId];
  const body: Record<string, unknown> = { ...values };
  delete body.id;
  if (options.editing && !blank(values.id)) body.id = Number(values.id);

  // Extras of other groups are cleared so a template change never leaves stale fields behind.
  const keep = new Set<string>(
    template && template.extra !== 'none' ? EXTRA_GROUP_FIELDS[template.extra] : template ? SIZE_FIELDS : [],
  );
  if (template) {
    for (const [field, empty] of Object.entries(EXTRA_EMPTY)) if (!keep.has(field)) body[field] = empty;
    body.creative_type_id = template.creative_type_id;
  }

  body.start_date = blank(values.start_date) ? null : values.start_date;
  body.end_date = blank(values.end_date) ? null : values.end_date;
  if (blank(body.title)) body.title = null;
  if (blank(body.companion_html)) {
    body.companion_html = null;
    body.companion_size_id = null;
  }
  body.responsive = flag(body.responsive);
  body.mraid_playable = flag(body.mraid_playable);
  body.moat_web_viewability = flag(body.moat_web_viewability);
  body.moat_inapp_viewability = flag(body.moat_inapp_viewability);
  if (templateId === 23) {
    if (blank(body.skip_offset)) body.skip_offset = '';
    body.mraid_playable = 0;
  }
  return body;
}
