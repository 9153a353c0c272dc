import {
  SEGMENT_UPLOAD_COLUMNS,
  type SegmentUpload,
  type SegmentUploadDetail,
  type SegmentUploadFailure,
  type SegmentUploadStatus,
} from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, type ListSpec } from '../../platform/list-query/spec.ts';
import { ownSegmentScope } from '../segments/list-spec.ts';

const targetsJson = sql`coalesce((
  select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name, s.id)
  from segment_upload_targets t join segments s on s.id = t.segment_id
  where t.upload_id = su.id), '[]'::json)`;

/**
 * The uploads of the caller's account whose target segments the caller all sees: an
 * advertiser-restricted user does not see an upload that also fed another advertiser's segment.
 */
export const uploadScope = (ctx: AuthContext): SQL =>
  sql`su.account_id = ${ctx.accountId} and not exists (
    select 1 from segment_upload_targets t join segments s on s.id = t.segment_id
    where t.upload_id = su.id and not (${ownSegmentScope(ctx)}))`;

/** Keeps the uploads that targeted one of these segments (`filters[segment_id]`). */
export const targetedOneOf = (segmentIds: number[]): SQL =>
  sql`exists (select 1 from segment_upload_targets t where t.upload_id = su.id and t.segment_id in (${sql.join(
    segmentIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;

const uploadSelect = {
  ...aliasColumns('su', ['id', 'file_name', 'bytes', 'bytes_processed', 'status', 'failure_reason']),
  segments: targetsJson,
  ...aliasColumns('su', [
    'lines',
    'accepted',
    'invalid',
    'duplicates',
    'user_id',
    'user_name',
    'created_at',
    'finished_at',
  ]),
};

const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

export function mapUpload(r: Record<string, unknown>): SegmentUpload {
  return {
    id: Number(r.id),
    file_name: String(r.file_name),
    bytes: Number(r.bytes),
    bytes_processed: Number(r.bytes_processed),
    status: String(r.status) as SegmentUploadStatus,
    failure_reason: (r.failure_reason ?? null) as SegmentUploadFailure | null,
    segments: parseJson<{ id: number | string; name: string }[]>(r.segments).map((s) => ({
      id: Number(s.id),
      name: String(s.name),
    })),
    lines: Number(r.lines),
    accepted: Number(r.accepted),
    invalid: Number(r.invalid),
    duplicates: Number(r.duplicates),
    user_id: r.user_id === null || r.user_id === undefined ? null : Number(r.user_id),
    user_name: String(r.user_name ?? ''),
    created_at: iso(r.created_at),
    finished_at: r.finished_at === null || r.finished_at === undefined ? null : iso(r.finished_at),
  };
}

/** The upload list (newest first) and, with `errors`, the detail of one upload. */
export const segmentUploadListSpec: ListSpec<SegmentUpload, AuthContext> = {
  entity: 'segment_uploads',
  from: sql`segment_uploads su`,
  scope: uploadScope,
  idColumn: sql`su.id`,
  idKey: 'id',
  label: sql`su.file_name`,
  defaultSort: SEGMENT_UPLOAD_COLUMNS.defaultSort,
  defaultOrder: 'desc',
  columns: columnsOf(uploadSelect, {
    id: { kind: 'number', sortable: true, filterable: true, searchable: true },
    file_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
    status: { kind: 'enum', sortable: true, filterable: true },
    lines: { kind: 'number', sortable: true },
    accepted: { kind: 'number', sortable: true },
    invalid: { kind: 'number', sortable: true },
    duplicates: { kind: 'number', sortable: true },
    user_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
    created_at: { kind: 'date', sortable: true, filterable: true },
    finished_at: { kind: 'date', sortable: true, filterable: true, nullable: true },
  }),
  select: uploadSelect,
  downloadColumns: SEGMENT_UPLOAD_COLUMNS.dimensions.filter((c) => c !== 'segments'),
  mapRow: mapUpload,
};

/** The same row with its kept per-line errors. */
export const segmentUploadDetailSpec: ListSpec<SegmentUploadDetail, AuthContext> = {
  ...segmentUploadListSpec,
  select: { ...uploadSelect, errors: sql`su.errors` },
  mapRow: (r) => ({
    ...mapUpload(r),
    errors: parseJson<SegmentUploadDetail['errors']>(r.errors),
  }),
};
