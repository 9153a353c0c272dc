import type { ActivityEntity, ActivityEntry } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { aliasColumns, columnsOf, type ListSpec } from '../../platform/list-query/spec.ts';

export type ActivityScope = { auth: AuthContext; entity: ActivityEntity; entityId: number | null };

const select = {
  ...aliasColumns('l', [
    'id',
    'entity',
    'entity_id',
    'entity_name',
    'advertiser_id',
    'event',
    'user_id',
    'user_name',
    'changes',
    'created_at',
  ]),
};

/** Entries of one kind of object in the caller's account, optionally of one object. */
export const activityListSpec: ListSpec<ActivityEntry, ActivityScope> = {
  entity: 'activity-log',
  from: sql`activity_log l`,
  scope: ({ auth, entity, entityId }) =>
    sql`l.account_id = ${auth.accountId} and l.entity = ${entity}
      ${entityId === null ? sql`` : sql`and l.entity_id = ${entityId}`}
      and ${advertiserVisible(auth, sql`l.advertiser_id`)}`,
  idColumn: sql`l.id`,
  idKey: 'entry_id',
  label: sql`l.entity_name || ' · ' || l.event`,
  defaultSort: 'entry_id',
  defaultOrder: 'desc',
  columns: columnsOf(select, {
    entry_id: { sql: sql`l.id`, kind: 'number', sortable: true },
    // docs/REQUIREMENTS.md#activity-log names the object's id `id`.
    id: { sql: sql`l.entity_id`, kind: 'number', sortable: true, filterable: true, searchable: true },
    entity_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
    event: { kind: 'enum', sortable: true, filterable: true },
    user_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
    created_date: { sql: sql`l.created_at`, kind: 'date', sortable: true, filterable: true },
    updated_date: { sql: sql`l.created_at`, kind: 'date', sortable: true, filterable: true },
  }),
  select,
  downloadColumns: ['id', 'entity_id', 'entity_name', 'event', 'user_name', 'created_at'],
  mapRow: (r) => ({
    id: Number(r.id),
    entity: r.entity as ActivityEntity,
    entity_id: Number(r.entity_id),
    entity_name: String(r.entity_name),
    advertiser_id: r.advertiser_id === null ? null : Number(r.advertiser_id),
    event: r.event as ActivityEntry['event'],
    user_id: r.user_id === null ? null : Number(r.user_id),
    user_name: String(r.user_name),
    changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as ActivityEntry['changes'],
    created_at: new Date(r.created_at as string).toISOString(),
  }),
};
