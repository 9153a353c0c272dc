/** Creatives as the API answers them, the grid's columns, clone and the exchange review (docs/CREATIVES.md). */

import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { APPROVAL_STATUSES } from './creative-fields.ts';
import { nativePartsResponseSchema } from './creative-native.ts';
import { CLONE_PROVIDERS } from './creative-templates.ts';
import { timestampFields } from './record-fields.ts';
import { requiredText } from './validation.ts';

/** Paths of creatives, clone, the exchange review and the creative lookups. */
export const CREATIVE_API = {
  list: '/api/creatives',
  one: apiPath('/api/creatives/:id'),
  setActive: apiPath('/api/creatives/:id/set/:active'),
  clone: apiPath('/api/creatives/clone/:id'),
  /** Re-runs the exchange review. */
  review: apiPath('/api/creatives/:id/review'),
  templates: '/api/list/creative_templates',
  sizes: '/api/list/creative_sizes',
} as const;

export const creativeSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    external_id: z.number().int(),
    alternative_id: z.number().int().nullable(),
    name: z.string(),
    advertiser_id: z.number().int(),
    advertiser_name: z.string(),
    creative_type_id: z.number().int(),
    creative_type_name: z.string().nullable(),
    creative_template_id: z.number().int(),
    creative_template_name: z.string().nullable(),
    budget_type_id: z.number().int().nullable(),
    audio_type_id: z.number().int().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    secure: z.boolean(),
    active: z.boolean(),
    domain: z.string().nullable(),
    category_id: z.number().int().nullable(),
    app_bundle: z.string().nullable(),
    primary_asset_id: z.number().int().nullable(),
    secondary_asset_id: z.number().int().nullable(),
    companion_size_id: z.number().int().nullable(),
    companion_html: z.string().nullable(),
    click_url: z.string().nullable(),
    tag: z.string().nullable(),
    creative_rule_id: z.number().int().nullable(),
    video_duration: z.number().int().nullable(),
    audio_duration: z.number().int().nullable(),
    title: z.string().nullable(),
    click_url_audio: z.string().nullable(),
    secondary_size_id: z.number().int().nullable(),
    vendors: z.array(z.number().int()),
    landing_page_url: z.string().nullable(),
    appnexus_submit: z.boolean(),
    thumbnail_id: z.number().int().nullable(),
    addons: z.array(z.number().int()),
    pixels: z.array(z.string()),
    scripts: z.array(z.string()),
    click_trackers: z.array(z.string()),
    vast_events: z.array(z.object({ event: z.string(), url: z.string() })),
    progress_events: z.array(z.object({ offset: z.string(), url: z.string() })),
    size_id: z.number().int().nullable(),
    size_name: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    mime_type_id: z.number().int().nullable(),
    expandable_type_id: z.number().int().nullable(),
    expandable_directions: z.array(z.number().int()),
    video_mime_types: z.array(z.number().int()),
    audio_mime_types: z.array(z.number().int()),
    video_api_id: z.number().int().nullable(),
    video_bit_rates: z.array(z.number().int()),
    audio_bit_rates: z.array(z.number().int()),
    responsive: z.boolean(),
    in_banner_video_id: z.number().int().nullable(),
    mraid_playable: z.boolean(),
    moat_web_viewability: z.boolean(),
    moat_inapp_viewability: z.boolean(),
    skippable: z.boolean(),
    skip_offset: z.string().nullable(),
    native: nativePartsResponseSchema.nullable(),
    model_type_id: z.number().int().nullable(),
    asset_type_id: z.number().int().nullable(),
    approval_status: z.enum(APPROVAL_STATUSES),
    /** Translation keys of the review's findings (why a creative was rejected). */
    approval_reasons: z.array(z.string()),
    reviewed_at: z.string().nullable(),
    clone_provider: z.enum(CLONE_PROVIDERS).nullable(),
    line_associations: z.number().int(),
    /** Signed URL of the thumbnail (or of the image asset when there is no thumbnail). */
    thumbnail: z.string().nullable(),
    ...timestampFields,
  })
  .meta({ id: 'Creative' });

export type Creative = z.infer<typeof creativeSchema>;

/** Columns of the creatives grid (docs/REQUIREMENTS.md#creatives). */
export const CREATIVE_COLUMNS = {
  fixed: ['id', 'name', 'active'],
  dimensions: [
    'id',
    'name',
    'external_id',
    'size_name',
    'thumbnail',
    'creative_type_name',
    'line_associations',
    'approval_status',
    'active',
  ],
  optional: [
    'alternative_id',
    'advertiser_name',
    'creative_template_name',
    'model_type_id',
    'asset_type_id',
    'start_date',
    'end_date',
    'created_at',
  ],
  metrics: [] as string[],
  filters: [
    'id',
    'external_id',
    'name',
    'advertiser_id',
    'creative_type_id',
    'creative_template_id',
    'size_id',
    'active',
    'approval_status',
    'line_item_id',
  ],
  defaultSort: 'external_id',
} as const;

/** What a creative's clone copies besides the creative (`clone[]` in the form data): its line associations. */
export const CREATIVE_CLONE_PARTS = ['line_items'] as const;

export const cloneCreativeSchema = z
  .object({
    clone: z.array(z.enum(CREATIVE_CLONE_PARTS, 'validation.clone_part')).default([]),
    name: requiredText().optional(),
    provider: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v === 'flash_talking' ? 'flashtalking' : v),
      z.enum(CLONE_PROVIDERS, 'validation.clone_provider').optional(),
    ),
  })
  .meta({ id: 'CloneCreative' });

export type CloneCreative = z.infer<typeof cloneCreativeSchema>;

/** The answer of the exchange review (`POST /api/creatives/{id}/review`). */
export const creativeReviewSchema = z
  .object({
    id: z.number().int(),
    approval_status: z.enum(APPROVAL_STATUSES),
    approval_reasons: z.array(z.string()),
    reviewed_at: z.string().nullable(),
  })
  .meta({ id: 'CreativeReview' });

export type CreativeReview = z.infer<typeof creativeReviewSchema>;
