import type { Analytics } from '@beacon/analytics';

export type DeviceIdType = 'maid' | 'cookie' | 'hashed';
export type MemberSource = 'pixel' | 'upload' | 'lookalike' | 'seed';

export type NewMember = {
  accountId: number;
  segmentId: number;
  deviceId: string;
  deviceIdType: DeviceIdType;
  countryCode: string;
  source: MemberSource;
  sourceId?: number;
  addedAt?: Date;
};

/** `DateTime('UTC')` text of a moment, as JSONEachRow takes it. */
const dateTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** Adds devices to segments; adding a device again only refreshes its row (ReplacingMergeTree). */
export async function addMembers(store: Analytics, members: NewMember[]) {
  const now = new Date();
  await store.insert(
    'segment_members',
    members.map((m) => ({
      account_id: String(m.accountId),
      segment_id: String(m.segmentId),
      device_id: m.deviceId,
      device_id_type: m.deviceIdType,
      country_code: m.countryCode,
      source: m.source,
      source_id: String(m.sourceId ?? 0),
      added_at: dateTime(m.addedAt ?? now),
    })),
  );
}

/**
 * The country of a device of the synthetic world (the `devices` table), or '' when the device is
 * not known there; a real deployment would read it from its device graph the same way.
 */
export async function knownDeviceCountry(store: Analytics, deviceId: string): Promise<string> {
  const [row] = await store.query<{ country_code: string }>(
    'SELECT country_code FROM devices WHERE device_id = {id:String} LIMIT 1',
    { id: deviceId },
  );
  return row?.country_code ?? '';
}

/** Removes a deleted segment's members (a lightweight delete; parts are rewritten in the background). */
export async function deleteMembers(store: Analytics, accountId: number, segmentId: number) {
  await store.command(
    'DELETE FROM segment_members WHERE account_id = {account:UInt64} AND segment_id = {segment:UInt64}',
    { account: String(accountId), segment: String(segmentId) },
  );
}
