import type { CpiNote } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { iso, numOrNull, strOrNull } from '../../platform/list-query/row.ts';
import { columnsOf, tableListSpec } from '../../platform/list-query/spec.ts';

export const noteFrom = sql`cpi_campaign_notes n left join users u on u.id = n.user_id`;

const select = {
  id: sql`n.id`,
  ext_camp_id: sql`n.ext_camp_id`,
  note: sql`n.note`,
  user_id: sql`n.user_id`,
  user_name: sql`nullif(trim(concat_ws(' ', u.name, u.last_name)), '')`,
  created_at: sql`n.created_at`,
};
export const noteSelect = sql.join(
  Object.entries(select).map(([key, expr]) => sql`${expr} as ${sql.identifier(key)}`),
  sql`, `,
);

export const mapNote = (r: Record<string, unknown>): CpiNote => ({
  id: Number(r.id),
  ext_camp_id: Number(r.ext_camp_id),
  note: String(r.note),
  user_id: numOrNull(r.user_id),
  user_name: strOrNull(r.user_name),
  created_at: iso(r.created_at),
});

/** The notes history of the account's requests, newest first; filter `ext_camp_id` for one request. */
export const cpiNoteListSpec = tableListSpec<CpiNote, AuthContext>('cpi_campaign_notes', 'n', {
  entity: 'cpi_campaign_notes',
  from: noteFrom,
  // Reads only the notes' table, so the count needs no join.
  scope: (ctx) => sql`n.ext_camp_id in (select id from cpi_campaigns where account_id = ${ctx.accountId})`,
  defaultSort: 'id',
  columns: columnsOf(select, {
    id: { kind: 'number', sortable: true, filterable: true },
    ext_camp_id: { kind: 'number', filterable: true },
    note: { kind: 'text', searchable: true },
    user_name: { kind: 'text', sortable: true, nullable: true },
    created_at: { kind: 'date', sortable: true, filterable: true },
  }),
  label: sql`left(n.note, 80)`,
  select,
  downloadColumns: ['id', 'ext_camp_id', 'created_at', 'user_name', 'note'],
  mapRow: mapNote,
});
