import type { CreativeAddon, CreativeAddonInput } from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { creativeAddons } from '../../db/schema.ts';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { findInScope, findInScopeOrThrow } from '../../platform/list-query/find-one.ts';
import { iso } from '../../platform/list-query/row.ts';
import type { ListSpec } from '../../platform/list-query/spec.ts';
import { advertiserListSpec } from '../advertisers/list-spec.ts';

/**
 * The add-on library of the account (pixels, scripts, click trackers reused across creatives).
 * Add-ons without an advertiser are shared; restricted users see the shared ones and their
 * advertisers' ones.
 */
export const creativeAddonListSpec: ListSpec<CreativeAddon, AuthContext> = {
  entity: 'creative_addons',
  from: sql`creative_addons ad left join advertisers a on a.id = ad.advertiser_id`,
  scope: (ctx) =>
    sql`ad.account_id = ${ctx.accountId} and (ad.advertiser_id is null or ${advertiserVisible(ctx, sql`ad.advertiser_id`)})`,
  idColumn: sql`ad.id`,
  idKey: 'id',
  label: sql`ad.name`,
  defaultSort: 'id',
  defaultOrder: 'desc',
  columns: {
    id: { sql: sql`ad.id`, kind: 'number', sortable: true, filterable: true, searchable: true },
    name: { sql: sql`ad.name`, kind: 'text', sortable: true, filterable: true, searchable: true },
    kind: { sql: sql`ad.kind`, kind: 'enum', sortable: true, filterable: true },
    advertiser_id: { sql: sql`ad.advertiser_id`, kind: 'number', filterable: true, nullable: true },
    advertiser_name: { sql: sql`a.name`, kind: 'text', sortable: true, nullable: true },
    active: { sql: sql`ad.active`, kind: 'boolean', sortable: true, filterable: true },
    created_at: { sql: sql`ad.created_at`, kind: 'date', sortable: true, filterable: true },
  },
  select: {
    id: sql`ad.id`,
    account_id: sql`ad.account_id`,
    advertiser_id: sql`ad.advertiser_id`,
    advertiser_name: sql`a.name`,
    name: sql`ad.name`,
    kind: sql`ad.kind`,
    content: sql`ad.content`,
    active: sql`ad.active`,
    created_at: sql`ad.created_at`,
    updated_at: sql`ad.updated_at`,
  },
  downloadColumns: ['id', 'name', 'kind', 'advertiser_name', 'content', 'active'],
  mapRow: (r) => ({
    id: Number(r.id),
    account_id: Number(r.account_id),
    advertiser_id: r.advertiser_id === null ? null : Number(r.advertiser_id),
    advertiser_name: r.advertiser_name === null ? null : String(r.advertiser_name),
    name: String(r.name),
    kind: String(r.kind) as CreativeAddon['kind'],
    content: String(r.content),
    active: Boolean(r.active),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }),
};

export async function findAddon(db: Executor, ctx: AuthContext, id: number) {
  return findInScopeOrThrow(db, creativeAddonListSpec, ctx, id, 'Add-on');
}

/** Restricted users may only write add-ons of their advertisers (shared ones are the account's). */
async function checkAdvertiser(db: Executor, ctx: AuthContext, advertiserId: number | null) {
  if (advertiserId === null) {
    if (ctx.advertiserIds !== null) throw unprocessable({ advertiser_id: ['validation.required'] });
    return;
  }
  if (!(await findInScope(db, advertiserListSpec, ctx, advertiserId)))
    throw unprocessable({ advertiser_id: ['validation.exists'] });
}

export async function createAddon(deps: AppDeps, ctx: AuthContext, input: CreativeAddonInput) {
  return deps.db.transaction(async (tx) => {
    await checkAdvertiser(tx, ctx, input.advertiser_id);
    const [row] = await tx
      .insert(creativeAddons)
      .values({
        accountId: ctx.accountId,
        advertiserId: input.advertiser_id,
        name: input.name,
        kind: input.kind,
        content: input.content,
        active: input.active,
      })
      .returning({ id: creativeAddons.id });
    return findAddon(tx, ctx, row!.id);
  });
}

/** Updates an add-on; its kind is fixed because creatives count their limits per kind. */
export async function updateAddon(deps: AppDeps, ctx: AuthContext, id: number, input: CreativeAddonInput) {
  return deps.db.transaction(async (tx) => {
    const before = await findAddon(tx, ctx, id);
    if (before.kind !== input.kind) throw unprocessable({ kind: ['validation.immutable'] });
    await checkAdvertiser(tx, ctx, input.advertiser_id);
    await tx
      .update(creativeAddons)
      .set({
        advertiserId: input.advertiser_id,
        name: input.name,
        content: input.content,
        active: input.active,
        updatedAt: new Date(),
      })
      .where(eq(creativeAddons.id, id));
    return findAddon(tx, ctx, id);
  });
}
