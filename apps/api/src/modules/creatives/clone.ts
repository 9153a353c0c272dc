import {
  type ActivityChange,
  type CloneCreative,
  type CloneProvider,
  CREATIVE_TEMPLATES,
  CREATIVE_TYPES,
  type Creative,
  cloneCreativeSchema,
  PROVIDER_TEMPLATE,
} from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { creativeLineAssociations, creatives } from '../../db/schema.ts';
import { activityOf, recordActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { parseCloneForm } from '../../platform/clone-form.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { rewriteMacros } from './provider-macros.ts';
import { runReview } from './review.ts';
import { findCreative, lockCreative } from './service.ts';

/** Reads the clone form of a creative (see `parseCloneForm`): `clone[]`, `name` and `provider`. */
export const readCreativeCloneForm = (request: FastifyRequest): Promise<CloneCreative> =>
  parseCloneForm(request, cloneCreativeSchema, ['name', 'provider']);

/** `creative_vendors` id of each clone provider's ad server, declared on the copy. */
const PROVIDER_VENDOR: Record<CloneProvider, number> = { dfa: 6, sizmek: 7, flashtalking: 8 };

/**
 * Copies a creative in one transaction. The copy gets a new external id, starts inactive (so it
 * cannot deliver before someone checks it) and is reviewed again. With `clone[]` `line_items` it
 * is associated with the source's line items (same dates, active flag and weight); without, it has
 * no line associations.
 *
 * With a `provider` (dfa, sizmek, flashtalking) the copy becomes that ad server's tag creative:
 * only third-party tag creatives can be converted (an image has no tag to hand over). The copy
 * switches to the provider's tag template, its click and cache-buster macros are rewritten to the
 * provider's syntax, the provider's ad server is added to the declared vendors, and the extra
 * fields of the source template are dropped (tag templates show none, docs/REQUIREMENTS.md#creatives).
 */
export async function cloneCreative(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  request: CloneCreative,
): Promise<Creative> {
  return deps.db.transaction(async (tx) => {
    const source = await lockCreative(tx, ctx, id);
    const [row] = await tx.select().from(creatives).where(eq(creatives.id, id));
    const { id: _id, externalId: _ext, createdAt: _c, updatedAt: _u, reviewedAt: _r, ...copy } = row!;
    const name = request.name ?? `${source.name} (copy)`.slice(0, 255);
    const now = new Date();
    const values = {
      ...copy,
      name,
      active: false,
      approvalStatus: 'pending',
      approvalReasons: [] as string[],
      createdBy: ctx.userId,
      createdAt: now,
      updatedAt: now,
    };
    const providerChanges: ActivityChange[] = [];
    if (request.provider) {
      const provider = request.provider;
      const template = CREATIVE_TEMPLATES[source.creative_template_id];
      if (template?.family !== 'tag' || !source.tag)
        throw unprocessable({ provider: ['validation.clone_provider_needs_tag'] });
      const rewritten = rewriteMacros(source.tag, provider);
      Object.assign(values, {
        cloneProvider: provider,
        creativeTemplateId: PROVIDER_TEMPLATE[provider],
        creativeTypeId: CREATIVE_TYPES.display,
        tag: rewritten.tag,
        vendors: [...new Set([...source.vendors, PROVIDER_VENDOR[provider]])],
        // Tag templates show no extra fields: keep the declared size only.
        mimeTypeId: null,
        expandableTypeId: null,
        expandableDirections: [],
        inBannerVideoId: null,
        responsive: false,
        mraidPlayable: false,
        native: null,
      });
      providerChanges.push(
        { field: 'provider', old: null, new: provider },
        { field: 'creative_template_id', old: source.creative_template_id, new: PROVIDER_TEMPLATE[provider] },
        { field: 'macros_rewritten', old: null, new: rewritten.rewritten },
      );
    }
    const [inserted] = await tx.insert(creatives).values(values).returning({ id: creatives.id });
    const cloneId = inserted!.id;
    if (request.clone.includes('line_items')) {
      const associations = await tx
        .select()
        .from(creativeLineAssociations)
        .where(eq(creativeLineAssociations.creativeId, id));
      if (associations.length)
        await tx.insert(creativeLineAssociations).values(
          associations.map((a) => ({
            creativeId: cloneId,
            lineItemId: a.lineItemId,
            startDate: a.startDate,
            endDate: a.endDate,
            active: a.active,
            weight: a.weight,
          })),
        );
    }
    await runReview(tx, await findCreative(tx, ctx, cloneId));
    await recordActivity(tx, ctx, [
      activityOf('creative', { id: cloneId, name: name, advertiser_id: source.advertiser_id }, 'cloned', [
        { field: 'source_id', old: null, new: id },
        { field: 'clone', old: null, new: request.clone },
        ...providerChanges,
      ]),
      activityOf('creative', source, 'cloned', [{ field: 'clone_id', old: null, new: cloneId }]),
    ]);
    return findCreative(tx, ctx, cloneId, deps.storage);
  });
}
