import {
  ELIGIBLE_ATTRIBUTION_CODES,
  EVENT_COLUMNS,
  type EventEligibilityMode,
  type EventRow,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, isoOrNull, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, TIMESTAMP_COLUMNS, tableListSpec } from '../../platform/list-query/spec.ts';

const listFrom = sql`events e
  join advertisers adv on adv.id = e.advertiser_id
  left join segments s on s.id = e.segment_id
  left join lookup_values lt on lt.list = 'event_types' and lt.id = e.event_type_id
  left join lookup_values la on la.list = 'event_attributions' and la.id = e.event_attribution_id
  left join lookup_values ltt on ltt.list = 'event_tag_types' and ltt.id = e.event_tag_type_id`;

/**
 * Events the caller sees: of their account, not deleted, and for an advertiser-restricted user
 * only those of their advertisers. A deleted event is outside every scope, so it answers 404.
 */
export const eventScope = (ctx: AuthContext) =>
  sql`e.account_id = ${ctx.accountId} and e.deleted_at is null and ${advertiserVisible(ctx, sql`e.advertiser_id`)}`;

/** Whether the attribution credits line items (docs/REQUIREMENTS.md#events). */
export const eligibleSql = sql`coalesce((la.extra->>'code') in (${sql.join(
  ELIGIBLE_ATTRIBUTION_CODES.map((code) => sql`${code}`),
  sql`, `,
)}), false)`;

/** The line items an event whitelists: chosen directly or through a chosen campaign. */
const whitelistedLines = sql`select li.id from line_items li
  where li.id in (select el.line_item_id from event_line_items el where el.event_id = e.id)
     or li.campaign_id in (select ec.campaign_id from event_campaigns ec where ec.event_id = e.id)`;

/** Filled from the analytics store after the page is read (fired-counts.ts). */
const firedPlaceholder = sql`null::bigint`;

const select = {
  id: sql`e.id`,
  account_id: sql`e.account_id`,
  ...aliasColumns('e', ['external_id', 'name', 'active', 'archived', 'advertiser_id']),
  advertiser_name: sql`adv.name`,
  ...aliasColumns('e', ['event_attribution_id', 'event_type_id', 'event_tag_type_id', 'segment_id']),
  event_attribution: sql`la.name`,
  event_type: sql`lt.name`,
  generate_type: sql`ltt.code`,
  segment_name: sql`s.name`,
  ...aliasColumns('e', ['value', 'click_window_days', 'view_window_days', 'eligibility_mode']),
  eligible: eligibleSql,
  status: sql`null::text`,
  events_fired_today: firedPlaceholder,
  events_fired_yesterday: firedPlaceholder,
  events_fired_past_7_days_avg: sql`null::float8`,
  events_fired_past_30_days_look_back: firedPlaceholder,
  line_items_count: sql`(select count(*) from (${whitelistedLines}) w)`,
  creative_associations_count: sql`(select count(*) from creative_line_associations cla
    where cla.line_item_id in (${whitelistedLines}))`,
  ...aliasColumns('e', ['created_by', 'updated_by', 'deleted_by', 'created_at', 'updated_at', 'deleted_at']),
};

/**
 * A row of the list. The fired counters and status come from the analytics store afterwards
 * (`mergeFiredCounts`); they stay null when the store cannot be read.
 */
export function mapEvent(r: Record<string, unknown>): EventRow {
  const segmentId = numOrNull(r.segment_id);
  return {
    id: Number(r.id),
    account_id: Number(r.account_id),
    external_id: Number(r.external_id),
    name: String(r.name),
    active: Boolean(r.active),
    archived: Boolean(r.archived),
    advertiser_id: Number(r.advertiser_id),
    advertiser_name: String(r.advertiser_name),
    event_attribution_id: numOrNull(r.event_attribution_id),
    event_attribution: strOrNull(r.event_attribution),
    event_type_id: numOrNull(r.event_type_id),
    event_type: strOrNull(r.event_type),
    event_tag_type_id: numOrNull(r.event_tag_type_id),
    generate_type: strOrNull(r.generate_type),
    segment_id: segmentId,
    segment_name: strOrNull(r.segment_name),
    segment: segmentId === null ? null : { id: segmentId, name: String(r.segment_name ?? '') },
    value: Number(r.value),
    click_window_days: Number(r.click_window_days),
    view_window_days: Number(r.view_window_days),
    eligibility_mode: r.eligibility_mode as EventEligibilityMode,
    eligible: Boolean(r.eligible),
    status: null,
    events_fired_today: null,
    events_fired_yesterday: null,
    events_fired_past_7_days_avg: null,
    events_fired_past_30_days_look_back: null,
    line_items_count: Number(r.line_items_count ?? 0),
    creative_associations_count: Number(r.creative_associations_count ?? 0),
    created_by: numOrNull(r.created_by),
    updated_by: numOrNull(r.updated_by),
    deleted_by: numOrNull(r.deleted_by),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    deleted_at: isoOrNull(r.deleted_at),
  };
}

const eventColumns = columnsOf(select, {
  id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  external_id: { kind: 'number', sortable: true, filterable: true, searchable: true },
  name: { kind: 'text', sortable: true, filterable: true, searchable: true },
  active: { kind: 'boolean', sortable: true, filterable: true },
  archived: { kind: 'boolean', sortable: true, filterable: true },
  advertiser_id: { kind: 'number', filterable: true },
  advertiser_name: { kind: 'text', sortable: true },
  event_type_id: { kind: 'number', filterable: true, nullable: true },
  event_type: { kind: 'text', sortable: true, nullable: true },
  event_attribution_id: { kind: 'number', filterable: true, nullable: true },
  event_attribution: { kind: 'text', sortable: true, nullable: true },
  segment_name: { kind: 'text', sortable: true, nullable: true },
  value: { kind: 'number', sortable: true },
  click_window_days: { kind: 'number', sortable: true },
  view_window_days: { kind: 'number', sortable: true },
  eligibility_mode: { kind: 'enum', sortable: true, filterable: true },
  line_items_count: { kind: 'number', sortable: true },
  ...TIMESTAMP_COLUMNS,
});

/** The events grid (docs/REQUIREMENTS.md#events): filters id, name, advertiser_id, active, archived, event_type_id. */
export const eventListSpec = tableListSpec<EventRow, AuthContext>('events', 'e', {
  entity: 'events',
  from: listFrom,
  scope: eventScope,
  // The joins never add or drop a row: the advertiser is required, the lookups and segment unique.
  defaultSort: EVENT_COLUMNS.defaultSort,
  columns: eventColumns,
  select,
  downloadColumns: [...EVENT_COLUMNS.download],
  mapRow: mapEvent,
});
