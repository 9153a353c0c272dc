import {
  type CampaignModifier,
  type FieldErrors,
  type LineItemModifier,
  MODIFIER_TYPE_IDS,
  TIMEZONE_EMPTY,
} from '@beacon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { campaignModifiers, lineItemModifiers } from '../../db/schema.ts';
import { advertiserVisible, callerScope } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, notFound, unprocessable } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { decimalOrNull } from './list-spec.ts';

/** What the link is attached to: a campaign or a line item, found within the caller's scope. */
type Owner = 'campaign' | 'line_item';
const OWNER = {
  campaign: {
    table: sql`campaigns`,
    links: sql`campaign_modifiers`,
    column: sql`campaign_id`,
    what: 'Campaign',
  },
  line_item: {
    table: sql`line_items`,
    links: sql`line_item_modifiers`,
    column: sql`line_item_id`,
    what: 'Line item',
  },
} as const;

export type LinkInput = {
  modifier_id: number;
  max_bid: string | null;
  modifier_type: number;
  delivery_modifier_id: number | null;
};

/** The owner's advertiser, or a 404 when it is not the caller's (another account, advertiser). */
async function ownerAdvertiser(db: Executor, ctx: AuthContext, owner: Owner, id: number, lock = false) {
  const o = OWNER[owner];
  const [row] = await rowsOf(
    db,
    sql`select x.advertiser_id from ${o.table} x
        where x.id = ${id} and ${callerScope(ctx, 'x')}
        ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound(o.what);
  return Number(row.advertiser_id);
}

/** A modifier the link may name: this account's, of the owner's advertiser, of the expected type. */
async function modifierErrors(
  tx: Executor,
  ctx: AuthContext,
  advertiserId: number,
  field: string,
  modifierId: number,
  typeId: number,
): Promise<FieldErrors> {
  const [row] = await rowsOf(
    tx,
    sql`select advertiser_id, modifier_type_id from modifiers where id = ${modifierId} and account_id = ${ctx.accountId}
        and ${advertiserVisible(ctx, sql`advertiser_id`)}`,
  );
  if (!row) return { [field]: ['validation.exists'] };
  if (Number(row.modifier_type_id) !== typeId) return { [field]: ['modifiers.validation.type_mismatch'] };
  if (Number(row.advertiser_id) !== advertiserId)
    return { [field]: ['modifiers.validation.advertiser_mismatch'] };
  return {};
}

const linkSelect = (o: (typeof OWNER)[Owner], where: SQL) => sql`
  select l.id, l.${o.column} as owner_id, l.modifier_id, m.name as modifier_name, l.max_bid, l.modifier_type,
    l.delivery_modifier_id, d.name as delivery_modifier_name, l.updated_at
  from ${o.links} l join modifiers m on m.id = l.modifier_id left join modifiers d on d.id = l.delivery_modifier_id
  where ${where}`;

function mapLink(r: Record<string, unknown>) {
  return {
    id: Number(r.id),
    modifier_id: Number(r.modifier_id),
    modifier_name: String(r.modifier_name),
    max_bid: decimalOrNull(r.max_bid),
    modifier_type: Number(r.modifier_type),
    delivery_modifier_id: r.delivery_modifier_id === null ? null : Number(r.delivery_modifier_id),
    delivery_modifier_name: (r.delivery_modifier_name as string | null) ?? null,
    updated_at: new Date(r.updated_at as string).toISOString(),
  };
}

async function readLink(db: Executor, owner: Owner, id: number) {
  const o = OWNER[owner];
  const [row] = await rowsOf(db, linkSelect(o, sql`l.${o.column} = ${id}`));
  return row ? { owner_id: Number(row.owner_id), ...mapLink(row) } : null;
}

export async function findCampaignModifier(db: Executor, ctx: AuthContext, campaignId: number) {
  await ownerAdvertiser(db, ctx, 'campaign', campaignId);
  const link = await readLink(db, 'campaign', campaignId);
  if (!link) return null;
  const { owner_id, ...rest } = link;
  return { campaign_id: owner_id, ...rest } satisfies CampaignModifier;
}

export async function findLineItemModifier(db: Executor, ctx: AuthContext, lineItemId: number) {
  await ownerAdvertiser(db, ctx, 'line_item', lineItemId);
  const link = await readLink(db, 'line_item', lineItemId);
  if (!link) return null;
  const { owner_id, ...rest } = link;
  return { line_item_id: owner_id, ...rest } satisfies LineItemModifier;
}

/**
 * Sets the owner's link (one per campaign or line item; posting again replaces it) with the owner
 * row locked. The modifiers must be this account's and the owner's advertiser's, and each of the
 * type its field names; otherwise nothing changes.
 */
async function saveLink(deps: AppDeps, ctx: AuthContext, owner: Owner, ownerId: number, input: LinkInput) {
  await deps.db.transaction(async (tx) => {
    const advertiserId = await ownerAdvertiser(tx, ctx, owner, ownerId, true);
    const errors: FieldErrors = {
      ...(await modifierErrors(tx, ctx, advertiserId, 'modifier_id', input.modifier_id, input.modifier_type)),
      ...(input.delivery_modifier_id === null
        ? {}
        : await modifierErrors(
            tx,
            ctx,
            advertiserId,
            'delivery_modifier_id',
            input.delivery_modifier_id,
            MODIFIER_TYPE_IDS.delivery,
          )),
    };
    if (Object.keys(errors).length) throw unprocessable(errors);
    const values = {
      accountId: ctx.accountId,
      modifierId: input.modifier_id,
      maxBid: input.max_bid,
      modifierType: input.modifier_type,
      deliveryModifierId: input.delivery_modifier_id,
      updatedBy: ctx.userId,
      updatedAt: new Date(),
    };
    if (owner === 'campaign') {
      const { accountId: _, ...set } = values;
      await tx
        .insert(campaignModifiers)
        .values({ ...values, campaignId: ownerId })
        .onConflictDoUpdate({ target: campaignModifiers.campaignId, set });
    } else {
      const { accountId: _, ...set } = values;
      await tx
        .insert(lineItemModifiers)
        .values({ ...values, lineItemId: ownerId })
        .onConflictDoUpdate({ target: lineItemModifiers.lineItemId, set });
    }
  });
}

export async function saveCampaignModifier(
  deps: AppDeps,
  ctx: AuthContext,
  input: LinkInput & { campaign_id: number },
) {
  await saveLink(deps, ctx, 'campaign', input.campaign_id, input);
  return (await findCampaignModifier(deps.db, ctx, input.campaign_id))!;
}

export async function saveLineItemModifier(
  deps: AppDeps,
  ctx: AuthContext,
  input: LinkInput & { line_item_id: number },
) {
  await saveLink(deps, ctx, 'line_item', input.line_item_id, input);
  return (await findLineItemModifier(deps.db, ctx, input.line_item_id))!;
}

/** Removes the owner's link (a no-op when it has none). */
export async function removeLink(deps: AppDeps, ctx: AuthContext, owner: Owner, ownerId: number) {
  await deps.db.transaction(async (tx) => {
    await ownerAdvertiser(tx, ctx, owner, ownerId, true);
    const o = OWNER[owner];
    await tx.execute(sql`delete from ${o.links} where ${o.column} = ${ownerId}`);
  });
}

/** `POST /api/line_items/{id}/timezones`: replaces the line's time zones; none is "Timezone empty". */
export async function setLineItemTimezones(
  deps: AppDeps,
  ctx: AuthContext,
  lineItemId: number,
  ids: number[],
) {
  return deps.db.transaction(async (tx) => {
    await ownerAdvertiser(tx, ctx, 'line_item', lineItemId, true);
    if (ids.length === 0)
      throw new ApiError(422, TIMEZONE_EMPTY, 'Timezone empty', { timezone_ids: [TIMEZONE_EMPTY] });
    const unique = [...new Set(ids)];
    const known = await rowsOf(
      tx,
      sql`select id from timezones where id in (${sql.join(
        unique.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    if (known.length !== unique.length) throw unprocessable({ timezone_ids: ['validation.exists'] });
    await tx.execute(sql`delete from line_item_timezones where line_item_id = ${lineItemId}`);
    await tx.execute(
      sql`insert into line_item_timezones (line_item_id, timezone_id) values ${sql.join(
        unique.map((id) => sql`(${lineItemId}, ${id})`),
        sql`, `,
      )}`,
    );
    return lineItemTimezones(tx, ctx, lineItemId);
  });
}

export async function lineItemTimezones(db: Executor, ctx: AuthContext, lineItemId: number) {
  await ownerAdvertiser(db, ctx, 'line_item', lineItemId);
  const found = await rowsOf(
    db,
    sql`select t.id, t.name from line_item_timezones lt join timezones t on t.id = lt.timezone_id
        where lt.line_item_id = ${lineItemId} order by t.name`,
  );
  return found.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}
