import type { ConversionEventPlan } from '@beacon/simulator';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

/**
 * The events the simulated world converts for (docs/DELIVERY.md "Conversions"): active, not
 * archived or deleted, of active advertisers, with the advertiser's country and whether the event
 * is a purchase (its value then spreads around the default).
 */
export async function loadConversionEvents(db: Executor): Promise<ConversionEventPlan[]> {
  const rows = await rowsOf<{
    id: number;
    account_id: number;
    advertiser_id: number;
    country: string | null;
    value: string;
    type_code: string | null;
  }>(
    db,
    sql`select e.id, e.account_id, e.advertiser_id, co.alpha2 as country, e.value, t.code as type_code
        from events e
        join advertisers a on a.id = e.advertiser_id
        left join countries co on co.id = a.country_id
        left join lookup_values t on t.id = e.event_type_id and t.list = 'event_types'
        where e.active and not e.archived and e.deleted_at is null and a.active
        order by e.id`,
  );
  return rows.map((r) => ({
    eventId: Number(r.id),
    accountId: Number(r.account_id),
    advertiserId: Number(r.advertiser_id),
    countryCode: r.country,
    valueMicros: Math.round(Number(r.value) * 1_000_000),
    purchase: r.type_code === 'purchase',
  }));
}
