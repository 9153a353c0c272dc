import { ADVERTISER_COLUMNS, type Advertiser } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, TIMESTAMP_COLUMNS, tableListSpec } from '../../platform/list-query/spec.ts';

export const advertiserFrom = sql`advertisers a
  left join lookup_values cat on cat.list = 'advertiser_categories' and cat.id = a.category_id
  left join countries co on co.id = a.country_id
  left join makers mk on mk.id = a.maker_id
  left join trade_marks tm on tm.id = a.trade_mark_id`;

const campaignsCount = sql`(select count(*) from campaigns c where c.advertiser_id = a.id)`;

export const advertiserSelect = {
  ...aliasColumns('a', ['id', 'account_id', 'external_id', 'name', 'category_id']),
  category_name: sql`cat.name`,
  ...aliasColumns('a', ['domain', 'app_bundle', 'currency', 'country_id']),
  country_name: sql`co.name`,
  maker_id: sql`a.maker_id`,
  maker_name: sql`mk.name`,
  trade_mark_id: sql`a.trade_mark_id`,
  trade_mark_name: sql`tm.name`,
  active: sql`a.active`,
  associated_campaigns_count: campaignsCount,
  created_at: sql`a.created_at`,
  updated_at: sql`a.updated_at`,
};

export function mapAdvertiser(r: Record<string, unknown>): Advertiser {
  return {
    id: Number(r.id),
    account_id: Number(r.account_id),
    external_id: Number(r.external_id),
    name: String(r.name),
    category_id: Number(r.category_id),
    category_name: strOrNull(r.category_name),
    domain: String(r.domain),
    app_bundle: strOrNull(r.app_bundle),
    currency: String(r.currency),
    country_id: numOrNull(r.country_id),
    country_name: strOrNull(r.country_name),
    maker_id: numOrNull(r.maker_id),
    maker_name: strOrNull(r.maker_name),
    trade_mark_id: numOrNull(r.trade_mark_id),
    trade_mark_name: strOrNull(r.trade_mark_name),
    active: Boolean(r.active),
    associated_campaigns_count: Number(r.associated_campaigns_count ?? 0),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const advertiserColumns = columnsOf(advertiserSelect, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  external_id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  category_id: { kind: 'number', filterable: true },
  category_name: { kind: 'text', sortable: true, nullable: true },
  domain: { kind: 'text', sortable: true, filterable: true, searchable: true },
  app_bundle: { kind: 'text', sortable: true, filterable: true, nullable: true },
  currency: { kind: 'enum', sortable: true, filterable: true },
  country_id: { kind: 'number', filterable: true, nullable: true },
  country_name: { kind: 'text', sortable: true, nullable: true },
  maker_name: { kind: 'text', sortable: true, nullable: true },
  trade_mark_name: { kind: 'text', sortable: true, nullable: true },
  associated_campaigns_count: { kind: 'number', sortable: true },
  active: { kind: 'boolean', sortable: true, filterable: true },
  ...TIMESTAMP_COLUMNS,
});

/** The advertisers of the caller's account (only the assigned ones for a restricted user). */
export const advertiserListSpec = tableListSpec<Advertiser, AuthContext>('advertisers', 'a', {
  entity: 'advertisers',
  from: advertiserFrom,
  scope: (ctx) => sql`a.account_id = ${ctx.accountId} and ${advertiserVisible(ctx, sql`a.id`)}`,
  defaultSort: 'external_id',
  columns: advertiserColumns,
  select: advertiserSelect,
  downloadColumns: [...ADVERTISER_COLUMNS.dimensions],
  mapRow: mapAdvertiser,
});
