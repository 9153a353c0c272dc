import { eq } from 'drizzle-orm';
import { creatives } from '../../db/schema.ts';
import { logActiveSwitch, logSnapshot } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors.ts';
import { CREATIVE_LOGGED_FIELDS, findCreative, lockCreative } from './service.ts';

export async function setCreativeActive(deps: AppDeps, ctx: AuthContext, id: number, active: boolean) {
  return deps.db.transaction(async (tx) => {
    const before = await lockCreative(tx, ctx, id);
    if (before.active !== active) {
      await tx.update(creatives).set({ active, updatedAt: new Date() }).where(eq(creatives.id, id));
      await logActiveSwitch(tx, ctx, 'creative', before, active);
    }
    return findCreative(tx, ctx, id, deps.storage);
  });
}

/**
 * Deletes a creative that can no longer serve (docs/REQUIREMENTS.md#creatives): refused (409, with the reason) while it
 * is active or associated with line items. Its assets stay in the library.
 */
export async function deleteCreative(deps: AppDeps, ctx: AuthContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const creative = await lockCreative(tx, ctx, id);
    if (creative.active)
      throw conflict('errors.creative_active', 'The creative is active: deactivate it before deleting it');
    if (creative.line_associations > 0) {
      throw conflict(
        'errors.creative_has_associations',
        `The creative is associated with ${creative.line_associations} line item(s): remove the associations first`,
      );
    }
    await tx.delete(creatives).where(eq(creatives.id, id));
    await logSnapshot(tx, ctx, 'creative', creative, 'deleted', CREATIVE_LOGGED_FIELDS);
  });
}
