import type { SegmentUploadDetail } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { segmentUploads, segmentUploadTargets } from '../../db/schema.ts';
import { recordActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { unsettledJobValues } from '../../platform/jobs/unsettled.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { ownSegmentScope } from '../segments/list-spec.ts';
import { segmentUploadJob } from './job.ts';
import { segmentUploadDetailSpec } from './list-spec.ts';

/** An upload `processing` this long without progress and without a job was left by a stopped process. */
export const STALE_AFTER_MINUTES = 5;

/**
 * Records an upload whose file has been received whole: every target must be a first-party segment
 * of the caller's account that the caller sees (otherwise 404, naming the missing ids, and nothing
 * is written). The upload (`processing`), its targets, an activity entry on each segment and the
 * job that reads the file are written in one transaction: from then on the file is the job's.
 */
export async function createSegmentUpload(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  ctx: AuthContext,
  input: { segmentIds: number[]; fileName: string; bytes: number; incomingFile: string },
): Promise<SegmentUploadDetail> {
  const found = await rowsOf(
    deps.db,
    sql`select s.id, s.name, s.advertiser_id from segments s where ${ownSegmentScope(ctx)} and s.id in (${sql.join(
      input.segmentIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const seen = new Set(found.map((r) => Number(r.id)));
  const missing = input.segmentIds.filter((id) => !seen.has(id));
  if (missing.length > 0) {
    throw new ApiError(404, 'errors.not_found', `Segment ${missing.join(', ')} not found`, {
      segment_ids: ['segmentUploads.segment_not_found'],
    });
  }
  // The answer is the upload as accepted, read before the commit: once committed, the job may
  // finish a small file before a later read would run.
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(segmentUploads)
      .values({
        accountId: ctx.accountId,
        userId: ctx.userId,
        userName: ctx.userName,
        fileName: input.fileName,
        bytes: input.bytes,
        status: 'processing',
      })
      .returning({ id: segmentUploads.id, createdAt: segmentUploads.createdAt });
    await tx
      .insert(segmentUploadTargets)
      .values(input.segmentIds.map((segmentId) => ({ uploadId: row!.id, segmentId })));
    // Each segment's log says who added which file to its members, and when.
    await recordActivity(
      tx,
      ctx,
      found.map((segment) => ({
        entity: 'segment',
        entityId: Number(segment.id),
        entityName: String(segment.name),
        advertiserId: segment.advertiser_id === null ? null : Number(segment.advertiser_id),
        event: 'updated',
        changes: [{ field: 'members_upload', old: null, new: `${input.fileName} (#${row!.id})` }],
      })),
    );
    await deps.jobs.send(
      segmentUploadJob,
      {
        uploadId: row!.id,
        accountId: ctx.accountId,
        segmentIds: input.segmentIds,
        addedAt: new Date(row!.createdAt).toISOString(),
        incomingFile: input.incomingFile,
      },
      { tx },
    );
    return (await findInScope(tx, segmentUploadDetailSpec, ctx, row!.id))!;
  });
}

export async function findSegmentUpload(db: Executor, ctx: AuthContext, id: number) {
  await failStaleUploads(db, ctx.accountId);
  return findInScope(db, segmentUploadDetailSpec, ctx, id);
}

export async function getSegmentUpload(db: Executor, ctx: AuthContext, id: number) {
  const upload = await findSegmentUpload(db, ctx, id);
  if (!upload) throw notFound('Segment upload');
  return upload;
}

/**
 * A safety net: marks as failed (`interrupted`) the uploads of an account still `processing`
 * without progress for `STALE_AFTER_MINUTES` that no unsettled job names. Every upload is written
 * with its job, which ends it (its `failed` hook included), so only an upload received by a
 * server from before the job system, or whose job was removed by hand, is ever found here.
 */
export async function failStaleUploads(db: Executor, accountId: number) {
  const stale = await rowsOf(
    db,
    sql`select id from segment_uploads
        where account_id = ${accountId} and status = 'processing'
          and updated_at < now() - make_interval(mins => ${STALE_AFTER_MINUTES})`,
  );
  if (stale.length === 0) return;
  const owned = new Set(await unsettledJobValues(db, 'uploadId', [segmentUploadJob.name]));
  const abandoned = stale.map((row) => Number(row.id)).filter((id) => !owned.has(String(id)));
  if (abandoned.length === 0) return;
  await db.execute(sql`update segment_uploads
    set status = 'failed', failure_reason = 'interrupted', finished_at = now(), updated_at = now()
    where status = 'processing' and id in (${sql.join(
      abandoned.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
