import type { ActivityChange, ActivityEntity, ActivityEvent } from '@beacon/contracts';
import { activityLog } from '../../db/schema.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Executor } from '../db/client.ts';

export type ActivityRecord = {
  entity: ActivityEntity;
  entityId: number;
  entityName: string;
  advertiserId: number | null;
  event: ActivityEvent;
  changes: ActivityChange[];
};

/**
 * Writes activity-log entries. Call it with the transaction of the change itself, so an entry
 * exists exactly when the change does.
 */
export async function recordActivity(tx: Executor, ctx: AuthContext, records: ActivityRecord[]) {
  if (records.length === 0) return;
  await tx.insert(activityLog).values(
    records.map((r) => ({
      accountId: ctx.accountId,
      entity: r.entity,
      entityId: r.entityId,
      entityName: r.entityName,
      advertiserId: r.advertiserId,
      event: r.event,
      userId: ctx.userId,
      userName: ctx.userName,
      changes: r.changes,
    })),
  );
}

/** What an entry is about, as a service holds it; an advertiser is its own advertiser. */
export type LoggedObject = { id: number; name: string; advertiser_id?: number | null };

/** The entry about `object`: `activityOf('campaign', before, 'deleted', changes)`. */
export function activityOf(
  entity: ActivityEntity,
  object: LoggedObject,
  event: ActivityEvent,
  changes: ActivityChange[],
): ActivityRecord {
  return {
    entity,
    entityId: object.id,
    entityName: object.name,
    advertiserId: entity === 'advertiser' ? object.id : (object.advertiser_id ?? null),
    event,
    changes,
  };
}

/** The entry of an object switched on (`activated`) or off (`deactivated`), with its `active` change. */
export function activeSwitchOf(
  entity: ActivityEntity,
  object: LoggedObject,
  active: boolean,
): ActivityRecord {
  return activityOf(entity, object, active ? 'activated' : 'deactivated', [
    { field: 'active', old: !active, new: active },
  ]);
}

/** Writes the one entry about `object`, in the transaction of the change (see `recordActivity`). */
export function logActivity(
  tx: Executor,
  ctx: AuthContext,
  entity: ActivityEntity,
  object: LoggedObject,
  event: ActivityEvent,
  changes: ActivityChange[],
) {
  return recordActivity(tx, ctx, [activityOf(entity, object, event, changes)]);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Field-by-field diff of two snapshots of an object (API field names and values). */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    const old = before[field] ?? null;
    const now = after[field] ?? null;
    if (!same(old, now)) changes.push({ field, old, new: now });
  }
  return changes;
}

/** The initial (or final) values of an object as changes from (or to) nothing. */
export function snapshotFields(
  values: Record<string, unknown>,
  fields: readonly string[],
  direction: 'created' | 'deleted',
): ActivityChange[] {
  return fields
    .filter((field) => values[field] !== undefined && values[field] !== null)
    .map((field) =>
      direction === 'created'
        ? { field, old: null, new: values[field] }
        : { field, old: values[field], new: null },
    );
}

/**
 * Writes the entry of a creation or deletion with the followed `fields` the object had, read from
 * `values` where they differ from the object as logged: `logSnapshot(tx, ctx, 'campaign', created,
 * 'created', CAMPAIGN_LOGGED_FIELDS)`.
 */
export function logSnapshot(
  tx: Executor,
  ctx: AuthContext,
  entity: ActivityEntity,
  object: LoggedObject,
  event: 'created' | 'deleted',
  fields: readonly string[],
  values: Record<string, unknown> = object,
) {
  return logActivity(tx, ctx, entity, object, event, snapshotFields(values, fields, event));
}

/** Writes an `updated` entry with the followed `fields` that changed from `before` to `after`, if any did. */
export async function logChanges(
  tx: Executor,
  ctx: AuthContext,
  entity: ActivityEntity,
  before: Record<string, unknown>,
  after: LoggedObject & Record<string, unknown>,
  fields: readonly string[],
) {
  const changes = diffFields(before, after, fields);
  if (changes.length) await logActivity(tx, ctx, entity, after, 'updated', changes);
}

/** Writes the entry of an object switched on or off; call it only when its state did change. */
export function logActiveSwitch(
  tx: Executor,
  ctx: AuthContext,
  entity: ActivityEntity,
  object: LoggedObject,
  active: boolean,
) {
  return recordActivity(tx, ctx, [activeSwitchOf(entity, object, active)]);
}
