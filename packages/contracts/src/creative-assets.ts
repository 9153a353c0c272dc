import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { INT4_MAX } from './integers.ts';
import { FILE_MAX_BYTES } from './validation.ts';

/**
 * Creative assets (docs/REQUIREMENTS.md#creatives): uploaded images, HTML5 zips, videos and audio files,
 * the VAST attribute extraction, the third-party tag check and the bulk creative upload.
 */

/**
 * `asset_types` ids (docs/REQUIREMENTS.md#creatives: Banner Image → creative asset, HTML5 → html, VAST →
 * video, audio).
 */
export const ASSET_TYPE_IDS = { image: 1, html: 2, video: 3, audio: 4 } as const;
export type AssetKind = keyof typeof ASSET_TYPE_IDS;
export const ASSET_KINDS = Object.keys(ASSET_TYPE_IDS) as AssetKind[];

/**
 * File extensions accepted per kind (docs/REQUIREMENTS.md#creatives: images .gif .jpg .jpeg .png; video mp4).
 */
export const ASSET_EXTENSIONS = {
  image: ['gif', 'jpg', 'jpeg', 'png'],
  html: ['zip'],
  video: ['mp4'],
  audio: ['mp3', 'm4a', 'ogg', 'wav'],
} as const satisfies Record<AssetKind, readonly string[]>;

/**
 * Largest upload per kind, in bytes, enforced while the file streams in (413, nothing stored). Images keep
 * the 2 MB default (docs/REQUIREMENTS.md#validation); an HTML5 zip is limited packed here and unpacked by
 * `ZIP_LIMITS`.
 */
export const ASSET_MAX_BYTES = {
  image: FILE_MAX_BYTES,
  html: 10_000_000,
  video: 200_000_000,
  audio: 50_000_000,
} as const satisfies Record<AssetKind, number>;

/** Checks of every zip (HTML5 assets and bulk uploads), applied while the zip is read. */
export const ZIP_LIMITS = {
  maxEntries: 1_000,
  maxUnpackedBytes: 200_000_000,
} as const;

/** Bulk creative upload: packed size of the zip of assets and size/rows of the csv. */
export const BULK_LIMITS = {
  zipMaxBytes: 100_000_000,
  csvMaxBytes: 2_000_000,
  maxRows: 1_000,
} as const;

/** A VAST document sent to the extraction is at most this long. */
export const VAST_MAX_BYTES = 1_000_000;
/** A third-party tag given to the check is at most this long. */
export const TAG_MAX_LENGTH = 100_000;

/** Paths of creative assets, VAST extraction, tag check and bulk creative upload. */
export const CREATIVE_ASSET_API = {
  /** `GET` list (modes incl. all; filters asset_type_id, advertiser_id, thumbnail); `POST` an image. */
  list: '/api/creative_assets',
  one: apiPath('/api/creative_assets/:id'),
  /** Upload routes per asset kind (docs/REQUIREMENTS.md#creatives: the creative template names which one). */
  upload: {
    image: '/api/creative_assets',
    html: '/api/html_assets',
    video: '/api/video_assets',
    audio: '/api/audio_assets',
  } satisfies Record<AssetKind, string>,
  /** Signed preview files (no bearer token: iframes and players load them); `*` is the file's path in the asset. */
  preview: apiPath('/api/asset_preview/:expires/:signature/:account/:uuid/*'),
  /** The sandboxed page a tag preview runs in (the console posts the tag to it). */
  tagPreview: '/api/tag_preview',
  extractVast: '/api/list/extract_vast_attributes',
  checkTag: '/api/creatives/check_tag',
  bulk: '/api/creatives/bulk',
  bulkSample: apiPath('/api/creatives/bulk/template/:template'),
  bulkTemplates: '/api/list/creative_bulk_templates',
} as const;

/** Form fields sent with an upload (multipart, next to the file part `file`). */
export const assetUploadFieldsSchema = z.object({
  advertiser_id: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : v),
    z.coerce.number().int().max(INT4_MAX, 'validation.max').positive('validation.invalid').nullable(),
  ),
  /** `1`/`true` marks an image as a thumbnail (images only). */
  thumbnail: z.preprocess((v) => v === '1' || v === 'true' || v === true || v === 1, z.boolean()),
});
export type AssetUploadFields = z.infer<typeof assetUploadFieldsSchema>;

export const creativeAssetSchema = z
  .object({
    id: z.number().int(),
    asset_type_id: z.number().int(),
    advertiser_id: z.number().int().nullable(),
    /** The uploaded file's name. */
    name: z.string(),
    mime_type: z.string(),
    /** Size of the uploaded file (packed size for an HTML5 zip). */
    bytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    duration_ms: z.number().int().nullable(),
    /** Bits per second (video/audio). */
    bit_rate: z.number().int().nullable(),
    thumbnail: z.boolean(),
    sha256: z.string(),
    /** HTML5: path of the index.html inside the zip. */
    entry: z.string().nullable(),
    /** Signed, short-lived URL of the file (for HTML5, of the zip). */
    url: z.string(),
    /**
     * Signed, short-lived URL that shows the asset as it will serve: for HTML5 the unpacked
     * index.html (served with a sandbox CSP; embed it in `<iframe sandbox="allow-scripts">`),
     * otherwise the file itself.
     */
    preview_url: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'CreativeAsset' });
export type CreativeAsset = z.infer<typeof creativeAssetSchema>;

/** Columns/filters of `GET /api/creative_assets`. */
export const CREATIVE_ASSET_COLUMNS = {
  fixed: ['id', 'name'],
  dimensions: ['id', 'name', 'asset_type_id', 'mime_type', 'bytes', 'width', 'height', 'created_at'],
  optional: ['advertiser_id', 'duration_ms', 'bit_rate', 'thumbnail'],
  metrics: [] as string[],
  filters: ['id', 'name', 'asset_type_id', 'advertiser_id', 'thumbnail', 'mime_type'],
  defaultSort: 'id',
} as const;

// ---------------------------------------------------------------- VAST

export const extractVastRequestSchema = z.object({
  xml: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(VAST_MAX_BYTES, 'validation.max_length'),
});
export type ExtractVastRequest = z.infer<typeof extractVastRequestSchema>;

export const vastMediaFileSchema = z.object({
  url: z.string(),
  /** MIME type, e.g. `video/mp4`. */
  type: z.string().nullable(),
  /** kbps, as VAST gives it (`bitrate`, or `maxBitrate` when only a range is given). */
  bitrate: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  delivery: z.string().nullable(),
  codec: z.string().nullable(),
  api_framework: z.string().nullable(),
});
export type VastMediaFile = z.infer<typeof vastMediaFileSchema>;

export const vastTrackingEventSchema = z.object({
  /** start, firstQuartile, midpoint, thirdQuartile, complete, progress, skip, ... */
  event: z.string(),
  url: z.string(),
  /** For `progress`: `HH:MM:SS(.mmm)` or `n%`. */
  offset: z.string().nullable(),
});
export type VastTrackingEvent = z.infer<typeof vastTrackingEventSchema>;

export const vastAttributesSchema = z
  .object({
    /** The `version` attribute of the `<VAST>` root, e.g. `2.0`, `3.0`, `4.2`. */
    version: z.string(),
    ad_type: z.enum(['inline', 'wrapper']),
    ad_id: z.string().nullable(),
    ad_system: z.string().nullable(),
    ad_title: z.string().nullable(),
    /** Linear duration in seconds (milliseconds kept as decimals). */
    duration: z.number().nullable(),
    /** The duration as written, `HH:MM:SS(.mmm)`. */
    duration_text: z.string().nullable(),
    media_files: z.array(vastMediaFileSchema),
    /** VAST 3+: `HH:MM:SS(.mmm)` or `n%`; null when the ad is not skippable. */
    skip_offset: z.string().nullable(),
    skippable: z.boolean(),
    tracking_events: z.array(vastTrackingEventSchema),
    click_through: z.string().nullable(),
    click_tracking: z.array(z.string()),
    impression_urls: z.array(z.string()),
    error_urls: z.array(z.string()),
    /** Wrappers only: the URL of the next VAST document (never fetched by the server). */
    vast_ad_tag_uri: z.string().nullable(),
  })
  .meta({ id: 'VastAttributes' });
export type VastAttributes = z.infer<typeof vastAttributesSchema>;

// ---------------------------------------------------------------- third-party tag check

export const checkTagRequestSchema = z.object({
  tag: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(TAG_MAX_LENGTH, 'validation.max_length'),
  /** The creative serves on https pages: every http:// resource is an error. */
  secure: z.preprocess((v) => (v === '0' || v === 'false' ? false : v), z.boolean().default(true)),
});
export type CheckTagRequest = z.infer<typeof checkTagRequestSchema>;

/** One finding of the tag check: a translation key (`creative_tag.*`) and what it is about. */
export const tagFindingSchema = z.object({ key: z.string(), detail: z.string().nullable() });
export type TagFinding = z.infer<typeof tagFindingSchema>;

/** Ad servers the check recognises (by macros and hosts). */
export const TAG_AD_SERVERS = [
  'dcm',
  'sizmek',
  'flashtalking',
  'google_ad_manager',
  'adform',
  'celtra',
  'innovid',
  'xandr',
] as const;
export type TagAdServer = (typeof TAG_AD_SERVERS)[number];

export const checkTagAnswerSchema = z
  .object({
    /** True when there are no errors (warnings do not block). */
    valid: z.boolean(),
    errors: z.array(tagFindingSchema),
    warnings: z.array(tagFindingSchema),
    detected: z.object({
      ad_server: z.enum(TAG_AD_SERVERS).nullable(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      /** Count of script, iframe, img and ins elements. */
      elements: z.object({
        script: z.number().int(),
        iframe: z.number().int(),
        img: z.number().int(),
        ins: z.number().int(),
      }),
      /** The first VAST URL found (a tag may be a bare VAST URL). */
      vast_url: z.string().nullable(),
      /** The click macro found, e.g. `%%CLICK_URL_UNESC%%` or `${CLICK_URL}`. */
      click_macro: z.string().nullable(),
      /** Every http:// resource of the tag. */
      insecure_urls: z.array(z.string()),
      uses_document_write: z.boolean(),
    }),
  })
  .meta({ id: 'CheckTagAnswer' });
export type CheckTagAnswer = z.infer<typeof checkTagAnswerSchema>;

// ---------------------------------------------------------------- bulk creative upload

/** Variants of the bulk csv (`template` field of the upload). */
export const BULK_TEMPLATES = ['image', 'script_tag'] as const;
export type BulkTemplate = (typeof BULK_TEMPLATES)[number];

/**
 * Csv columns per variant (docs/REQUIREMENTS.md#creatives). Headers are matched without case, with spaces or
 * dashes read as underscores (`Creative Name` = `creative_name`). Dates are `dd/mm/yyyy`; `app_nexus` is
 * `ON`/`OFF`.
 */
export const BULK_CSV_COLUMNS = {
  image: {
    required: ['creative_name', 'asset_name', 'line_item_id'],
    optional: ['start_date', 'end_date', 'app_nexus', 'click_url'],
  },
  script_tag: {
    required: ['creative_name', 'dimension_width', 'dimension_height', 'javascript_tag', 'thumbnail_upload'],
    optional: ['line_item_id', 'start_date', 'end_date', 'app_nexus', 'click_url'],
  },
} as const satisfies Record<BulkTemplate, { required: readonly string[]; optional: readonly string[] }>;

/** Form fields of `POST /api/creatives/bulk` (next to the `zip` and `csv` file parts). */
export const bulkUploadFieldsSchema = z.object({
  /** The variant's code, or its id in `creative_bulk_templates` (1 image, 2 script_tag). */
  template: z.preprocess(
    (v) => (v === '1' || v === 1 ? 'image' : v === '2' || v === 2 ? 'script_tag' : v === '' ? undefined : v),
    z.enum(BULK_TEMPLATES, 'validation.invalid').default('image'),
  ),
  advertiser_id: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : v),
    z.coerce.number().int().max(INT4_MAX, 'validation.max').positive('validation.invalid').nullable(),
  ),
});
export type BulkUploadFields = z.infer<typeof bulkUploadFieldsSchema>;

export const bulkRowResultSchema = z.object({
  /** Line of the csv (the header is line 1). */
  row: z.number().int(),
  creative_name: z.string().nullable(),
  status: z.enum(['created', 'skipped']),
  /** Translation key (`creative_bulk.*` or `validation.*`) of why the row was skipped. */
  reason: z.string().nullable(),
  /** The column the reason is about, when there is one. */
  field: z.string().nullable(),
  creative_id: z.number().int().nullable(),
  asset_id: z.number().int().nullable(),
  association_id: z.number().int().nullable(),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

export const bulkResultSchema = z
  .object({
    created: z.number().int(),
    skipped: z.number().int(),
    rows: z.array(bulkRowResultSchema),
  })
  .meta({ id: 'CreativeBulkResult' });
export type BulkResult = z.infer<typeof bulkResultSchema>;
