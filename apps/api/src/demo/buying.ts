import {
  creativeAssociationRequestSchema,
  creativeRequestSchema,
  dayOffset,
  lineItemRequestSchema,
} from '@beacon/contracts';
import { and, eq } from 'drizzle-orm';
import { campaigns, campaignTerms, lineItems, lookupValues, timezones } from '../db/schema.ts';
import { createAdvertiser } from '../modules/advertisers/service.ts';
import { createCampaign } from '../modules/campaigns/service.ts';
import { acceptTerms } from '../modules/campaigns/terms.ts';
import { createAssociation } from '../modules/creatives/associations-service.ts';
import { createCreative } from '../modules/creatives/service.ts';
import { createLineItem } from '../modules/line-items/service.ts';
import type { AuthContext } from '../platform/auth/context.ts';
import type { Db } from '../platform/db/client.ts';
import type { AppDeps } from '../platform/deps.ts';
import { adminContext } from './admin-context.ts';
import { demoBannerTag, storeDemoThumbnail } from './banner.ts';

/**
 * A demo campaign: its budget and its flight in days from today in the advertiser's time zone
 * (first day, last day). Flights that began weeks ago give reports and charts a history from the
 * first start (docs/DELIVERY.md "History"); one ended, one has not started.
 */
type DemoCampaign = { name: string; budget: string; flight: [number, number]; objective: number };
// Budgets: about 7–9 US dollars a day over each flight (paced evenly over the lifetime), a small
// share of what the small world's auctions in the advertiser's country could absorb, so every day
// of the history delivers and no campaign runs dry before its end. Peso budgets stop at the COP
// ceiling of the currency list (150,000), so the Colombian advertiser is the small spender.

/** Fictional advertisers of the demo account, each with two campaigns, in three markets. */
const DEMO_ADVERTISERS: {
  name: string;
  iab: string;
  domain: string;
  bundle: string | null;
  /** The colour of its banner. */
  color: string;
  currency: string;
  perUsd: number;
  country: number;
  timezone: string;
  campaigns: DemoCampaign[];
}[] = [
  {
    name: 'Café Montaña',
    iab: 'IAB8',
    domain: 'cafemontana.com.co',
    color: '#6b3e26',
    bundle: 'co.cafemontana.app',
    currency: 'COP',
    /** Local units per US dollar, so bids clear the exchanges' floors in every currency. */
    perUsd: 4000,
    country: 170,
    timezone: 'America/Bogota',
    campaigns: [
      { name: 'Always-on prospecting', budget: '150000', flight: [-30, 30], objective: 1 },
      { name: 'Holiday retargeting', budget: '120000', flight: [7, 37], objective: 2 },
    ],
  },
  {
    name: 'Rio Mobility',
    iab: 'IAB2',
    domain: 'riomobility.com.br',
    color: '#0b6e4f',
    bundle: null,
    currency: 'BRL',
    perUsd: 5,
    country: 76,
    timezone: 'America/Sao_Paulo',
    campaigns: [
      { name: 'Always-on prospecting', budget: '4000', flight: [-40, 50], objective: 1 },
      { name: 'Spring commuters', budget: '2700', flight: [-70, -10], objective: 2 },
    ],
  },
  {
    name: 'Atlas Bank',
    iab: 'IAB13',
    domain: 'atlasbank.cl',
    color: '#123b5c',
    bundle: 'id1490011223',
    currency: 'USD',
    perUsd: 1,
    country: 152,
    timezone: 'America/Santiago',
    campaigns: [
      { name: 'Always-on prospecting', budget: '900', flight: [-75, 30], objective: 1 },
      { name: 'Holiday retargeting', budget: '400', flight: [-20, 37], objective: 2 },
    ],
  },
];
/** HTML tag template and the 300x250 size of the coded lists. */
const DEMO_TAG_TEMPLATE = 2;
const DEMO_SIZE = 1;
/** VAST wrapper: the demo's video lines serve a third-party VAST URL (never fetched here). */
const DEMO_VAST_WRAPPER_TEMPLATE = 22;

/** Bid prices given in US dollars, in an advertiser's currency. */
const inCurrency = (bids: Record<string, number>, perUsd: number) =>
  Object.fromEntries(Object.entries(bids).map(([field, usd]) => [field, (usd * perUsd).toFixed(2)]));

/** Two line items per campaign: display at a fixed CPM and video on a completed-view target. */
const DEMO_LINES: {
  name: string;
  type: number;
  strategy: number;
  share: number;
  bidsUsd: Record<string, number>;
}[] = [
  { name: 'Display', type: 1, strategy: 1, share: 0.6, bidsUsd: { cpm_bid: 2.8 } },
  { name: 'Video', type: 2, strategy: 6, share: 0.3, bidsUsd: { target_ecpcv: 0.04, max_cpm_bid: 14 } },
];

async function lookupId(deps: AppDeps, list: string, code: string) {
  const [row] = await deps.db
    .select({ id: lookupValues.id })
    .from(lookupValues)
    .where(and(eq(lookupValues.list, list), eq(lookupValues.code, code)));
  return row?.id ?? 1;
}

/**
 * Demo advertisers and campaigns for `npm start` on an empty database, written through the same
 * services (rules, activity log) a person uses, as the account's administrator.
 */
export async function seedDemoBuying(deps: AppDeps, adminEmail: string) {
  const ctx = await adminContext(deps, adminEmail);
  const [terms] = await deps.db.select().from(campaignTerms).limit(1);
  if (!ctx || !terms) return;
  await acceptTerms(deps.db, ctx, terms.version, 'en');
  const [strategy, pacing, kpi] = await Promise.all([
    lookupId(deps, 'optimization_strategies', 'max_ctr'),
    lookupId(deps, 'campaign_pacing', 'even'),
    lookupId(deps, 'kpis', 'ctr'),
  ]);
  for (const demo of DEMO_ADVERTISERS) {
    const category = await lookupId(deps, 'advertiser_categories', demo.iab);
    const [zone] = await deps.db.select().from(timezones).where(eq(timezones.name, demo.timezone));
    const advertiser = await createAdvertiser(deps, ctx, {
      name: demo.name,
      category_id: category,
      domain: demo.domain,
      app_bundle: demo.bundle,
      currency: demo.currency,
      country_id: demo.country,
      maker_id: null,
      trade_mark_id: null,
      active: true,
    });
    const look = { name: demo.name, domain: demo.domain, color: demo.color };
    const thumbnail = await storeDemoThumbnail(deps, ctx, advertiser.id, look);
    const banner = await createCreative(
      deps,
      ctx,
      creativeRequestSchema.parse({
        name: `${demo.name} · Medium rectangle`,
        advertiser_id: advertiser.id,
        creative_template_id: DEMO_TAG_TEMPLATE,
        size_id: DEMO_SIZE,
        tag: demoBannerTag(look),
        thumbnail_id: thumbnail.id,
        landing_page_url: `https://${demo.domain}/`,
        domain: demo.domain,
      }),
    );
    const preroll = await createCreative(
      deps,
      ctx,
      creativeRequestSchema.parse({
        name: `${demo.name} · Pre-roll 30s`,
        advertiser_id: advertiser.id,
        creative_template_id: DEMO_VAST_WRAPPER_TEMPLATE,
        tag: `https://ads.${demo.domain}/vast/preroll-30s.xml`,
        landing_page_url: `https://${demo.domain}/`,
        domain: demo.domain,
      }),
    );
    for (const demoCampaign of demo.campaigns)
      await seedDemoCampaign(deps, ctx, {
        advertiserId: advertiser.id,
        advertiserName: demo.name,
        perUsd: demo.perUsd,
        zone: zone ?? null,
        creatives: { display: banner.id, video: preroll.id },
        ids: { strategy, pacing, kpi },
        campaign: demoCampaign,
      });
  }
}

/**
 * One demo campaign with its display and video lines, in one transaction. The services take
 * flights from today on (a start in the past is refused to everyone), so a campaign whose flight
 * began weeks ago, or has ended, is created from today and its dates (and its lines') are then
 * written back to the demo's flight in the same transaction: seed-only, the public rule is
 * untouched, and the campaign is never seen with its interim dates.
 */
async function seedDemoCampaign(
  deps: AppDeps,
  ctx: AuthContext,
  demo: {
    advertiserId: number;
    advertiserName: string;
    perUsd: number;
    zone: { id: number; name: string } | null;
    creatives: { display: number; video: number };
    ids: { strategy: number; pacing: number; kpi: number };
    campaign: DemoCampaign;
  },
) {
  const zoneName = demo.zone?.name ?? 'UTC';
  const [first, last] = demo.campaign.flight;
  const startDate = dayOffset(first, zoneName);
  const endDate = dayOffset(last, zoneName, '23:59:59');
  await deps.db.transaction(async (tx) => {
    // The services open their own transactions; on `tx` they become savepoints of this one.
    const inTx: AppDeps = { ...deps, db: tx as unknown as Db };
    const campaign = await createCampaign(inTx, ctx, {
      advertiser_id: demo.advertiserId,
      name: `${demo.advertiserName} · ${demo.campaign.name}`,
      alternative_id: null,
      owner_id: ctx.userId,
      trafficker_id: null,
      continent_id: null,
      // The demo events credit every line of their advertiser (apps/api/src/demo/events.ts).
      allows_events: true,
      budget: demo.campaign.budget,
      budget_type_id: 1,
      start_date: first < 0 ? dayOffset(0, zoneName) : startDate,
      end_date: last < 0 ? dayOffset(1, zoneName, '23:59:59') : endDate,
      daily_budget: null,
      timezone_id: demo.zone?.id ?? 1,
      campaign_pmp: false,
      delivery_type_id: 1,
      delivery_objective_id: demo.campaign.objective,
      frequency: null,
      frequency_cap_type_id: null,
      optimization_strategy_id: demo.ids.strategy,
      strategy_id: null,
      campaign_pacing_id: demo.ids.pacing,
      kpi_id: demo.ids.kpi,
      kpi_target: '0.8',
      bid_shading: true,
      automatic_allocation: false,
      active: true,
    });
    for (const line of DEMO_LINES) {
      const lineItem = await createLineItem(
        inTx,
        ctx,
        lineItemRequestSchema.parse({
          campaign_id: campaign.id,
          name: `${line.name} · ${demo.campaign.name}`,
          line_item_type_id: line.type,
          budget_type_id: 1,
          budget: (Number(demo.campaign.budget) * line.share).toFixed(2),
          start_date: campaign.start_date,
          end_date: campaign.end_date,
          timezone_id: campaign.timezone_id,
          bid_strategy_id: line.strategy,
          ...inCurrency(line.bidsUsd, demo.perUsd),
          line_pacing_id: 2,
          pacing_behavior_id: 1,
          catchup_behavior_id: 1,
          creative_method_id: 1,
          active: true,
        }),
      );
      await createAssociation(
        inTx,
        ctx,
        creativeAssociationRequestSchema.parse({
          creative_id: line.type === 1 ? demo.creatives.display : demo.creatives.video,
          line_item_id: lineItem.id,
          start_date: null,
          end_date: null,
          active: true,
        }),
      );
    }
    if (first < 0 || last < 0) {
      await tx.update(campaigns).set({ startDate, endDate }).where(eq(campaigns.id, campaign.id));
      await tx.update(lineItems).set({ startDate, endDate }).where(eq(lineItems.campaignId, campaign.id));
    }
  });
}
