/** The add-on library (`/api/creative_addons`): pixels, scripts and click trackers, and how many a creative may carry. */

import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { optionalId } from './creative-field-parsers.ts';
import { flagSchema, isValidUrl, TAG_MAX } from './creative-fields.ts';
import { timestampFields } from './record-fields.ts';
import { requiredText } from './validation.ts';

/** Paths of the add-on library. */
export const CREATIVE_ADDON_API = {
  list: '/api/creative_addons',
  one: apiPath('/api/creative_addons/:id'),
} as const;

/** docs/REQUIREMENTS.md#creatives: at most ten of each kind of add-on per creative (library add-ons included). */
export const CREATIVE_ADDON_LIMIT = 10;

export const CREATIVE_ADDON_KINDS = ['pixel', 'script', 'click_tracker'] as const;

export type CreativeAddonKind = (typeof CREATIVE_ADDON_KINDS)[number];

export const creativeAddonRequestSchema = z
  .object({
    name: requiredText(),
    kind: z.enum(CREATIVE_ADDON_KINDS, 'validation.addon_kind'),
    content: z.string().trim().min(1, 'validation.required').max(TAG_MAX, 'validation.max_length'),
    advertiser_id: optionalId,
    active: flagSchema.default(true),
  })
  .superRefine((v, ctx) => {
    // Pixels and click trackers are URLs; scripts are markup.
    if (v.kind !== 'script' && !isValidUrl(v.content))
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'validation.url' });
  })
  .meta({ id: 'CreativeAddonRequest' });

export type CreativeAddonRequest = z.input<typeof creativeAddonRequestSchema>;

export type CreativeAddonInput = z.output<typeof creativeAddonRequestSchema>;

export const creativeAddonSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    advertiser_id: z.number().int().nullable(),
    advertiser_name: z.string().nullable(),
    name: z.string(),
    kind: z.enum(CREATIVE_ADDON_KINDS),
    content: z.string(),
    active: z.boolean(),
    ...timestampFields,
  })
  .meta({ id: 'CreativeAddon' });

export type CreativeAddon = z.infer<typeof creativeAddonSchema>;

export const CREATIVE_ADDON_COLUMNS = {
  fixed: ['id', 'name'],
  dimensions: ['id', 'name', 'kind', 'advertiser_name', 'active'],
  optional: ['content', 'created_at'],
  metrics: [] as string[],
  filters: ['id', 'name', 'kind', 'advertiser_id', 'active'],
  defaultSort: 'id',
} as const;
