import {
  appOfStoreUrl,
  CPI_LOOKUP_LISTS,
  type CpiCampaign,
  type CpiCampaignInput,
  cpiCampaignRuleErrors,
  type FieldErrors,
} from '@beacon/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { accountUsers, cpiCampaignNotes, cpiCampaigns } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { findInScopeOrThrow, lockRow } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { currencyOf, missingLookups } from '../reference/exists.ts';
import { cpiCampaignListSpec } from './list-spec.ts';
import { mapNote, noteFrom, noteSelect } from './note-list-spec.ts';

export const findCpiCampaign = (db: Executor, ctx: AuthContext, id: number) =>
  findInScopeOrThrow(db, cpiCampaignListSpec, ctx, id, 'CPI campaign request');

/** Finds the request in the caller's account (404 otherwise) and locks it until the transaction ends. */
export async function lockCpiCampaign(tx: Executor, ctx: AuthContext, id: number): Promise<CpiCampaign> {
  const found = await findCpiCampaign(tx, ctx, id);
  await lockRow(tx, 'cpi_campaigns', id);
  return found;
}

const LOOKUP_FIELDS = [
  ['type_id', CPI_LOOKUP_LISTS.types],
  ['provider_id', CPI_LOOKUP_LISTS.providers],
  ['buy_model_id', CPI_LOOKUP_LISTS.buyModels],
  ['mmp_id', CPI_LOOKUP_LISTS.mmps],
  ['status_id', CPI_LOOKUP_LISTS.statuses],
] as const;

/**
 * Every rule of a request that needs the database: the coded values exist, the owner is a member
 * of the account, the currency is offered and its budget ceiling holds, and no other request of
 * the account names the same store address (docs/CPI_CAMPAIGNS.md).
 */
async function ruleErrors(tx: Executor, ctx: AuthContext, input: CpiCampaignInput, exceptId: number | null) {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), key];
  };
  const refs = LOOKUP_FIELDS.map(([field, list]) => ({ field, list, id: input[field] }));
  for (const field of await missingLookups(tx, refs)) add(field, 'validation.exists');
  if (input.owner_id !== null) {
    const [member] = await tx
      .select({ userId: accountUsers.userId })
      .from(accountUsers)
      .where(
        and(
          eq(accountUsers.accountId, ctx.accountId),
          eq(accountUsers.userId, input.owner_id),
          eq(accountUsers.active, true),
        ),
      );
    if (!member) add('owner_id', 'validation.exists');
  }
  const currency = await currencyOf(tx, input.currency);
  if (!currency) add('currency', 'validation.exists');
  const rules = cpiCampaignRuleErrors(input, { budgetMax: currency?.budgetMax ?? null });
  for (const [field, keys] of Object.entries(rules)) for (const key of keys) add(field, key);
  const [duplicate] = await tx
    .select({ id: cpiCampaigns.id })
    .from(cpiCampaigns)
    .where(
      and(
        eq(cpiCampaigns.accountId, ctx.accountId),
        sql`lower(${cpiCampaigns.urlGooglePlay}) = lower(${input.url_google_play})`,
        exceptId === null ? undefined : ne(cpiCampaigns.id, exceptId),
      ),
    )
    .limit(1);
  if (duplicate) add('url_google_play', 'validation.store_url_duplicate');
  return errors;
}

const columnsOf = (input: CpiCampaignInput, ctx: AuthContext) => ({
  name: input.name,
  brand: input.brand,
  typeId: input.type_id,
  ownerId: input.owner_id,
  providerId: input.provider_id,
  buyModelId: input.buy_model_id,
  mmpId: input.mmp_id,
  statusId: input.status_id,
  currency: input.currency,
  budget: input.budget,
  kpi: input.kpi,
  startDate: input.start_date,
  endDate: input.end_date,
  mmpTrakingLink: input.mmp_traking_link,
  urlGooglePlay: input.url_google_play,
  // The contract refused a store address that names no app.
  appBundle: appOfStoreUrl(input.url_google_play) ?? '',
  updatedBy: ctx.userId,
  updatedAt: new Date(),
});

/** The duplicate-address index is the last word when two requests race (422, as the check says). */
async function guardDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const text = String((error as { cause?: unknown })?.cause ?? error);
    if (text.includes('cpi_campaigns_account_store_url_unique'))
      throw unprocessable({ url_google_play: ['validation.store_url_duplicate'] });
    throw error;
  }
}

export function createCpiCampaign(deps: AppDeps, ctx: AuthContext, input: CpiCampaignInput) {
  return guardDuplicate(() =>
    deps.db.transaction(async (tx) => {
      const errors = await ruleErrors(tx, ctx, input, null);
      if (Object.keys(errors).length) throw unprocessable(errors);
      const [row] = await tx
        .insert(cpiCampaigns)
        .values({ ...columnsOf(input, ctx), accountId: ctx.accountId, createdBy: ctx.userId })
        .returning({ id: cpiCampaigns.id });
      return findCpiCampaign(tx, ctx, row!.id);
    }),
  );
}

export function updateCpiCampaign(deps: AppDeps, ctx: AuthContext, id: number, input: CpiCampaignInput) {
  if (input.id !== undefined && input.id !== id)
    throw unprocessable({ id: ['cpi_campaigns.validation.id_mismatch'] });
  return guardDuplicate(() =>
    deps.db.transaction(async (tx) => {
      await lockCpiCampaign(tx, ctx, id);
      const errors = await ruleErrors(tx, ctx, input, id);
      if (Object.keys(errors).length) throw unprocessable(errors);
      await tx.update(cpiCampaigns).set(columnsOf(input, ctx)).where(eq(cpiCampaigns.id, id));
      return findCpiCampaign(tx, ctx, id);
    }),
  );
}

/** Adds a note to a request's history, written by the caller. */
export function addCpiNote(deps: AppDeps, ctx: AuthContext, input: { ext_camp_id: number; note: string }) {
  return deps.db.transaction(async (tx) => {
    await lockCpiCampaign(tx, ctx, input.ext_camp_id);
    const [row] = await tx
      .insert(cpiCampaignNotes)
      .values({ extCampId: input.ext_camp_id, note: input.note, userId: ctx.userId })
      .returning({ id: cpiCampaignNotes.id });
    const [note] = await rowsOf(tx, sql`select ${noteSelect} from ${noteFrom} where n.id = ${row!.id}`);
    return mapNote(note!);
  });
}
