import { CPI_CAMPAIGN_COLUMNS, type CpiCampaign, formatMoney } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, isoOrNull, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, TIMESTAMP_COLUMNS, tableListSpec } from '../../platform/list-query/spec.ts';

const lookup = (alias: string, list: string, column: string) =>
  sql.raw(`left join lookup_values ${alias} on ${alias}.list = '${list}' and ${alias}.id = r.${column}`);

const listFrom = sql`cpi_campaigns r
  left join users o on o.id = r.owner_id
  ${lookup('lt', 'cpi_campaign_types', 'type_id')}
  ${lookup('lp', 'cpi_providers', 'provider_id')}
  ${lookup('lb', 'cpi_buy_models', 'buy_model_id')}
  ${lookup('lm', 'cpi_mmps', 'mmp_id')}
  ${lookup('ls', 'cpi_statuses', 'status_id')}`;

/** Requests of the caller's account; another account's request answers 404. */
export const cpiCampaignScope = (ctx: AuthContext) => sql`r.account_id = ${ctx.accountId}`;

const select = {
  id: sql`r.id`,
  account_id: sql`r.account_id`,
  ...aliasColumns('r', ['name', 'brand', 'type_id', 'owner_id', 'provider_id', 'buy_model_id', 'mmp_id']),
  type: sql`lt.name`,
  owner_name: sql`nullif(trim(concat_ws(' ', o.name, o.last_name)), '')`,
  provider: sql`lp.name`,
  buy_model: sql`lb.name`,
  mmp: sql`lm.name`,
  status_id: sql`r.status_id`,
  status: sql`ls.name`,
  ...aliasColumns('r', ['currency', 'kpi', 'start_date', 'end_date']),
  budget: sql`r.budget::text`,
  duration: sql`(r.end_date::date - r.start_date::date + 1)`,
  ...aliasColumns('r', ['mmp_traking_link', 'url_google_play', 'app_bundle', 'last_sent_at']),
  notes_count: sql`(select count(*) from cpi_campaign_notes n where n.ext_camp_id = r.id)`,
  creatives_count: sql`(select count(*) from cpi_creatives c where c.campaign_id = r.id)`,
  ...aliasColumns('r', ['created_at', 'updated_at']),
};

export function mapCpiCampaign(r: Record<string, unknown>): CpiCampaign {
  return {
    id: Number(r.id),
    account_id: Number(r.account_id),
    name: String(r.name),
    brand: String(r.brand),
    type_id: Number(r.type_id),
    type: strOrNull(r.type),
    owner_id: numOrNull(r.owner_id),
    owner_name: strOrNull(r.owner_name),
    provider_id: Number(r.provider_id),
    provider: strOrNull(r.provider),
    buy_model_id: Number(r.buy_model_id),
    buy_model: strOrNull(r.buy_model),
    mmp_id: Number(r.mmp_id),
    mmp: strOrNull(r.mmp),
    status_id: Number(r.status_id),
    status: strOrNull(r.status),
    currency: String(r.currency),
    budget: formatMoney(String(r.budget)) ?? '0',
    kpi: String(r.kpi),
    start_date: String(r.start_date),
    end_date: String(r.end_date),
    duration: Number(r.duration),
    mmp_traking_link: String(r.mmp_traking_link),
    url_google_play: String(r.url_google_play),
    app_bundle: String(r.app_bundle),
    notes_count: Number(r.notes_count ?? 0),
    creatives_count: Number(r.creatives_count ?? 0),
    last_sent_at: isoOrNull(r.last_sent_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const columns = columnsOf(select, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  brand: { kind: 'text', sortable: true, filterable: true, searchable: true },
  type_id: { kind: 'number', filterable: true },
  type: { kind: 'text', sortable: true, nullable: true },
  owner_id: { kind: 'number', filterable: true, nullable: true },
  owner_name: { kind: 'text', sortable: true, nullable: true },
  provider_id: { kind: 'number', filterable: true },
  provider: { kind: 'text', sortable: true, nullable: true },
  buy_model_id: { kind: 'number', filterable: true },
  buy_model: { kind: 'text', sortable: true, nullable: true },
  mmp_id: { kind: 'number', filterable: true },
  mmp: { kind: 'text', sortable: true, nullable: true },
  status_id: { kind: 'number', filterable: true },
  status: { kind: 'text', sortable: true, nullable: true },
  currency: { kind: 'text', sortable: true, filterable: true },
  budget: { kind: 'number', sortable: true, sql: sql`r.budget` },
  kpi: { kind: 'text', sortable: true, searchable: true },
  start_date: { kind: 'text', sortable: true },
  end_date: { kind: 'text', sortable: true },
  duration: { kind: 'number', sortable: true },
  app_bundle: { kind: 'text', sortable: true, filterable: true, searchable: true },
  ...TIMESTAMP_COLUMNS,
});

/** The requests grid (docs/CPI_CAMPAIGNS.md). */
export const cpiCampaignListSpec = tableListSpec<CpiCampaign, AuthContext>('cpi_campaigns', 'r', {
  entity: 'cpi_campaigns',
  from: listFrom,
  scope: cpiCampaignScope,
  // The joins never add or drop a row: owner and lookups are unique by key.
  defaultSort: CPI_CAMPAIGN_COLUMNS.defaultSort,
  columns,
  select,
  downloadColumns: [...CPI_CAMPAIGN_COLUMNS.download],
  mapRow: mapCpiCampaign,
});
