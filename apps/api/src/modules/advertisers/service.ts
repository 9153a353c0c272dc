import {
  ADVERTISER_REQUEST_FIELDS,
  type Advertiser,
  type AdvertiserInput,
  type AdvertiserUsers,
} from '@beacon/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { accountUsers, advertisers, campaigns, userAdvertisers } from '../../db/schema.ts';
import {
  diffFields,
  logActiveSwitch,
  logActivity,
  logChanges,
  logSnapshot,
} from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { findInScope, findInScopeOrThrow, lockRow } from '../../platform/list-query/find-one.ts';
import { advertiserListSpec } from './list-spec.ts';
import { advertiserReferenceErrors } from './references.ts';

export async function findAdvertiser(db: Executor, ctx: AuthContext, id: number): Promise<Advertiser> {
  return findInScopeOrThrow(db, advertiserListSpec, ctx, id, 'Advertiser');
}

/** Locks the advertiser row for the rest of the transaction, after checking it is visible. */
async function lockAdvertiser(tx: Executor, ctx: AuthContext, id: number) {
  const advertiser = await findAdvertiser(tx, ctx, id);
  await lockRow(tx, 'advertisers', id);
  return advertiser;
}

const nameTaken = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Runs a write, turning the unique-name violation into a field error. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (nameTaken(error)) throw unprocessable({ name: ['validation.unique'] });
    throw error;
  }
}

function columnsOf(input: AdvertiserInput) {
  return {
    name: input.name,
    categoryId: input.category_id,
    domain: input.domain,
    appBundle: input.app_bundle,
    currency: input.currency,
    countryId: input.country_id,
    makerId: input.maker_id,
    tradeMarkId: input.trade_mark_id,
    active: input.active,
  };
}

export async function createAdvertiser(deps: AppDeps, ctx: AuthContext, input: AdvertiserInput) {
  return guardName(() =>
    deps.db.transaction(async (tx) => {
      const errors = await advertiserReferenceErrors(tx, input);
      if (Object.keys(errors).length) throw unprocessable(errors);
      const [row] = await tx
        .insert(advertisers)
        .values({ accountId: ctx.accountId, ...columnsOf(input) })
        .returning({ id: advertisers.id });
      const created = await findInScope(tx, advertiserListSpec, { ...ctx, advertiserIds: null }, row!.id);
      await logSnapshot(
        tx,
        ctx,
        'advertiser',
        { id: row!.id, name: input.name },
        'created',
        ADVERTISER_REQUEST_FIELDS,
        created!,
      );
      // A restricted user keeps seeing what they create.
      if (ctx.advertiserIds !== null) {
        await tx
          .insert(userAdvertisers)
          .values({ accountId: ctx.accountId, userId: ctx.userId, advertiserId: row!.id });
      }
      return created!;
    }),
  );
}

export async function updateAdvertiser(deps: AppDeps, ctx: AuthContext, id: number, input: AdvertiserInput) {
  return guardName(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockAdvertiser(tx, ctx, id);
      const errors = await advertiserReferenceErrors(tx, input);
      if (input.currency !== before.currency) {
        // Campaign budgets are held in the advertiser's currency; changing it would misstate them.
        const [used] = await tx
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(eq(campaigns.advertiserId, id))
          .limit(1);
        if (used) errors.currency = [...(errors.currency ?? []), 'validation.currency_locked'];
      }
      if (Object.keys(errors).length) throw unprocessable(errors);
      await tx
        .update(advertisers)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(advertisers.id, id));
      const after = (await findInScope(tx, advertiserListSpec, ctx, id))!;
      await logChanges(tx, ctx, 'advertiser', before, after, ADVERTISER_REQUEST_FIELDS);
      return after;
    }),
  );
}

export async function setAdvertiserActive(deps: AppDeps, ctx: AuthContext, id: number, active: boolean) {
  return deps.db.transaction(async (tx) => {
    const before = await lockAdvertiser(tx, ctx, id);
    if (before.active === active) return before;
    await tx.update(advertisers).set({ active, updatedAt: new Date() }).where(eq(advertisers.id, id));
    await logActiveSwitch(tx, ctx, 'advertiser', before, active);
    return (await findInScope(tx, advertiserListSpec, ctx, id))!;
  });
}

export async function getAdvertiserUsers(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
): Promise<AdvertiserUsers> {
  await findAdvertiser(deps.db, ctx, id);
  const rows = await deps.db
    .select({ userId: userAdvertisers.userId })
    .from(userAdvertisers)
    .where(and(eq(userAdvertisers.accountId, ctx.accountId), eq(userAdvertisers.advertiserId, id)))
    .orderBy(userAdvertisers.userId);
  return { user_ids: rows.map((r) => r.userId) };
}

/**
 * Replaces the users assigned to an advertiser. Every id must be a member of the account; the
 * change is logged on the advertiser as a `users` field diff.
 */
export async function setAdvertiserUsers(deps: AppDeps, ctx: AuthContext, id: number, body: AdvertiserUsers) {
  const wanted = [...new Set(body.user_ids)].sort((a, b) => a - b);
  return deps.db.transaction(async (tx) => {
    const advertiser = await lockAdvertiser(tx, ctx, id);
    if (wanted.length) {
      const members = await tx
        .select({ userId: accountUsers.userId })
        .from(accountUsers)
        .where(and(eq(accountUsers.accountId, ctx.accountId), inArray(accountUsers.userId, wanted)));
      if (members.length !== wanted.length) throw unprocessable({ user_ids: ['validation.exists'] });
    }
    const current = await tx
      .select({ userId: userAdvertisers.userId })
      .from(userAdvertisers)
      .where(and(eq(userAdvertisers.accountId, ctx.accountId), eq(userAdvertisers.advertiserId, id)))
      .orderBy(userAdvertisers.userId);
    const before = current.map((r) => r.userId);
    await tx
      .delete(userAdvertisers)
      .where(and(eq(userAdvertisers.accountId, ctx.accountId), eq(userAdvertisers.advertiserId, id)));
    if (wanted.length) {
      await tx
        .insert(userAdvertisers)
        .values(wanted.map((userId) => ({ accountId: ctx.accountId, userId, advertiserId: id })));
    }
    const changes = diffFields({ users: before }, { users: wanted }, ['users']);
    if (changes.length) {
      await logActivity(tx, ctx, 'advertiser', advertiser, 'updated', changes);
    }
    return { user_ids: wanted };
  });
}
