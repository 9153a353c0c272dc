import { z } from 'zod';
import { APP_BUNDLE_PATTERN, DOMAIN_PATTERN } from './advertisers.ts';
import {
  CLONE_PROVIDERS,
  CREATIVE_TEMPLATES,
  type CreativeExtraGroup,
  type CreativeTemplate,
} from './creative-templates.ts';
import { isValidDateTime, wallClockMs } from './dates.ts';
import type { FieldErrors } from './envelope.ts';
import { INT4_MAX, INT4_MIN } from './integers.ts';
import { requiredText, TEXT_MAX } from './validation.ts';

export * from './creative-templates.ts';

/**
 * docs/REQUIREMENTS.md#creatives: at most ten of each kind of add-on per creative (library add-ons included).
 */
export const CREATIVE_ADDON_LIMIT = 10;
export const CREATIVE_ADDON_KINDS = ['pixel', 'script', 'click_tracker'] as const;
export type CreativeAddonKind = (typeof CREATIVE_ADDON_KINDS)[number];
/** Video duration choices of the form (docs/REQUIREMENTS.md#creatives); any other value is "custom". */
export const VIDEO_DURATIONS = [15, 30, 60] as const;
export const TAG_MAX = 100_000;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * An absolute http(s) URL whose host follows the advertisers' domain pattern (or is an IP/localhost-free
 * host).
 */
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

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalId = z.preprocess(
  emptyToNull,
  z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .max(INT4_MAX, 'validation.max')
    .positive('validation.required')
    .nullable(),
);
const requiredId = z.coerce
  .number({ error: 'validation.required' })
  .int()
  .max(INT4_MAX, 'validation.max')
  .positive('validation.required');
const optionalInt = (min = 0, max = 1_000_000) =>
  z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: 'validation.numeric' })
      .int('validation.integer')
      .min(min, 'validation.min')
      .max(max, 'validation.max')
      .nullable(),
  );
const optionalText = (max = TEXT_MAX) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v === undefined ? null : v),
    z.string().trim().max(max, 'validation.max_length').nullable(),
  );
const optionalDateTime = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.string().trim().refine(isValidDateTime, 'validation.date_time').nullable(),
);
/**
 * Flags arrive as booleans from the API's own clients and as 1/0 from the form payload
 * (docs/REQUIREMENTS.md#creatives).
 */
export const flagSchema = z.preprocess(
  (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'validation.boolean' }),
);
const urlSchema = z
  .string({ error: 'validation.url' })
  .trim()
  .max(2048, 'validation.max_length')
  .refine(isValidUrl, 'validation.url');
const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v === undefined ? null : v),
  urlSchema.nullable(),
);
const idList = z
  .array(
    z.coerce
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .max(INT4_MAX, 'validation.max')
      .positive('validation.integer'),
    { error: 'validation.invalid' },
  )
  .max(100, 'validation.too_many')
  .default([]);
/** Skip offset `HH:mm:ss` (or `HH:mm:ss.mmm`), or a percentage `n%` as VAST allows. */
export const SKIP_OFFSET_PATTERN = /^(?:\d{2}:[0-5]\d:[0-5]\d(?:\.\d{3})?|(?:100|[1-9]?\d)%)$/;

/** Native parts (docs/REQUIREMENTS.md#creatives): texts and asset ids of images, icons and videos. */
export const nativePartsSchema = z.object({
  title_text: optionalText(90),
  body_text: optionalText(500),
  call_to_action: optionalText(30),
  aspect_ratio: z.preprocess(
    emptyToNull,
    z
      .string()
      .regex(/^\d{1,3}:\d{1,3}$/, 'validation.aspect_ratio')
      .nullable(),
  ),
  images: idList,
  icons: idList,
  videos: idList,
});
export type NativeParts = z.output<typeof nativePartsSchema>;

/** The native parts as the API answers them (no input coercion: answers are encoded, not parsed). */
export const nativePartsResponseSchema = z.object({
  title_text: z.string().nullable(),
  body_text: z.string().nullable(),
  call_to_action: z.string().nullable(),
  aspect_ratio: z.string().nullable(),
  images: z.array(z.number().int()),
  icons: z.array(z.number().int()),
  videos: z.array(z.number().int()),
});

export const creativeRequestSchema = z
  .object({
    // base
    name: requiredText(),
    creative_template_id: requiredId,
    creative_type_id: optionalId,
    budget_type_id: optionalId,
    audio_type_id: optionalId,
    alternative_id: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: 'validation.integer' })
        .int('validation.integer')
        .min(INT4_MIN, 'validation.min')
        .max(INT4_MAX, 'validation.max')
        .nullable(),
    ),
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

/**
 * Fields of each extra group (docs/REQUIREMENTS.md#creatives); the payload of a template keeps only its
 * group's extras.
 */
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
 * The body the form sends (docs/REQUIREMENTS.md#creatives): the id as a number only when editing; empty dates
 * as null; empty video/audio titles and companion html as null; no companion size without companion html;
 * responsive, mraid playable and viewability flags as 1/0; template 23 sends `skip_offset` as '' when null
 * and `mraid_playable` off. Templates with a payload builder keep their own group's extra fields; the others
 * (docs/REQUIREMENTS.md#creatives: 14–19, 22 show no extras) keep only the declared size.
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
  return errors;
}

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
    created_at: z.string(),
    updated_at: z.string(),
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

export const cloneCreativeSchema = z
  .object({
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

// ---- add-ons library (`/api/creative_addons`)

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
    created_at: z.string(),
    updated_at: z.string(),
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

/** A `creative_sizes` option as `/api/list/creative_sizes` answers it. */
export const creativeSizeOptionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'CreativeSizeOption' });
export type CreativeSizeOption = z.infer<typeof creativeSizeOptionSchema>;

/** A `creative_templates` option as `/api/list/creative_templates` answers it. */
export const creativeTemplateOptionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    creative_type_id: z.number().int(),
    asset_route: z.string(),
    asset_type_id: z.number().int().nullable(),
    extra: z.string(),
    family: z.string(),
    payload_builder: z.boolean(),
    provider: z.string().nullable(),
  })
  .meta({ id: 'CreativeTemplateOption' });
export type CreativeTemplateOption = z.infer<typeof creativeTemplateOptionSchema>;
