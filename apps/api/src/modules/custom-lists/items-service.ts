import {
  CUSTOM_LIST_LIMITS,
  type CustomList,
  type CustomListItem,
  checkCustomListItem,
  customListTypeById,
  type NormalisedItem,
} from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { customListItems, customLists } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, notFound, unprocessable } from '../../platform/errors.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { loadExchanges } from './exchanges.ts';
import { customListItemListSpec } from './item-list-spec.ts';
import { customListListSpec } from './list-spec.ts';
import { findCustomList, lockCustomList } from './service.ts';

export type ItemBody = {
  value?: string | null;
  name?: string | null;
  active: boolean;
  latitude?: number | string | null;
  longitude?: number | string | null;
  radius_km?: number | string | null;
  prefix?: number | string | null;
};

export async function findCustomListItem(
  db: Executor,
  ctx: AuthContext,
  id: number,
): Promise<CustomListItem> {
  const item = await findInScope(db, customListItemListSpec, ctx, id);
  if (!item) throw notFound('Custom list item');
  return item;
}

/** Checks an item against its list's type (and the known exchanges); 422 with field keys. */
async function checkItem(tx: Executor, list: CustomList, body: ItemBody): Promise<NormalisedItem> {
  const type = customListTypeById(list.custom_list_type_id)!;
  const exchanges = type.model === 'three' ? await loadExchanges(tx) : undefined;
  const checked = checkCustomListItem(type.key, body, {
    defaultRadiusKm: list.default_radius_km,
    exchangeIds: exchanges?.ids,
  });
  if (checked.errors) {
    throw unprocessable(Object.fromEntries(Object.entries(checked.errors).map(([f, key]) => [f, [key]])));
  }
  return checked.item;
}

const row = (item: NormalisedItem) => ({
  value: item.value,
  name: item.name,
  active: item.active,
  latitude: item.latitude,
  longitude: item.longitude,
  radiusKm: item.radius_km,
  prefix: item.prefix,
});

/** Keeps the list's count and change stamp in step with a change of its items. */
async function touchList(tx: Executor, ctx: AuthContext, listId: number, delta: number) {
  await tx
    .update(customLists)
    .set({
      customListItemsCount: sql`${customLists.customListItemsCount} + ${delta}`,
      updatedBy: ctx.userId,
      updatedAt: new Date(),
    })
    .where(eq(customLists.id, listId));
}

/** `POST /api/custom_list_items`: one item; `customListType`, when sent, must be the list's type. */
export async function createCustomListItem(
  deps: AppDeps,
  ctx: AuthContext,
  body: ItemBody & { custom_list_id: number; customListType?: string },
) {
  return deps.db.transaction(async (tx) => {
    const list = await lockCustomList(tx, ctx, body.custom_list_id);
    if (body.customListType && body.customListType !== list.custom_list_type)
      throw unprocessable({ customListType: ['custom_lists.validation.type_mismatch'] });
    if (list.custom_list_items_count >= CUSTOM_LIST_LIMITS.maxItems)
      throw unprocessable({ custom_list_id: ['custom_lists.validation.too_many_items'] });
    const item = await checkItem(tx, list, body);
    const [created] = await tx
      .insert(customListItems)
      .values({ customListId: list.id, ...row(item) })
      .returning({ id: customListItems.id });
    await touchList(tx, ctx, list.id, 1);
    const answer = (await findInScope(tx, customListItemListSpec, ctx, created!.id))!;
    await logActivity(tx, ctx, 'custom_list', list, 'updated', [
      { field: 'item', old: null, new: answer.list_item },
    ]);
    return answer;
  });
}

/** Locks an item's list (and so the item) after checking both are visible. */
async function lockItem(tx: Executor, ctx: AuthContext, id: number) {
  const before = await findCustomListItem(tx, ctx, id);
  const list = await lockCustomList(tx, ctx, before.custom_list_id);
  return { before, list };
}

export async function updateCustomListItem(deps: AppDeps, ctx: AuthContext, id: number, body: ItemBody) {
  return deps.db.transaction(async (tx) => {
    const { before, list } = await lockItem(tx, ctx, id);
    const item = await checkItem(tx, list, body);
    await tx
      .update(customListItems)
      .set({ ...row(item), updatedAt: new Date() })
      .where(eq(customListItems.id, id));
    await touchList(tx, ctx, list.id, 0);
    const after = (await findInScope(tx, customListItemListSpec, ctx, id))!;
    if (JSON.stringify({ ...before, updated_at: '' }) !== JSON.stringify({ ...after, updated_at: '' })) {
      await logActivity(tx, ctx, 'custom_list', list, 'updated', [
        { field: 'item', old: before.list_item, new: after.list_item },
      ]);
    }
    return after;
  });
}

export async function deleteCustomListItem(deps: AppDeps, ctx: AuthContext, id: number) {
  return deps.db.transaction(async (tx) => {
    const { before, list } = await lockItem(tx, ctx, id);
    await tx.delete(customListItems).where(eq(customListItems.id, id));
    await touchList(tx, ctx, list.id, -1);
    await logActivity(tx, ctx, 'custom_list', list, 'updated', [
      { field: 'item', old: before.list_item, new: null },
    ]);
    return before;
  });
}

export async function setCustomListItemActive(deps: AppDeps, ctx: AuthContext, id: number, active: boolean) {
  return deps.db.transaction(async (tx) => {
    const { before, list } = await lockItem(tx, ctx, id);
    if (before.active === active) return before;
    await tx.update(customListItems).set({ active, updatedAt: new Date() }).where(eq(customListItems.id, id));
    await touchList(tx, ctx, list.id, 0);
    await logActivity(tx, ctx, 'custom_list', list, 'updated', [
      { field: 'item', old: before.list_item, new: before.list_item },
      { field: 'item_active', old: before.active, new: active },
    ]);
    return (await findInScope(tx, customListItemListSpec, ctx, id))!;
  });
}

/** docs/REQUIREMENTS.md#custom-lists: deleting every item of a list that is not found or not active is refused with one error. */
const notFoundOrInactive = (status: 404 | 409) =>
  new ApiError(
    status,
    'custom_lists.not_found_or_inactive',
    'The custom list was not found or is not active',
  );

/** `DELETE /api/custom_list_items/clear/{id}`: removes every item of an active list. */
export async function clearCustomList(deps: AppDeps, ctx: AuthContext, id: number) {
  return deps.db.transaction(async (tx) => {
    const visible = await findInScope(tx, customListListSpec, ctx, id);
    if (!visible) throw notFoundOrInactive(404);
    const list = await lockCustomList(tx, ctx, id);
    if (!list.active) throw notFoundOrInactive(409);
    await tx.delete(customListItems).where(eq(customListItems.customListId, id));
    await tx
      .update(customLists)
      .set({
        customListItemsCount: 0,
        status: 'ready',
        errors: [],
        errorsCount: 0,
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      })
      .where(eq(customLists.id, id));
    if (list.custom_list_items_count > 0) {
      await logActivity(tx, ctx, 'custom_list', list, 'updated', [
        { field: 'custom_list_items_count', old: list.custom_list_items_count, new: 0 },
      ]);
    }
    return findCustomList(tx, ctx, id);
  });
}
