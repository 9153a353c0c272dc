import type { ActivityEntity } from '@beacon/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { campaigns, lineItems } from '../../db/schema.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Executor } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { activeSwitchOf, recordActivity } from './record.ts';

/** The objects switched on or off in bulk, by their table. */
const SWITCHED = {
  campaign: { table: campaigns, label: 'Campaign' },
  line_item: { table: lineItems, label: 'Line item' },
} satisfies Partial<Record<ActivityEntity, { table: typeof campaigns | typeof lineItems; label: string }>>;

/**
 * The second half of a bulk switch, all or nothing: `rows` are the wanted objects the caller may
 * see, locked (`id`, `name`, `active`, `advertiser_id`). A wanted id missing from them refuses the
 * whole switch (404); otherwise the rows not yet in the wanted state are switched and each is
 * logged. Answers the rows it switched.
 */
export async function switchRows<R extends Record<string, unknown>>(
  tx: Executor,
  ctx: AuthContext,
  entity: keyof typeof SWITCHED,
  wanted: number[],
  rows: R[],
  active: boolean,
): Promise<R[]> {
  const { table, label } = SWITCHED[entity];
  if (rows.length !== wanted.length) {
    const found = new Set(rows.map((r) => Number(r.id)));
    throw notFound(`${label} ${wanted.filter((id) => !found.has(id)).join(', ')}`);
  }
  const changing = rows.filter((r) => Boolean(r.active) !== active);
  if (!changing.length) return changing;
  const ids = changing.map((r) => Number(r.id));
  await tx
    .update(table)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(table.accountId, ctx.accountId), inArray(table.id, ids)));
  await recordActivity(
    tx,
    ctx,
    changing.map((r) =>
      activeSwitchOf(
        entity,
        { id: Number(r.id), name: String(r.name), advertiser_id: Number(r.advertiser_id) },
        active,
      ),
    ),
  );
  return changing;
}
