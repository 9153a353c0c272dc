import { z } from 'zod';
import { apiPath } from './api-path.ts';

/**
 * Segment uploads (docs/REQUIREMENTS.md#segment-uploads): a .txt file of device ids, one per line, added to
 * one or more first-party segments. The file streams to a temporary file (64 MB at most, 413 at the first
 * byte over, nothing kept), then its lines are read, checked and written to the segments' members in the
 * analytics store in the background while the upload's status and counts are polled.
 */

/** At most 64 MB (docs/REQUIREMENTS.md#segment-uploads), in decimal megabytes like the 2 MB file rule. */
export const SEGMENT_UPLOAD_MAX_BYTES = 64_000_000;
export const SEGMENT_UPLOAD_EXTENSIONS = ['txt'] as const;
/** At most this many target segments per upload. */
export const SEGMENT_UPLOAD_MAX_TARGETS = 50;
/** The first invalid lines are kept with their line numbers; later ones are only counted. */
export const SEGMENT_UPLOAD_MAX_KEPT_ERRORS = 1_000;
/** Longer lines are invalid without being read further (the longest accepted id is 128 characters). */
export const SEGMENT_UPLOAD_MAX_LINE_LENGTH = 512;

export const SEGMENT_UPLOAD_API = {
  /** `POST` multipart (`segment_ids`, `file`); `GET` the list. */
  list: '/api/segment_uploads',
  one: apiPath('/api/segment_uploads/:id'),
} as const;

/**
 * The upload status (values chosen here, docs/REQUIREMENTS.md#segment-uploads): `processing` from the moment
 * the file is received until every line is read, then `completed` (with its counts) or `failed` (with
 * `failure_reason`; members written before the failure stay, and uploading the file again is harmless because
 * a device is a segment member once).
 */
export const SEGMENT_UPLOAD_STATUSES = ['processing', 'completed', 'failed'] as const;
export type SegmentUploadStatus = (typeof SEGMENT_UPLOAD_STATUSES)[number];

/** Why a line was refused (translation keys under `segmentUploads.line.*`). */
export const SEGMENT_UPLOAD_LINE_ERRORS = [
  'too_long',
  'several_ids',
  'malformed_maid',
  'malformed_hash',
  'unknown_format',
] as const;
export type SegmentUploadLineReason = (typeof SEGMENT_UPLOAD_LINE_ERRORS)[number];

/** Why an upload failed (translation keys under `segmentUploads.failure.*`). */
export const SEGMENT_UPLOAD_FAILURES = [
  'no_device_ids',
  'store_unavailable',
  'interrupted',
  'file_missing',
] as const;
export type SegmentUploadFailure = (typeof SEGMENT_UPLOAD_FAILURES)[number];

const ID_LIST = /^\s*\d+(\s*,\s*\d+)*\s*$/;

/**
 * The target segments as a form field: `1,2,3` (multipart), or an array (the console's form).
 * At least one, each a positive id, no more than `SEGMENT_UPLOAD_MAX_TARGETS`.
 */
export const segmentUploadTargetIdsSchema = z.preprocess(
  (v) => {
    if (typeof v === 'string') {
      if (v.trim() === '') return [];
      return ID_LIST.test(v) ? v.split(',').map((s) => Number(s.trim())) : v;
    }
    return v;
  },
  z
    .array(
      z.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid'),
      {
        error: 'validation.invalid',
      },
    )
    .min(1, 'segmentUploads.segments_required')
    .max(SEGMENT_UPLOAD_MAX_TARGETS, 'validation.too_many')
    .transform((ids) => [...new Set(ids)]),
);

/** The chosen file as both sides see it: its name and size (the server fills in what it received). */
export const segmentUploadFileSchema = z.object(
  {
    name: z
      .string()
      .trim()
      .min(1, 'segmentUploads.file_required')
      .max(255, 'validation.max_length')
      .refine((name) => /\.txt$/i.test(name), 'segmentUploads.file_type'),
    size: z
      .number()
      .int()
      .min(1, 'segmentUploads.file_empty')
      .max(SEGMENT_UPLOAD_MAX_BYTES, 'segmentUploads.file_too_large'),
  },
  { error: 'segmentUploads.file_required' },
);

/**
 * An upload request (docs/REQUIREMENTS.md#segment-uploads: .txt, at most 64 MB, at least one segment, a file
 * chosen first). The console's form and the server check the same schema; the server checks the real byte
 * count too.
 */
export const segmentUploadRequestSchema = z.object({
  segment_ids: segmentUploadTargetIdsSchema,
  file: segmentUploadFileSchema,
});
export type SegmentUploadRequest = z.infer<typeof segmentUploadRequestSchema>;

export const segmentUploadLineErrorSchema = z.object({
  /** 1-based line number in the file (blank lines count). */
  line: z.number().int(),
  reason: z.enum(SEGMENT_UPLOAD_LINE_ERRORS),
  /** The start of the refused line (at most 64 characters). */
  value: z.string(),
});
export type SegmentUploadLineError = z.infer<typeof segmentUploadLineErrorSchema>;

export const segmentUploadTargetSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * One upload. Counts: `lines` = non-blank lines read so far; each is `accepted` (a valid id seen
 * for the first time in the file), `invalid` or a `duplicates` (a valid id already seen in this
 * file), so `lines = accepted + invalid + duplicates`. `bytes_processed / bytes` is the progress.
 */
export const segmentUploadSchema = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    bytes: z.number().int(),
    bytes_processed: z.number().int(),
    status: z.enum(SEGMENT_UPLOAD_STATUSES),
    failure_reason: z.enum(SEGMENT_UPLOAD_FAILURES).nullable(),
    segments: z.array(segmentUploadTargetSchema),
    lines: z.number().int(),
    accepted: z.number().int(),
    invalid: z.number().int(),
    duplicates: z.number().int(),
    user_id: z.number().int().nullable(),
    user_name: z.string(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'SegmentUpload' });
export type SegmentUpload = z.infer<typeof segmentUploadSchema>;

/** One upload with its kept per-line errors (the first `SEGMENT_UPLOAD_MAX_KEPT_ERRORS`). */
export const segmentUploadDetailSchema = segmentUploadSchema
  .extend({ errors: z.array(segmentUploadLineErrorSchema) })
  .meta({ id: 'SegmentUploadDetail' });
export type SegmentUploadDetail = z.infer<typeof segmentUploadDetailSchema>;

/** Columns and filters of `GET /api/segment_uploads` (newest first). */
export const SEGMENT_UPLOAD_COLUMNS = {
  dimensions: [
    'id',
    'file_name',
    'segments',
    'status',
    'lines',
    'accepted',
    'invalid',
    'duplicates',
    'user_name',
    'created_at',
    'finished_at',
  ],
  /** `segment_id` keeps the uploads that targeted that segment. */
  filters: ['id', 'file_name', 'status', 'segment_id', 'created_at'],
  defaultSort: 'id',
} as const;
