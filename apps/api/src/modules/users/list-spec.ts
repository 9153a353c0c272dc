import type { UserListItem } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, isoOrNull } from '../../platform/list-query/row.ts';
import { aliasColumns, columnsOf, type ListSpec } from '../../platform/list-query/spec.ts';

const select = {
  id: sql`au.user_id`,
  ...aliasColumns('u', ['name', 'last_name', 'email', 'last_access', 'position_id']),
  position_name: sql`p.name`,
  role_id: sql`au.role_id`,
  role_name: sql`r.name`,
  role_description: sql`r.description`,
  active: sql`au.active`,
  language: sql`u.language`,
  pending_activation: sql`(u.password_hash is null)`,
  created_at: sql`u.created_at`,
};

/** The users of the caller's account, with their role and active flag in that account. */
export const userListSpec: ListSpec<UserListItem, AuthContext> = {
  entity: 'users',
  from: sql`account_users au
    join users u on u.id = au.user_id
    join roles r on r.id = au.role_id
    left join user_positions p on p.id = u.position_id`,
  scope: (ctx) => sql`au.account_id = ${ctx.accountId}`,
  // Membership first: the account's users are a range of the (account_id, user_id) key.
  idColumn: sql`au.user_id`,
  idKey: 'id',
  countSources: [
    { from: sql`account_users au`, columns: ['id', 'role_id', 'active'] },
    {
      from: sql`account_users au join users u on u.id = au.user_id`,
      columns: [
        'id',
        'name',
        'last_name',
        'email',
        'last_access',
        'position_id',
        'role_id',
        'active',
        'language',
        'created_at',
      ],
    },
  ],
  label: sql`u.name || ' ' || u.last_name`,
  defaultSort: 'id',
  defaultOrder: 'desc',
  columns: columnsOf(select, {
    id: { kind: 'number', sortable: true, filterable: true, searchable: true },
    name: { kind: 'text', sortable: true, filterable: true, searchable: true },
    last_name: { kind: 'text', sortable: true, filterable: true, searchable: true },
    email: { kind: 'text', sortable: true, filterable: true, searchable: true },
    last_access: { kind: 'date', sortable: true, filterable: true, nullable: true },
    position_id: { kind: 'number', filterable: true, nullable: true },
    position_name: { kind: 'text', sortable: true, filterable: true, nullable: true },
    role_id: { kind: 'number', filterable: true },
    role_description: { kind: 'text', sortable: true, filterable: true },
    active: { kind: 'boolean', sortable: true, filterable: true },
    language: { kind: 'enum', sortable: true, filterable: true },
    created_at: { kind: 'date', sortable: true, filterable: true },
  }),
  select,
  downloadColumns: [
    'id',
    'name',
    'last_name',
    'email',
    'last_access',
    'position_name',
    'role_description',
    'active',
  ],
  mapRow: (r) => ({
    id: Number(r.id),
    name: String(r.name),
    last_name: String(r.last_name),
    email: String(r.email),
    last_access: isoOrNull(r.last_access),
    position_id: r.position_id === null ? null : Number(r.position_id),
    position_name: (r.position_name as string | null) ?? null,
    role_id: Number(r.role_id),
    role_name: String(r.role_name),
    role_description: String(r.role_description),
    active: Boolean(r.active),
    language: r.language as UserListItem['language'],
    pending_activation: Boolean(r.pending_activation),
    created_at: iso(r.created_at),
  }),
};
