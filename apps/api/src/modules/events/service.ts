import type { Event, EventEligibleObject, EventInput, EventRow, FieldErrors } from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { events } from '../../db/schema.ts';
import { logActiveSwitch, logActivity, logChanges, logSnapshot } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, notFound, unprocessable } from '../../platform/errors.ts';
import { findInScope, lockRow } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { guardName } from '../custom-lists/service.ts';
import { ownSegmentScope } from '../segments/list-spec.ts';
import { eventListSpec } from './list-spec.ts';

/** Fields an event's activity log follows. */
export const EVENT_LOGGED_FIELDS = [
  'name',
  'advertiser_id',
  'event_attribution_id',
  'event_type_id',
  'event_tag_type_id',
  'segment_id',
  'value',
  'click_window_days',
  'view_window_days',
  'eligibility_mode',
  'active',
  'archived',
] as const;

/** An event the caller sees (not deleted), without its whitelist; 404 otherwise. */
export async function findEventRow(db: Executor, ctx: AuthContext, id: number): Promise<EventRow> {
  const row = await findInScope(db, eventListSpec, ctx, id);
  if (!row) throw notFound('Event');
  return row;
}

/** Locks a visible event for the rest of the transaction and answers it. */
export async function lockEvent(tx: Executor, ctx: AuthContext, id: number): Promise<EventRow> {
  await findEventRow(tx, ctx, id);
  await lockRow(tx, 'events', id);
  return findEventRow(tx, ctx, id);
}

/** Archived events are kept as they are: only unarchiving (and deleting) changes them. */
export function refuseArchived(event: EventRow) {
  if (event.archived)
    throw conflict('events.archived_locked', 'The event is archived: unarchive it to change it');
}

const objects = (rows: Record<string, unknown>[]): EventEligibleObject[] =>
  rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    external_id: Number(r.external_id),
    active: Boolean(r.active),
    associated: Number(r.associated),
  }));

/** The campaigns (with their line-item count) and line items (with their creative associations) an event whitelists. */
export async function eventWhitelist(db: Executor, eventId: number) {
  // One after the other: a PGlite transaction runs one statement at a time.
  const campaigns = await rowsOf(
    db,
    sql`select c.id, c.name, c.external_id, c.active,
            (select count(*) from line_items li where li.campaign_id = c.id) as associated
          from event_campaigns ec join campaigns c on c.id = ec.campaign_id
          where ec.event_id = ${eventId} order by c.name desc, c.id`,
  );
  const lineItems = await rowsOf(
    db,
    sql`select li.id, li.name, li.external_id, li.active,
            (select count(*) from creative_line_associations cla where cla.line_item_id = li.id) as associated
          from event_line_items el join line_items li on li.id = el.line_item_id
          where el.event_id = ${eventId} order by li.name desc, li.id`,
  );
  return { campaigns: objects(campaigns), line_items: objects(lineItems) };
}

/** One event with its whitelisted campaigns and line items (fired counters are merged by the route). */
export async function findEvent(db: Executor, ctx: AuthContext, id: number): Promise<Event> {
  const row = await findEventRow(db, ctx, id);
  return { ...row, ...(await eventWhitelist(db, id)) };
}

const lookupExists = async (tx: Executor, list: string, id: number) =>
  (await rowsOf(tx, sql`select 1 from lookup_values where list = ${list} and id = ${id} and active`)).length >
  0;

/**
 * The references of an event must exist for the caller: an advertiser of the account that the
 * user sees, a first-party segment of the account, and ids of the event lookups.
 */
async function referenceErrors(tx: Executor, ctx: AuthContext, input: EventInput): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const advertiser = await rowsOf(
    tx,
    sql`select id from advertisers where id = ${input.advertiser_id} and account_id = ${ctx.accountId}`,
  );
  const visible = ctx.advertiserIds === null || ctx.advertiserIds.includes(input.advertiser_id);
  if (!advertiser.length || !visible) errors.advertiser_id = ['validation.exists'];
  if (input.segment_id !== null) {
    const segment = await rowsOf(
      tx,
      sql`select s.id from segments s where s.id = ${input.segment_id} and ${ownSegmentScope(ctx)}`,
    );
    if (!segment.length) errors.segment_id = ['validation.exists'];
  }
  const lookups = [
    ['event_type_id', 'event_types', input.event_type_id],
    ['event_attribution_id', 'event_attributions', input.event_attribution_id],
    ['event_tag_type_id', 'event_tag_types', input.event_tag_type_id],
  ] as const;
  for (const [field, list, id] of lookups)
    if (id !== null && !(await lookupExists(tx, list, id))) errors[field] = ['validation.exists'];
  return errors;
}

const eventColumns = (input: EventInput, ctx: AuthContext) => ({
  name: input.name,
  advertiserId: input.advertiser_id,
  eventAttributionId: input.event_attribution_id,
  eventTypeId: input.event_type_id,
  eventTagTypeId: input.event_tag_type_id,
  segmentId: input.segment_id,
  value: input.value.toFixed(2),
  clickWindowDays: input.click_window_days,
  viewWindowDays: input.view_window_days,
  eligibilityMode: input.eligibility_mode,
  active: input.active,
  updatedBy: ctx.userId,
  updatedAt: new Date(),
});

export function createEvent(deps: AppDeps, ctx: AuthContext, input: EventInput) {
  return guardName(() =>
    deps.db.transaction(async (tx) => {
      const errors = await referenceErrors(tx, ctx, input);
      if (Object.keys(errors).length) throw unprocessable(errors);
      const [row] = await tx
        .insert(events)
        .values({ accountId: ctx.accountId, ...eventColumns(input, ctx), createdBy: ctx.userId })
        .returning({ id: events.id });
      const created = await findEvent(tx, ctx, row!.id);
      await logSnapshot(tx, ctx, 'event', created, 'created', EVENT_LOGGED_FIELDS);
      return created;
    }),
  );
}

/**
 * `PUT update/{id}`. An archived event is a 409. The advertiser cannot change while the event
 * whitelists campaigns or line items (they belong to the old advertiser): the caller clears the
 * whitelist first, so nothing is dropped without being asked (422 on `advertiser_id`).
 */
export function updateEvent(deps: AppDeps, ctx: AuthContext, id: number, input: EventInput) {
  if (input.id !== undefined && input.id !== id)
    throw unprocessable({ id: ['events.validation.id_mismatch'] });
  return guardName(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockEvent(tx, ctx, id);
      refuseArchived(before);
      const errors = await referenceErrors(tx, ctx, input);
      if (input.advertiser_id !== before.advertiser_id) {
        const whitelist = await eventWhitelist(tx, id);
        if (whitelist.campaigns.length || whitelist.line_items.length)
          errors.advertiser_id = ['events.validation.advertiser_locked'];
      }
      if (Object.keys(errors).length) throw unprocessable(errors);
      await tx.update(events).set(eventColumns(input, ctx)).where(eq(events.id, id));
      const after = await findEvent(tx, ctx, id);
      await logChanges(tx, ctx, 'event', before, after, EVENT_LOGGED_FIELDS);
      return after;
    }),
  );
}

/** Soft delete: the row stays (its fires and credits keep a name in reports) but leaves every list. */
export function deleteEvent(deps: AppDeps, ctx: AuthContext, id: number) {
  return deps.db.transaction(async (tx) => {
    const before = await lockEvent(tx, ctx, id);
    await tx
      .update(events)
      .set({ deletedAt: new Date(), deletedBy: ctx.userId, updatedBy: ctx.userId, updatedAt: new Date() })
      .where(eq(events.id, id));
    await logSnapshot(tx, ctx, 'event', before, 'deleted', EVENT_LOGGED_FIELDS);
  });
}

export function setEventActive(deps: AppDeps, ctx: AuthContext, id: number, active: boolean) {
  return deps.db.transaction(async (tx) => {
    const before = await lockEvent(tx, ctx, id);
    refuseArchived(before);
    if (before.active !== active) {
      await tx
        .update(events)
        .set({ active, updatedBy: ctx.userId, updatedAt: new Date() })
        .where(eq(events.id, id));
      await logActiveSwitch(tx, ctx, 'event', before, active);
    }
    return findEvent(tx, ctx, id);
  });
}

export function setEventArchived(deps: AppDeps, ctx: AuthContext, id: number, archived: boolean) {
  return deps.db.transaction(async (tx) => {
    const before = await lockEvent(tx, ctx, id);
    if (before.archived !== archived) {
      await tx
        .update(events)
        .set({ archived, updatedBy: ctx.userId, updatedAt: new Date() })
        .where(eq(events.id, id));
      await logActivity(tx, ctx, 'event', before, 'updated', [
        { field: 'archived', old: before.archived, new: archived },
      ]);
    }
    return findEvent(tx, ctx, id);
  });
}
