import {
  type BidModifierInput,
  type DeliveryModifierInput,
  type FieldErrors,
  MODIFIER_TYPE_IDS,
  type ModifierTerm,
  type ModifierTypeCode,
  type ModifierWithTerms,
  modifierModuleById,
  targetingKeyById,
} from '@beacon/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { modifiers, modifierTerms } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound, unprocessable } from '../../platform/errors.ts';
import { findInScope, lockRow } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { decimalOrNull, modifierListSpec } from './list-spec.ts';
import { resolveModifierTerms } from './terms.ts';

export type ModifierInput = BidModifierInput | DeliveryModifierInput;

async function termsOf(db: Executor, modifierId: number): Promise<ModifierTerm[]> {
  const found = await db
    .select()
    .from(modifierTerms)
    .where(eq(modifierTerms.modifierId, modifierId))
    .orderBy(asc(modifierTerms.position), asc(modifierTerms.id));
  return found.map((t) => {
    const key = targetingKeyById(t.targetingKeyId)!;
    return {
      id: t.id,
      targeting_key_id: t.targetingKeyId,
      key: key.code,
      module_id: t.moduleId,
      module_name: modifierModuleById(t.moduleId) ?? key.module,
      value: t.value,
      value_name: t.valueName,
      modifier: decimalOrNull(t.modifier)!,
      matching_type_id: t.matchingTypeId,
      override_multiplier_pacing_behavior: t.overrideMultiplierPacingBehavior,
    };
  });
}

/** A modifier with its terms, inside the caller's scope (another account's is a 404). */
export async function findModifier(db: Executor, ctx: AuthContext, id: number): Promise<ModifierWithTerms> {
  const modifier = await findInScope(db, modifierListSpec, ctx, id);
  if (!modifier) throw notFound('Modifier');
  const terms = await termsOf(db, id);
  // Delivery modifiers show their terms under both names the spec uses.
  return {
    ...modifier,
    terms,
    delivery_terms: modifier.modifier_type_id === MODIFIER_TYPE_IDS.delivery ? terms : [],
  };
}

const nameTaken = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (nameTaken(error)) throw unprocessable({ name: ['validation.unique'] });
    throw error;
  }
}

/** The references a modifier names must be the caller's: a visible advertiser, a live bid model. */
async function referenceErrors(tx: Executor, ctx: AuthContext, input: ModifierInput): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const visible =
    ctx.advertiserIds === null || ctx.advertiserIds.includes(input.advertiser_id)
      ? await rowsOf(
          tx,
          sql`select id from advertisers where id = ${input.advertiser_id} and account_id = ${ctx.accountId}`,
        )
      : [];
  if (!visible.length) errors.advertiser_id = ['validation.exists'];
  if ('bid_model_id' in input && input.bid_model_id !== null) {
    const model = await rowsOf(
      tx,
      sql`select id from bid_models where id = ${input.bid_model_id} and account_id = ${ctx.accountId} and not archived`,
    );
    if (!model.length) errors.bid_model_id = ['validation.exists'];
  }
  return errors;
}

function columns(type: ModifierTypeCode, input: ModifierInput, ctx: AuthContext) {
  const bid = type === 'bid' ? (input as BidModifierInput) : null;
  const delivery = type === 'delivery' ? (input as DeliveryModifierInput) : null;
  return {
    name: input.name,
    advertiserId: input.advertiser_id,
    alternativeId: input.alternative_id,
    modifierTypeId: MODIFIER_TYPE_IDS[type],
    deliveryModifiersOption: delivery?.delivery_modifiers_option ?? null,
    moduleId: input.module_id,
    defaultWeight: delivery?.default_weight ?? null,
    fallbackWeight: delivery?.fallback_weight ?? null,
    totalWeight: delivery?.total_weight ?? null,
    priority: input.priority,
    bidModelId: bid?.bid_model_id ?? null,
    maxBid: bid?.max_bid ?? null,
    active: input.active,
    termsCount: input.terms.length,
    updatedBy: ctx.userId,
    updatedAt: new Date(),
  };
}

/**
 * Writes a modifier and replaces its terms in one transaction. Every rule of the contract has
 * already run; here the references and term values are checked against the database, and any
 * problem refuses the whole call before anything is written.
 */
export function saveModifier(
  deps: AppDeps,
  ctx: AuthContext,
  type: ModifierTypeCode,
  input: ModifierInput,
  id?: number,
): Promise<ModifierWithTerms> {
  return guardName(() =>
    deps.db.transaction(async (tx) => {
      if (id !== undefined) {
        const before = await findInScope(tx, modifierListSpec, ctx, id);
        // A bid modifier is edited at the bid resource only, and a delivery one at its own.
        if (!before || before.modifier_type_id !== MODIFIER_TYPE_IDS[type]) throw notFound('Modifier');
        await lockRow(tx, 'modifiers', id);
      }
      const errors = await referenceErrors(tx, ctx, input);
      const resolved = await resolveModifierTerms(tx, ctx, input.terms);
      Object.assign(errors, resolved.errors);
      if (Object.keys(errors).length) throw unprocessable(errors);
      let modifierId = id;
      if (modifierId === undefined) {
        const [row] = await tx
          .insert(modifiers)
          .values({ accountId: ctx.accountId, ...columns(type, input, ctx), createdBy: ctx.userId })
          .returning({ id: modifiers.id });
        modifierId = row!.id;
      } else {
        await tx
          .update(modifiers)
          .set(columns(type, input, ctx))
          .where(eq(modifiers.id, modifierId));
        await tx.delete(modifierTerms).where(eq(modifierTerms.modifierId, modifierId));
      }
      await tx.insert(modifierTerms).values(
        resolved.terms.map((t, position) => ({
          modifierId: modifierId!,
          moduleId: t.module_id,
          targetingKeyId: t.targeting_key_id,
          value: t.value,
          valueName: t.value_name,
          modifier: t.modifier,
          matchingTypeId: t.matching_type_id,
          overrideMultiplierPacingBehavior: t.override_multiplier_pacing_behavior,
          position,
        })),
      );
      return findModifier(tx, ctx, modifierId);
    }),
  );
}

export function setModifierActive(deps: AppDeps, ctx: AuthContext, id: number, active: boolean) {
  return deps.db.transaction(async (tx) => {
    const before = await findInScope(tx, modifierListSpec, ctx, id);
    if (!before) throw notFound('Modifier');
    if (before.active !== active)
      await tx
        .update(modifiers)
        .set({ active, updatedBy: ctx.userId, updatedAt: new Date() })
        .where(eq(modifiers.id, id));
    return findModifier(tx, ctx, id);
  });
}
