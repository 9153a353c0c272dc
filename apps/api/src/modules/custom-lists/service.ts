import {
  CUSTOM_LIST_LIMITS,
  type CustomList,
  type CustomListInput,
  type CustomListWithItemsInput,
  checkCustomListItem,
  customListTypeById,
  type FieldErrors,
  type NormalisedItem,
  type Permission,
} from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { customLists } from '../../db/schema.ts';
import {
  activityOf,
  diffFields,
  logActiveSwitch,
  logActivity,
  logSnapshot,
  recordActivity,
} from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { hasPermission } from '../../platform/auth/guard.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors.ts';
import { unsettledJobValues } from '../../platform/jobs/unsettled.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { deleteItems, insertItems, toColumns, updateItems } from './bulk-items.ts';
import { loadExchanges } from './exchanges.ts';
import { customListListSpec } from './list-spec.ts';
import { CUSTOM_LIST_UPLOAD_JOB } from './upload-job-name.ts';

/** Fields a list's activity log follows. */
export const CUSTOM_LIST_LOGGED_FIELDS = [
  'name',
  'custom_list_type_id',
  'default_radius_km',
  'advertiser_id',
  'active',
  'custom_list_items_count',
] as const;

export async function findCustomList(db: Executor, ctx: AuthContext, id: number): Promise<CustomList> {
  const list = await findInScope(db, customListListSpec, ctx, id);
  if (!list) throw notFound('Custom list');
  return list;
}

/**
 * Locks a visible list for the rest of the transaction; a list busy with an upload is a 409. A
 * list is `processing` only while the job of its upload lives (the mark and the job are written
 * together, and the job or its `failed` hook ends the mark). As a safety net, a mark no unsettled
 * job owns (left by a server from before the job system) is lifted here: the upload's items were
 * never committed, so the list is `ready` with the items it had.
 */
export async function lockCustomList(tx: Executor, ctx: AuthContext, id: number) {
  const list = await findCustomList(tx, ctx, id);
  await tx.execute(sql`select id from custom_lists where id = ${id} for update`);
  let current = (await findInScope(tx, customListListSpec, ctx, id))!;
  if (current.status === 'processing') {
    const owned = await unsettledJobValues(tx, 'listId', [CUSTOM_LIST_UPLOAD_JOB]);
    if (owned.includes(String(id)))
      throw conflict('custom_lists.busy', 'The list is loading a file; try again when it is ready');
    await tx.update(customLists).set({ status: 'ready' }).where(eq(customLists.id, id));
    current = (await findInScope(tx, customListListSpec, ctx, id))!;
  }
  return { ...list, ...current };
}

const nameTaken = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Runs a write, turning the unique-name violation into a field error. */
export async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (nameTaken(error)) throw unprocessable({ name: ['validation.unique'] });
    throw error;
  }
}

/** The advertiser of a list must be one the caller sees in this account. */
export async function advertiserErrors(
  tx: Executor,
  ctx: AuthContext,
  advertiserId: number | null,
): Promise<FieldErrors> {
  if (advertiserId === null) return {};
  const visible =
    ctx.advertiserIds === null || ctx.advertiserIds.includes(advertiserId)
      ? await rowsOf(
          tx,
          sql`select id from advertisers where id = ${advertiserId} and account_id = ${ctx.accountId}`,
        )
      : [];
  return visible.length ? {} : { advertiser_id: ['validation.exists'] };
}

const listColumns = (input: CustomListInput, ctx: AuthContext) => ({
  name: input.name,
  customListTypeId: input.custom_list_type_id,
  defaultRadiusKm: input.default_radius_km,
  advertiserId: input.advertiser_id,
  active: input.active,
  updatedBy: ctx.userId,
  updatedAt: new Date(),
});

/** Inserts a list row (in the caller's transaction) and logs its creation. */
export async function insertCustomList(
  tx: Executor,
  ctx: AuthContext,
  input: CustomListInput,
  extra: Partial<typeof customLists.$inferInsert> = {},
) {
  const errors = await advertiserErrors(tx, ctx, input.advertiser_id);
  if (Object.keys(errors).length) throw unprocessable(errors);
  const [row] = await tx
    .insert(customLists)
    .values({ accountId: ctx.accountId, ...listColumns(input, ctx), createdBy: ctx.userId, ...extra })
    .returning({ id: customLists.id });
  const created = (await findInScope(tx, customListListSpec, ctx, row!.id))!;
  await logSnapshot(tx, ctx, 'custom_list', created, 'created', CUSTOM_LIST_LOGGED_FIELDS);
  return created;
}

export function createCustomList(deps: AppDeps, ctx: AuthContext, input: CustomListInput) {
  return guardName(() => deps.db.transaction((tx) => insertCustomList(tx, ctx, input)));
}

const ITEM_PERMISSION: Record<'created' | 'edited' | 'deleted', Permission> = {
  created: { subject: 'CustomList', action: 'item_create' },
  edited: { subject: 'CustomList', action: 'item_update' },
  deleted: { subject: 'CustomList', action: 'item_delete' },
};

/**
 * `PUT {id}/with_items`: the list's fields and its edited, deleted and created items in one
 * transaction. Any item that is invalid, not in this list or names an unknown exchange refuses
 * the whole call (422, keyed `edited.2.value`, `deleted.0`, ...), and nothing changes.
 */
export async function updateCustomListWithItems(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  input: CustomListWithItemsInput,
) {
  for (const field of ['created', 'edited', 'deleted'] as const) {
    if (input[field].length && !hasPermission(ctx, ITEM_PERMISSION[field])) throw forbidden();
  }
  return guardName(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockCustomList(tx, ctx, id);
      const errors: FieldErrors = await advertiserErrors(tx, ctx, input.advertiser_id);
      const type = customListTypeById(input.custom_list_type_id)!;
      if (type.id !== before.custom_list_type_id && before.custom_list_items_count > input.deleted.length)
        errors.custom_list_type_id = ['custom_lists.validation.type_locked'];
      const exchanges = type.model === 'three' ? await loadExchanges(tx) : undefined;
      const context = { defaultRadiusKm: input.default_radius_km, exchangeIds: exchanges?.ids };
      const check = (field: 'created' | 'edited', items: typeof input.created) =>
        items.map((raw, index) => {
          const checked = checkCustomListItem(type.key, raw, context);
          for (const [key, message] of Object.entries(checked.errors ?? {}))
            errors[`${field}.${index}.${key}`] = [message];
          return checked.item;
        });
      const created = check('created', input.created);
      const edited = check('edited', input.edited);
      const editedIds = input.edited.map((e) => e.id);
      const overlap = new Set(input.deleted);
      editedIds.forEach((itemId, index) => {
        if (overlap.has(itemId))
          errors[`edited.${index}.id`] = ['custom_lists.validation.edited_and_deleted'];
      });
      if (Object.keys(errors).length) throw unprocessable(errors);

      const deleted = await deleteItems(tx, id, [...new Set(input.deleted)]);
      const found = new Set(deleted);
      input.deleted.forEach((itemId, index) => {
        if (!found.has(itemId)) errors[`deleted.${index}`] = ['custom_lists.validation.item_not_in_list'];
      });
      const updated = new Set(await updateItems(tx, id, editedIds, toColumns(edited as NormalisedItem[])));
      editedIds.forEach((itemId, index) => {
        if (!updated.has(itemId)) errors[`edited.${index}.id`] = ['custom_lists.validation.item_not_in_list'];
      });
      if (Object.keys(errors).length) throw unprocessable(errors);
      const count = before.custom_list_items_count - deleted.length + created.length;
      if (count > CUSTOM_LIST_LIMITS.maxItems)
        throw unprocessable({ created: ['custom_lists.validation.too_many_items'] });
      await insertItems(tx, id, toColumns(created as NormalisedItem[]));
      await tx
        .update(customLists)
        .set({ ...listColumns(input, ctx), customListItemsCount: count })
        .where(eq(customLists.id, id));
      const after = (await findInScope(tx, customListListSpec, ctx, id))!;
      const changes = diffFields(before, after, CUSTOM_LIST_LOGGED_FIELDS);
      const counts = {
        items_created: created.length,
        items_edited: edited.length,
        items_deleted: deleted.length,
      };
      for (const [field, n] of Object.entries(counts)) if (n) changes.push({ field, old: null, new: n });
      if (changes.length) await logActivity(tx, ctx, 'custom_list', after, 'updated', changes);
      return after;
    }),
  );
}

export async function setCustomListActive(deps: AppDeps, ctx: AuthContext, id: number, active: boolean) {
  return deps.db.transaction(async (tx) => {
    const before = await lockCustomList(tx, ctx, id);
    if (before.active === active) return before;
    await tx
      .update(customLists)
      .set({ active, updatedBy: ctx.userId, updatedAt: new Date() })
      .where(eq(customLists.id, id));
    await logActiveSwitch(tx, ctx, 'custom_list', before, active);
    return (await findInScope(tx, customListListSpec, ctx, id))!;
  });
}

/** A name not yet used in the account: `name (copy)`, `name (copy 2)`, ... */
async function freeCopyName(tx: Executor, accountId: number, name: string) {
  const base = `${name} (copy`.slice(0, 240);
  const taken = new Set(
    (
      await rowsOf(
        tx,
        sql`select lower(name) as name from custom_lists where account_id = ${accountId} and lower(name) like ${`${base.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      )
    ).map((r) => String(r.name)),
  );
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${base})` : `${base} ${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Copies a list and all its items in one transaction. The copy starts inactive (nothing targets
 * it until someone switches it on), with a new external id and a free name.
 */
export async function cloneCustomList(deps: AppDeps, ctx: AuthContext, id: number, name?: string) {
  return guardName(() =>
    deps.db.transaction(async (tx) => {
      const source = await lockCustomList(tx, ctx, id);
      const copyName = name?.trim() || (await freeCopyName(tx, ctx.accountId, source.name));
      const [row] = await tx
        .insert(customLists)
        .values({
          accountId: ctx.accountId,
          advertiserId: source.advertiser_id,
          name: copyName,
          active: false,
          customListTypeId: source.custom_list_type_id,
          defaultRadiusKm: source.default_radius_km,
          status: 'ready',
          customListItemsCount: source.custom_list_items_count,
          createdBy: ctx.userId,
          updatedBy: ctx.userId,
        })
        .returning({ id: customLists.id });
      await tx.execute(sql`
        insert into custom_list_items (custom_list_id, value, name, active, latitude, longitude, radius_km, prefix)
        select ${row!.id}, value, name, active, latitude, longitude, radius_km, prefix
        from custom_list_items where custom_list_id = ${id} order by id`);
      const copy = (await findInScope(tx, customListListSpec, ctx, row!.id))!;
      await recordActivity(tx, ctx, [
        activityOf('custom_list', source, 'cloned', [{ field: 'clone_id', old: null, new: copy.id }]),
        activityOf('custom_list', copy, 'cloned', [{ field: 'source_id', old: null, new: source.id }]),
      ]);
      return copy;
    }),
  );
}
