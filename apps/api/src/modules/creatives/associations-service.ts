import {
  associationDateErrors,
  type CreativeAssociation,
  type CreativeAssociationInput,
  type CreativeAssociationUpdate,
} from '@beacon/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { creativeLineAssociations } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import { advertiserVisible, callerScope } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, notFound, unprocessable } from '../../platform/errors.ts';
import { iso, strOrNull } from '../../platform/list-query/row.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { lockCreative } from './service.ts';

const wallClock = (column: string) => sql`to_char(${sql.raw(column)}, 'YYYY-MM-DD HH24:MI:SS')`;

/** Associations visible to the caller: both ends in their account and advertisers. */
const associationQuery = (ctx: AuthContext, where: SQL) => sql`
  select cla.id, cla.creative_id, cr.name as creative_name, cr.external_id as creative_external_id,
         cr.active as creative_active, cla.line_item_id, li.name as line_item_name,
         li.external_id as line_item_external_id, li.active as line_item_active,
         ${wallClock('li.start_date')} as line_start_date, ${wallClock('li.end_date')} as line_end_date,
         li.campaign_id, c.name as campaign_name, cr.advertiser_id,
         ${wallClock('cla.start_date')} as start_date, ${wallClock('cla.end_date')} as end_date,
         cla.active, cla.weight, cla.created_at, cla.updated_at
  from creative_line_associations cla
  join creatives cr on cr.id = cla.creative_id
  join line_items li on li.id = cla.line_item_id
  join campaigns c on c.id = li.campaign_id
  where cr.account_id = ${ctx.accountId} and li.account_id = ${ctx.accountId}
    and ${advertiserVisible(ctx, sql`cr.advertiser_id`)} and ${where}
  order by cla.id`;

const mapAssociation = (r: Record<string, unknown>): CreativeAssociation => ({
  id: Number(r.id),
  creative_id: Number(r.creative_id),
  creative_name: String(r.creative_name),
  creative_external_id: Number(r.creative_external_id),
  creative_active: Boolean(r.creative_active),
  line_item_id: Number(r.line_item_id),
  line_item_name: String(r.line_item_name),
  line_item_external_id: Number(r.line_item_external_id),
  line_item_active: Boolean(r.line_item_active),
  line_start_date: String(r.line_start_date),
  line_end_date: String(r.line_end_date),
  campaign_id: Number(r.campaign_id),
  campaign_name: String(r.campaign_name),
  advertiser_id: Number(r.advertiser_id),
  start_date: strOrNull(r.start_date),
  end_date: strOrNull(r.end_date),
  active: Boolean(r.active),
  weight: r.weight === null || r.weight === undefined ? null : Number(r.weight),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function findAssociation(db: Executor, ctx: AuthContext, id: number) {
  const [row] = await rowsOf(db, associationQuery(ctx, sql`cla.id = ${id}`));
  if (!row) throw notFound('Association');
  return mapAssociation(row);
}

/** The line items a creative is associated with (`GET /api/creatives/{id}/lines`). */
export async function associationsOfCreative(db: Executor, ctx: AuthContext, creativeId: number) {
  await assertFound(
    db,
    sql`select id from creatives cr where cr.id = ${creativeId}
    and ${callerScope(ctx, 'cr')}`,
    'Creative',
  );
  return (await rowsOf(db, associationQuery(ctx, sql`cla.creative_id = ${creativeId}`))).map(mapAssociation);
}

/** The creatives associated with a line item (`GET /api/line_items/{id}/creatives`). */
export async function associationsOfLineItem(db: Executor, ctx: AuthContext, lineItemId: number) {
  await assertFound(
    db,
    sql`select id from line_items li where li.id = ${lineItemId}
    and ${callerScope(ctx, 'li')}`,
    'Line item',
  );
  return (await rowsOf(db, associationQuery(ctx, sql`cla.line_item_id = ${lineItemId}`))).map(mapAssociation);
}

/** Answers 404 when the query finds nothing (the object is not the caller's). */
async function assertFound(db: Executor, query: SQL, what: string) {
  const [row] = await rowsOf(db, query);
  if (!row) throw notFound(what);
}

/** A line item of the caller's account and advertisers, locked, with its flight. */
async function lockLineItem(tx: Executor, ctx: AuthContext, id: number) {
  const [row] = await rowsOf(
    tx,
    sql`select li.id, li.name, li.advertiser_id, ${wallClock('li.start_date')} as start_date,
               ${wallClock('li.end_date')} as end_date
        from line_items li
        where li.id = ${id} and ${callerScope(ctx, 'li')}
        for update`,
  );
  if (!row) throw notFound('Line item');
  return {
    id: Number(row.id),
    name: String(row.name),
    advertiser_id: Number(row.advertiser_id),
    start_date: String(row.start_date),
    end_date: String(row.end_date),
  };
}

const snapshot = (a: {
  line_item_id: number;
  start_date: string | null;
  end_date: string | null;
  active: boolean;
}) => ({ line_item_id: a.line_item_id, start_date: a.start_date, end_date: a.end_date, active: a.active });

/**
 * Associates a creative with a line item inside the caller's transaction (bulk creation calls it
 * per row). Both must be the caller's and of the same advertiser, the dates inside the line's
 * flight, and the pair new (409 otherwise). The change is logged on the creative.
 */
export async function createAssociationInTx(
  tx: Executor,
  ctx: AuthContext,
  input: CreativeAssociationInput,
): Promise<{ id: number }> {
  const creative = await lockCreative(tx, ctx, input.creative_id);
  const line = await lockLineItem(tx, ctx, input.line_item_id);
  if (line.advertiser_id !== creative.advertiser_id)
    throw unprocessable({ line_item_id: ['validation.association_advertiser'] });
  const errors = associationDateErrors(input, line);
  if (Object.keys(errors).length) throw unprocessable(errors);
  const [existing] = await rowsOf(
    tx,
    sql`select id from creative_line_associations where creative_id = ${creative.id} and line_item_id = ${line.id}`,
  );
  if (existing)
    throw conflict('errors.association_exists', 'The creative is already associated with this line item', {
      line_item_id: ['errors.association_exists'],
    });
  const [row] = await tx
    .insert(creativeLineAssociations)
    .values({
      creativeId: creative.id,
      lineItemId: line.id,
      startDate: input.start_date,
      endDate: input.end_date,
      active: input.active,
    })
    .returning({ id: creativeLineAssociations.id });
  await logActivity(tx, ctx, 'creative', creative, 'updated', [
    { field: 'line_association', old: null, new: snapshot(input) },
  ]);
  return { id: row!.id };
}

export async function createAssociation(deps: AppDeps, ctx: AuthContext, input: CreativeAssociationInput) {
  return deps.db.transaction(async (tx) => {
    const { id } = await createAssociationInTx(tx, ctx, input);
    return findAssociation(tx, ctx, id);
  });
}

export async function updateAssociation(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  input: CreativeAssociationUpdate,
) {
  return deps.db.transaction(async (tx) => {
    const before = await findAssociation(tx, ctx, id);
    const creative = await lockCreative(tx, ctx, before.creative_id);
    const line = await lockLineItem(tx, ctx, before.line_item_id);
    const errors = associationDateErrors(input, line);
    if (Object.keys(errors).length) throw unprocessable(errors);
    await tx
      .update(creativeLineAssociations)
      .set({
        startDate: input.start_date,
        endDate: input.end_date,
        active: input.active,
        updatedAt: new Date(),
      })
      .where(eq(creativeLineAssociations.id, id));
    const after = await findAssociation(tx, ctx, id);
    if (JSON.stringify(snapshot(before)) !== JSON.stringify(snapshot(after))) {
      await logActivity(tx, ctx, 'creative', creative, 'updated', [
        { field: 'line_association', old: snapshot(before), new: snapshot(after) },
      ]);
    }
    return after;
  });
}

export async function deleteAssociation(deps: AppDeps, ctx: AuthContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await findAssociation(tx, ctx, id);
    const creative = await lockCreative(tx, ctx, before.creative_id);
    await tx.delete(creativeLineAssociations).where(eq(creativeLineAssociations.id, id));
    await logActivity(tx, ctx, 'creative', creative, 'updated', [
      { field: 'line_association', old: snapshot(before), new: null },
    ]);
  });
}
