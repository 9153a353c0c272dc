import type { Notification } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { type ListSpec, tableListSpec } from '../../platform/list-query/spec.ts';

/** The caller's language picks the title and description; English when a text lacks it. */
const text = (field: 'title' | 'description') =>
  sql.raw(`coalesce(a.texts -> (select u.language from users u where u.id = n.user_id) ->> '${field}',
    a.texts -> 'en' ->> '${field}')`);

const select = {
  id: sql`n.id`,
  code: sql`a.code`,
  campaign_id: sql`a.campaign_id`,
  created_at: sql`n.created_at`,
  read: sql`n.read_at is not null`,
  title: text('title'),
  description: text('description'),
  texts: sql`a.texts`,
  url: sql`a.url`,
  file_path: sql`a.file_path`,
  modal_view: sql`a.modal_view`,
};

/** The caller's own notifications in their active account, newest first. */
export const notificationListSpec: ListSpec<Notification, AuthContext> = tableListSpec('notifications', 'n', {
  entity: 'notifications',
  from: sql`notifications n join notification_alerts a on a.id = n.alert_id`,
  scope: (ctx) => sql`n.user_id = ${ctx.userId} and n.account_id = ${ctx.accountId}`,
  label: text('title'),
  defaultSort: 'id',
  columns: {
    id: { sql: sql`n.id`, kind: 'number', sortable: true },
    code: { sql: sql`a.code`, kind: 'enum', filterable: true },
    read: { sql: sql`n.read_at is not null`, kind: 'boolean', filterable: true },
    created_at: { sql: sql`n.created_at`, kind: 'date', sortable: true, filterable: true },
  },
  select,
  downloadColumns: ['id', 'created_at', 'title', 'description'],
  mapRow: (r) => ({
    id: Number(r.id),
    code: r.code as Notification['code'],
    campaign_id: Number(r.campaign_id),
    created_at: new Date(r.created_at as string).toISOString(),
    read: r.read === true || r.read === 't',
    title: String(r.title),
    description: String(r.description),
    texts: (typeof r.texts === 'string' ? JSON.parse(r.texts) : r.texts) as Notification['texts'],
    url: (r.url as string | null) ?? null,
    file_path: (r.file_path as string | null) ?? null,
    modal_view: r.modal_view === true || r.modal_view === 't',
  }),
});
