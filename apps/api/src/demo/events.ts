import { EVENT_TAG_TYPES, eventRequestSchema } from '@beacon/contracts';
import { and, eq } from 'drizzle-orm';
import { advertisers, lookupValues } from '../db/schema.ts';
import { createEvent } from '../modules/events/service.ts';
import type { AppDeps } from '../platform/deps.ts';
import { adminContext } from './admin-context.ts';

/**
 * Conversion events of the demo advertisers: a purchase with a value and a sign-up (or lead) each,
 * credited by last touch to every line of the advertiser whose campaign allows events, so the
 * simulated world's conversions (docs/DELIVERY.md "Conversions") are attributed from the first
 * start. Values are US dollars; windows are those a person would pick for the product.
 */
export const DEMO_EVENTS: {
  advertiser: string;
  name: string;
  type: 'purchase' | 'sign_up' | 'lead';
  value: string;
  clickDays: number;
  viewDays: number;
}[] = [
  {
    advertiser: 'Café Montaña',
    name: 'Purchase',
    type: 'purchase',
    value: '18.00',
    clickDays: 30,
    viewDays: 7,
  },
  {
    advertiser: 'Café Montaña',
    name: 'Newsletter sign-up',
    type: 'sign_up',
    value: '0',
    clickDays: 14,
    viewDays: 3,
  },
  {
    advertiser: 'Rio Mobility',
    name: 'Ride booked',
    type: 'purchase',
    value: '9.50',
    clickDays: 7,
    viewDays: 1,
  },
  {
    advertiser: 'Rio Mobility',
    name: 'App sign-up',
    type: 'sign_up',
    value: '0',
    clickDays: 14,
    viewDays: 3,
  },
  {
    advertiser: 'Atlas Bank',
    name: 'Account opened',
    type: 'purchase',
    value: '120.00',
    clickDays: 30,
    viewDays: 14,
  },
  {
    advertiser: 'Atlas Bank',
    name: 'Loan application',
    type: 'lead',
    value: '25.00',
    clickDays: 30,
    viewDays: 7,
  },
];

async function lookupId(deps: AppDeps, list: string, code: string): Promise<number | null> {
  const [row] = await deps.db
    .select({ id: lookupValues.id })
    .from(lookupValues)
    .where(and(eq(lookupValues.list, list), eq(lookupValues.code, code)));
  return row?.id ?? null;
}

/**
 * Creates the demo events of the demo advertisers of the account (after `seedDemoBuying`) through
 * the events service, so they are checked and logged like any other; an advertiser that is not
 * there is skipped.
 */
export async function seedDemoEvents(deps: AppDeps, adminEmail: string): Promise<number> {
  const ctx = await adminContext(deps, adminEmail);
  if (!ctx) return 0;
  const attribution = await lookupId(deps, 'event_attributions', 'last_touch');
  const types = new Map<string, number | null>();
  for (const code of ['purchase', 'sign_up', 'lead'])
    types.set(code, await lookupId(deps, 'event_types', code));
  const owned = await deps.db
    .select({ id: advertisers.id, name: advertisers.name })
    .from(advertisers)
    .where(eq(advertisers.accountId, ctx.accountId));
  const byName = new Map(owned.map((a) => [a.name, a.id]));
  let created = 0;
  for (const demo of DEMO_EVENTS) {
    const advertiserId = byName.get(demo.advertiser);
    if (advertiserId === undefined) continue;
    await createEvent(
      deps,
      ctx,
      eventRequestSchema.parse({
        name: demo.name,
        advertiser_id: advertiserId,
        event_type_id: types.get(demo.type) ?? null,
        event_attribution_id: attribution,
        event_tag_type_id: EVENT_TAG_TYPES.image,
        value: demo.value,
        click_window_days: demo.clickDays,
        view_window_days: demo.viewDays,
        eligibility_mode: 'all',
        active: true,
      }),
    );
    created++;
  }
  return created;
}
