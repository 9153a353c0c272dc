import type { FieldErrors, ObjectEvent } from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type ActivityRecord, activityOf, recordActivity } from '../../platform/activity/record.ts';
import { callerScope } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, conflict, notFound } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { eligibleSql } from './list-spec.ts';
import { findEvent, lockEvent, refuseArchived } from './service.ts';

/** The whitelist of events (docs/REQUIREMENTS.md#events), from the event and from the campaign or line item. */

const idsSql = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** A refused association: 422 with the refused ids in the message and each under its index. */
function refused(errors: FieldErrors, field: string, ids: number[]) {
  return new ApiError(
    422,
    'errors.unprocessable',
    `These ${field.replace('_ids', '').replace('_', ' ')}s cannot be associated: ${sorted(ids).join(', ')}`,
    errors,
  );
}

type Candidate = { id: number; advertiser_id: number; allows_events: boolean };

/**
 * Checks the objects to whitelist: each must be of the event's advertiser in the caller's account,
 * and its campaign must allow events. Errors are keyed `campaign_ids.2` and name the ids.
 */
function checkObjects(
  field: 'campaign_ids' | 'line_item_ids',
  ids: number[],
  found: Candidate[],
  advertiserId: number,
) {
  const byId = new Map(found.map((c) => [c.id, c]));
  const errors: FieldErrors = {};
  const bad: number[] = [];
  ids.forEach((id, index) => {
    const object = byId.get(id);
    const problem = !object
      ? 'validation.exists'
      : object.advertiser_id !== advertiserId
        ? 'events.validation.other_advertiser'
        : !object.allows_events
          ? 'events.validation.events_not_allowed'
          : null;
    if (problem) {
      errors[`${field}.${index}`] = [problem];
      bad.push(id);
    }
  });
  if (bad.length) throw refused(errors, field, bad);
}

type Kind = {
  field: 'campaign_ids' | 'line_item_ids';
  table: 'event_campaigns' | 'event_line_items';
  column: 'campaign_id' | 'line_item_id';
  candidates: (ctx: AuthContext, ids: number[]) => SQL;
};

const CAMPAIGNS: Kind = {
  field: 'campaign_ids',
  table: 'event_campaigns',
  column: 'campaign_id',
  candidates: (ctx, ids) =>
    sql`select c.id, c.advertiser_id, c.allows_events from campaigns c
        where c.account_id = ${ctx.accountId} and c.id in (${idsSql(ids)})`,
};
const LINE_ITEMS: Kind = {
  field: 'line_item_ids',
  table: 'event_line_items',
  column: 'line_item_id',
  candidates: (ctx, ids) =>
    sql`select li.id, li.advertiser_id, c.allows_events from line_items li
        join campaigns c on c.id = li.campaign_id
        where li.account_id = ${ctx.accountId} and li.id in (${idsSql(ids)})`,
};

async function currentIds(tx: Executor, kind: Kind, eventId: number) {
  const rows = await rowsOf(
    tx,
    sql`select ${sql.raw(kind.column)} as id from ${sql.raw(kind.table)} where event_id = ${eventId}`,
  );
  return sorted(rows.map((r) => Number(r.id)));
}

/** Replaces an event's whitelisted campaigns or line items in one transaction. */
async function replaceWhitelist(deps: AppDeps, ctx: AuthContext, eventId: number, kind: Kind, raw: number[]) {
  const ids = [...new Set(raw)];
  return deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, ctx, eventId);
    refuseArchived(event);
    if (ids.length && !event.eligible)
      throw refused({ [kind.field]: ['events.validation.not_eligible'] }, kind.field, ids);
    const found = ids.length
      ? (await rowsOf(tx, kind.candidates(ctx, ids))).map((r) => ({
          id: Number(r.id),
          advertiser_id: Number(r.advertiser_id),
          allows_events: Boolean(r.allows_events),
        }))
      : [];
    checkObjects(kind.field, ids, found, event.advertiser_id);
    const before = await currentIds(tx, kind, eventId);
    await tx.execute(sql`delete from ${sql.raw(kind.table)} where event_id = ${eventId}`);
    if (ids.length)
      await tx.execute(
        sql`insert into ${sql.raw(kind.table)} (event_id, ${sql.raw(kind.column)})
            select ${eventId}, unnest(${`{${ids.join(',')}}`}::int[])`,
      );
    const after = sorted(ids);
    if (JSON.stringify(before) !== JSON.stringify(after))
      await recordActivity(tx, ctx, [
        activityOf('event', event, 'updated', [{ field: kind.field, old: before, new: after }]),
      ]);
    return findEvent(tx, ctx, eventId);
  });
}

export const replaceEventCampaigns = (deps: AppDeps, ctx: AuthContext, eventId: number, ids: number[]) =>
  replaceWhitelist(deps, ctx, eventId, CAMPAIGNS, ids);
export const replaceEventLineItems = (deps: AppDeps, ctx: AuthContext, eventId: number, ids: number[]) =>
  replaceWhitelist(deps, ctx, eventId, LINE_ITEMS, ids);

/** A campaign or line item the caller sees, as the object side of the whitelist needs it. */
type Owner = {
  kind: 'campaign' | 'line_item';
  id: number;
  name: string;
  advertiser_id: number;
  campaign_id: number;
  allows_events: boolean;
};

async function findOwner(db: Executor, ctx: AuthContext, kind: Owner['kind'], id: number): Promise<Owner> {
  const [row] = await rowsOf(
    db,
    kind === 'campaign'
      ? sql`select c.id, c.name, c.advertiser_id, c.id as campaign_id, c.allows_events from campaigns c
            where c.id = ${id} and ${callerScope(ctx, 'c')}`
      : sql`select li.id, li.name, li.advertiser_id, li.campaign_id, c.allows_events from line_items li
            join campaigns c on c.id = li.campaign_id
            where li.id = ${id} and ${callerScope(ctx, 'li')}`,
  );
  if (!row) throw notFound(kind === 'campaign' ? 'Campaign' : 'Line item');
  return {
    kind,
    id: Number(row.id),
    name: String(row.name),
    advertiser_id: Number(row.advertiser_id),
    campaign_id: Number(row.campaign_id),
    allows_events: Boolean(row.allows_events),
  };
}

/**
 * The advertiser's events as a campaign or line item sees them: `associated` when whitelisted for
 * this object itself; `credited` when the event gets credit through it (mode `all`, or whitelisted
 * here or, for a line item, through its campaign), never for an event that is not eligible or
 * when the campaign does not allow events.
 */
async function objectEvents(db: Executor, ctx: AuthContext, owner: Owner): Promise<ObjectEvent[]> {
  const direct =
    owner.kind === 'campaign'
      ? sql`exists (select 1 from event_campaigns ec where ec.event_id = e.id and ec.campaign_id = ${owner.id})`
      : sql`exists (select 1 from event_line_items el where el.event_id = e.id and el.line_item_id = ${owner.id})`;
  const viaCampaign =
    owner.kind === 'campaign'
      ? sql`false`
      : sql`exists (select 1 from event_campaigns ec where ec.event_id = e.id and ec.campaign_id = ${owner.campaign_id})`;
  const rows = await rowsOf(
    db,
    sql`select e.id, e.name, e.active, e.eligibility_mode, ${eligibleSql} as eligible,
          ${direct} as associated, ${viaCampaign} as via_campaign
        from events e
        left join lookup_values la on la.list = 'event_attributions' and la.id = e.event_attribution_id
        where e.account_id = ${ctx.accountId} and e.deleted_at is null and e.advertiser_id = ${owner.advertiser_id}
        order by lower(e.name), e.id`,
  );
  return rows.map((r) => {
    const mode = r.eligibility_mode === 'whitelist' ? 'whitelist' : 'all';
    const associated = Boolean(r.associated);
    const eligible = Boolean(r.eligible);
    return {
      id: Number(r.id),
      name: String(r.name),
      active: Boolean(r.active),
      eligibility_mode: mode,
      eligible,
      associated,
      credited: eligible && owner.allows_events && (mode === 'all' || associated || Boolean(r.via_campaign)),
    };
  });
}

export async function listObjectEvents(db: Executor, ctx: AuthContext, kind: Owner['kind'], id: number) {
  return objectEvents(db, ctx, await findOwner(db, ctx, kind, id));
}

/**
 * Replaces the events a campaign or line item is whitelisted for, in one transaction. Each id must
 * be a non-deleted event of the object's advertiser; an event added must be eligible, and the
 * campaign must allow events; adding or removing an archived event is a 409.
 */
export async function replaceObjectEvents(
  deps: AppDeps,
  ctx: AuthContext,
  kind: Owner['kind'],
  id: number,
  raw: number[],
) {
  const ids = [...new Set(raw)];
  const link = kind === 'campaign' ? CAMPAIGNS : LINE_ITEMS;
  return deps.db.transaction(async (tx) => {
    const owner = await findOwner(tx, ctx, kind, id);
    await tx.execute(
      sql`select id from ${sql.raw(kind === 'campaign' ? 'campaigns' : 'line_items')} where id = ${id} for update`,
    );
    const candidates = ids.length
      ? await rowsOf(
          tx,
          sql`select e.id, e.name, e.advertiser_id, e.archived, ${eligibleSql} as eligible from events e
              left join lookup_values la on la.list = 'event_attributions' and la.id = e.event_attribution_id
              where e.account_id = ${ctx.accountId} and e.deleted_at is null and e.id in (${idsSql(ids)})`,
        )
      : [];
    const byId = new Map(candidates.map((e) => [Number(e.id), e]));
    const current = await rowsOf(
      tx,
      sql`select e.id, e.name, e.advertiser_id, e.archived from ${sql.raw(link.table)} l
          join events e on e.id = l.event_id
          where l.${sql.raw(link.column)} = ${id} and e.deleted_at is null`,
    );
    const linked = new Set(current.map((e) => Number(e.id)));
    const errors: FieldErrors = {};
    const bad: number[] = [];
    ids.forEach((eventId, index) => {
      const event = byId.get(eventId);
      const problem = !event
        ? 'validation.exists'
        : Number(event.advertiser_id) !== owner.advertiser_id
          ? 'events.validation.other_advertiser'
          : !linked.has(eventId) && !event.eligible
            ? 'events.validation.not_eligible'
            : !owner.allows_events
              ? 'events.validation.events_not_allowed'
              : null;
      if (problem) {
        errors[`event_ids.${index}`] = [problem];
        bad.push(eventId);
      }
    });
    if (bad.length) throw refused(errors, 'event_ids', bad);
    const added = ids.filter((e) => !linked.has(e));
    const removed = [...linked].filter((e) => !ids.includes(e));
    const changed = [
      ...added.map((e) => byId.get(e)!),
      ...current.filter((e) => removed.includes(Number(e.id))),
    ];
    const archived = changed.filter((e) => e.archived).map((e) => Number(e.id));
    if (archived.length)
      throw conflict(
        'events.archived_locked',
        `Archived events cannot change their associations: ${sorted(archived).join(', ')}`,
      );
    // Each changed event logs its whole list before and after, as a change made from the event does.
    const listsBefore = new Map<number, number[]>();
    for (const e of changed) listsBefore.set(Number(e.id), await currentIds(tx, link, Number(e.id)));
    if (removed.length)
      await tx.execute(
        sql`delete from ${sql.raw(link.table)} where ${sql.raw(link.column)} = ${id} and event_id in (${idsSql(removed)})`,
      );
    if (added.length)
      await tx.execute(
        sql`insert into ${sql.raw(link.table)} (event_id, ${sql.raw(link.column)})
            select unnest(${`{${added.join(',')}}`}::int[]), ${id}`,
      );
    if (changed.length) {
      const records: ActivityRecord[] = [
        activityOf(kind, owner, 'updated', [{ field: 'event_ids', old: sorted(linked), new: sorted(ids) }]),
      ];
      for (const e of changed) {
        const eventId = Number(e.id);
        const logged = { id: eventId, name: String(e.name), advertiser_id: owner.advertiser_id };
        records.push(
          activityOf('event', logged, 'updated', [
            { field: link.field, old: listsBefore.get(eventId), new: await currentIds(tx, link, eventId) },
          ]),
        );
      }
      await recordActivity(tx, ctx, records);
    }
    return objectEvents(tx, ctx, owner);
  });
}
