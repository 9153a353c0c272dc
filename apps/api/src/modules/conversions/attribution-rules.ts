import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import type { AttributionCode, CreditRule } from './credit.ts';

const CODES = new Set<AttributionCode>(['last_touch', 'last_click', 'last_view', 'count_only']);

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The credit rule of each event (deleted ones too: their earlier fires are still attributed), with
 * its eligible line items: in mode `all` every line item of the event's advertiser, in mode
 * `whitelist` the event's line items and the line items of its campaigns; in both, only lines whose
 * campaign allows events. Events not found get code `none`.
 */
export async function creditRules(db: Db, eventIds: readonly number[]): Promise<Map<number, CreditRule>> {
  const rules = new Map<number, CreditRule>();
  if (eventIds.length === 0) return rules;
  const events = await rowsOf<{
    id: number | string;
    click_window_days: number;
    view_window_days: number;
    code: string | null;
  }>(
    db,
    sql`select e.id, e.click_window_days, e.view_window_days, a.extra->>'code' as code
        from events e
        left join lookup_values a on a.list = 'event_attributions' and a.id = e.event_attribution_id
        where e.id in (${idList(eventIds)})`,
  );
  for (const e of events) {
    const code = CODES.has(e.code as AttributionCode) ? (e.code as AttributionCode) : 'none';
    rules.set(Number(e.id), {
      code,
      clickWindowDays: Number(e.click_window_days),
      viewWindowDays: Number(e.view_window_days),
      eligibleLineItems: new Set<number>(),
    });
  }
  const lines = await rowsOf<{ event_id: number | string; line_item_id: number | string }>(
    db,
    sql`select e.id as event_id, li.id as line_item_id
        from events e
        join line_items li on li.account_id = e.account_id and li.advertiser_id = e.advertiser_id
        join campaigns c on c.id = li.campaign_id and c.allows_events
        where e.id in (${idList(eventIds)})
          and (e.eligibility_mode = 'all'
            or exists (select 1 from event_line_items el where el.event_id = e.id and el.line_item_id = li.id)
            or exists (select 1 from event_campaigns ec where ec.event_id = e.id and ec.campaign_id = c.id))`,
  );
  for (const l of lines) {
    const eligible = rules.get(Number(l.event_id))?.eligibleLineItems as Set<number> | undefined;
    eligible?.add(Number(l.line_item_id));
  }
  return rules;
}
