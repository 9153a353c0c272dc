import type { Analytics } from '@beacon/analytics';
import type { DeviceIdType } from './device-ids.ts';

/**
 * A batch is written when it holds this many ids or this many characters of ids, whichever comes
 * first. The ids travel as query parameters, which a ClickHouse server reads from the URL (1 MiB by
 * default), so a batch stays well under that; 10,000 ids also keep the engine's memory per insert
 * small.
 */
export const BATCH_MAX_IDS = 10_000;
export const BATCH_MAX_CHARS = 400_000;

export type MemberBatch = { ids: string[]; types: DeviceIdType[]; chars: number };

export const newBatch = (): MemberBatch => ({ ids: [], types: [], chars: 0 });
export const batchFull = (batch: MemberBatch) =>
  batch.ids.length >= BATCH_MAX_IDS || batch.chars >= BATCH_MAX_CHARS;

export type MemberTarget = { accountId: number; uploadId: number; segmentIds: number[]; addedAt: Date };

/**
 * Adds a batch of devices to every target segment in one statement. The country of a device (and
 * its id type, e.g. a 32-digit cookie id of the world that reads like an MD5) comes from the world's
 * `devices` table when the device is known there, otherwise the country is '' and the type is the
 * one read from the id's form. A device already in a segment is simply added again: the
 * ReplacingMergeTree keeps one row per segment and device, and counts read distinct device keys.
 */
export async function writeMembers(analytics: Analytics, target: MemberTarget, batch: MemberBatch) {
  if (batch.ids.length === 0) return;
  await analytics.command(INSERT_MEMBERS, {
    account: target.accountId,
    upload: target.uploadId,
    segments: target.segmentIds,
    added_at: Math.floor(target.addedAt.getTime() / 1000),
    ids: batch.ids,
    types: batch.types,
  });
}

const INSERT_MEMBERS = `
INSERT INTO segment_members
  (account_id, segment_id, device_id, device_id_type, country_code, source, source_id, added_at)
SELECT
  {account:UInt64},
  segment_id,
  u.device_id,
  if(w.device_id = '', u.device_id_type, w.device_id_type),
  w.country_code,
  'upload',
  {upload:UInt64},
  toDateTime({added_at:UInt32}, 'UTC')
FROM
(
  SELECT
    pair.1 AS device_id,
    CAST(pair.2, 'Enum8(\\'maid\\' = 1, \\'cookie\\' = 2, \\'hashed\\' = 3)') AS device_id_type
  FROM (SELECT arrayJoin(arrayZip({ids:Array(String)}, {types:Array(String)})) AS pair)
) AS u
LEFT JOIN
(
  SELECT device_id, device_id_type, country_code
  FROM devices
  WHERE device_id IN {ids:Array(String)}
  LIMIT 1 BY device_id
) AS w ON w.device_id = u.device_id
ARRAY JOIN {segments:Array(UInt64)} AS segment_id`;
