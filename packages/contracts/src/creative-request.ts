/** What a creative create or update accepts (docs/CREATIVES.md). */

import { z } from 'zod';
import { APP_BUNDLE_PATTERN, DOMAIN_PATTERN } from './advertisers.ts';
import { CREATIVE_ADDON_LIMIT } from './creative-addons.ts';
import {
  emptyToNull,
  idList,
  optionalDateTime,
  optionalId,
  optionalInt,
  optionalText,
  optionalUrl,
  urlSchema,
} from './creative-field-parsers.ts';
import { flagSchema, SKIP_OFFSET_PATTERN, TAG_MAX, VAST_EVENTS } from './creative-fields.ts';
import { nativePartsSchema } from './creative-native.ts';
import { optionalInt4Schema, requiredId, requiredText } from './validation.ts';

export const creativeRequestSchema = z
  .object({
    // base
    name: requiredText(),
    creative_template_id: requiredId,
    creative_type_id: optionalId,
    budget_type_id: optionalId,
    audio_type_id: optionalId,
    alternative_id: optionalInt4Schema,
    start_date: optionalDateTime,
    end_date: optionalDateTime,
    secure: flagSchema.default(true),
    active: flagSchema.default(true),
    // creative_advertiser
    advertiser_id: requiredId,
    domain: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toLowerCase()) : (v ?? null)),
      z.string().regex(DOMAIN_PATTERN, 'validation.domain').nullable(),
    ),
    category_id: optionalId,
    app_bundle: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null)),
      z.string().regex(APP_BUNDLE_PATTERN, 'validation.app_bundle').nullable(),
    ),
    // creative_ad_content
    primary_asset_id: optionalId,
    secondary_asset_id: optionalId,
    companion_size_id: optionalId,
    companion_html: optionalText(TAG_MAX),
    click_url: optionalUrl,
    tag: optionalText(TAG_MAX),
    creative_rule_id: optionalId,
    video_duration: optionalInt(1, 3600),
    audio_duration: optionalInt(1, 3600),
    title: optionalText(),
    click_url_audio: optionalUrl,
    secondary_size_id: optionalId,
    // creative_exchange_options
    vendors: idList,
    landing_page_url: optionalUrl,
    appnexus_submit: flagSchema.default(false),
    thumbnail_id: optionalId,
    // creative_addon_settings
    addons: idList,
    pixels: z.array(urlSchema).max(CREATIVE_ADDON_LIMIT, 'validation.too_many_pixels').default([]),
    scripts: z
      .array(z.string().trim().min(1, 'validation.required').max(TAG_MAX, 'validation.max_length'))
      .max(CREATIVE_ADDON_LIMIT, 'validation.too_many_scripts')
      .default([]),
    click_trackers: z
      .array(urlSchema)
      .max(CREATIVE_ADDON_LIMIT, 'validation.too_many_click_trackers')
      .default([]),
    vast_events: z
      .array(z.object({ event: z.enum(VAST_EVENTS, 'validation.vast_event'), url: urlSchema }))
      .max(50, 'validation.too_many')
      .default([]),
    progress_events: z
      .array(
        z.object({
          offset: z.string().trim().regex(SKIP_OFFSET_PATTERN, 'validation.time_offset'),
          url: urlSchema,
        }),
      )
      .max(50, 'validation.too_many')
      .default([]),
    // creative_attributes
    size_id: optionalId,
    width: optionalInt(1, 10_000),
    height: optionalInt(1, 10_000),
    mime_type_id: optionalId,
    expandable_type_id: optionalId,
    expandable_directions: idList,
    video_mime_types: idList,
    audio_mime_types: idList,
    video_api_id: optionalId,
    video_bit_rates: idList,
    audio_bit_rates: idList,
    responsive: flagSchema.default(false),
    in_banner_video_id: optionalId,
    mraid_playable: flagSchema.default(false),
    moat_web_viewability: flagSchema.default(false),
    moat_inapp_viewability: flagSchema.default(false),
    skippable: flagSchema.default(false),
    skip_offset: z.preprocess(
      emptyToNull,
      z.string().trim().regex(SKIP_OFFSET_PATTERN, 'validation.time_offset').nullable(),
    ),
    // native parts
    native: z.preprocess((v) => v ?? null, nativePartsSchema.nullable()),
    model_type_id: optionalId,
  })
  .meta({ id: 'CreativeRequest' });

export type CreativeRequest = z.input<typeof creativeRequestSchema>;

export type CreativeInput = z.output<typeof creativeRequestSchema>;
