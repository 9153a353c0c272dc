import {
  creativeAssociationRequestSchema,
  creativeRequestSchema,
  dayOffset,
  lineItemRequestSchema,
} from '@beacon/contracts';
import { and, eq } from 'drizzle-orm';
import { campaignTerms, lookupValues, timezones } from '../db/schema.ts';
import { createAdvertiser } from '../modules/advertisers/service.ts';
import { createCampaign } from '../modules/campaigns/service.ts';
import { acceptTerms } from '../modules/campaigns/terms.ts';
import { createAssociation } from '../modules/creatives/associations-service.ts';
import { createCreative } from '../modules/creatives/service.ts';
import { createLineItem } from '../modules/line-items/service.ts';
import type { AppDeps } from '../platform/deps.ts';
import { adminContext } from './admin-context.ts';

/** Fictional advertisers of the demo account, each with two campaigns, in three markets. */
const DEMO_ADVERTISERS = [
  {
    name: 'Café Montaña',
    iab: 'IAB8',
    domain: 'cafemontana.com.co',
    bundle: 'co.cafemontana.app',
    currency: 'COP',
    /** Local units per US dollar, so bids clear the exchanges' floors in every currency. */
    perUsd: 4000,
    country: 170,
    timezone: 'America/Bogota',
    budgets: ['45000', '80000'],
  },
  {
    name: 'Rio Mobility',
    iab: 'IAB2',
    domain: 'riomobility.com.br',
    bundle: null,
    currency: 'BRL',
    perUsd: 5,
    country: 76,
    timezone: 'America/Sao_Paulo',
    budgets: ['120000', '60000'],
  },
  {
    name: 'Atlas Bank',
    iab: 'IAB13',
    domain: 'atlasbank.cl',
    bundle: 'id1490011223',
    currency: 'USD',
    perUsd: 1,
    country: 152,
    timezone: 'America/Santiago',
    budgets: ['25000', '12000'],
  },
];
const DEMO_CAMPAIGNS = ['Always-on prospecting', 'Holiday retargeting'];
/** HTML tag template and the 300x250 size of the coded lists. */
const DEMO_TAG_TEMPLATE = 2;
const DEMO_SIZE = 1;
/** VAST wrapper: the demo's video lines serve a third-party VAST URL (never fetched here). */
const DEMO_VAST_WRAPPER_TEMPLATE = 22;

/** Bid prices given in US dollars, in an advertiser's currency. */
const inCurrency = (bids: Record<string, number>, perUsd: number) =>
  Object.fromEntries(Object.entries(bids).map(([field, usd]) => [field, (usd * perUsd).toFixed(2)]));

/** A self-contained 300x250 HTML tag (no network), clicking through the ad server's macro. */
const demoTag = (name: string, domain: string) =>
  `<a href="%%CLICK_URL_UNESC%%https://${domain}/" target="_blank" style="display:block;width:300px;height:250px;box-sizing:border-box;padding:24px;background:#123b5c;color:#fff;font:600 22px system-ui,sans-serif;text-decoration:none">${name}<br><span style="font:400 15px system-ui,sans-serif">${domain}</span></a>`;

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
    const banner = await createCreative(
      deps,
      ctx,
      creativeRequestSchema.parse({
        name: `${demo.name} · Medium rectangle`,
        advertiser_id: advertiser.id,
        creative_template_id: DEMO_TAG_TEMPLATE,
        size_id: DEMO_SIZE,
        tag: demoTag(demo.name, demo.domain),
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
    for (const [i, name] of DEMO_CAMPAIGNS.entries()) {
      const campaign = await createCampaign(deps, ctx, {
        advertiser_id: advertiser.id,
        name: `${demo.name} · ${name}`,
        alternative_id: null,
        owner_id: ctx.userId,
        trafficker_id: null,
        continent_id: null,
        // The demo events credit every line of their advertiser (apps/api/src/demo/events.ts).
        allows_events: true,
        budget: demo.budgets[i]!,
        budget_type_id: 1,
        start_date: dayOffset(i === 0 ? 0 : 7, zone?.name ?? 'UTC'),
        end_date: dayOffset(i === 0 ? 60 : 37, zone?.name ?? 'UTC', '23:59:59'),
        daily_budget: null,
        timezone_id: zone?.id ?? 1,
        campaign_pmp: false,
        delivery_type_id: 1,
        delivery_objective_id: i === 0 ? 1 : 2,
        frequency: null,
        frequency_cap_type_id: null,
        optimization_strategy_id: strategy,
        strategy_id: null,
        campaign_pacing_id: pacing,
        kpi_id: kpi,
        kpi_target: '0.8',
        bid_shading: true,
        automatic_allocation: false,
        active: true,
      });
      for (const line of DEMO_LINES) {
        const lineItem = await createLineItem(
          deps,
          ctx,
          lineItemRequestSchema.parse({
            campaign_id: campaign.id,
            name: `${line.name} · ${name}`,
            line_item_type_id: line.type,
            budget_type_id: 1,
            budget: (Number(demo.budgets[i]) * line.share).toFixed(2),
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
          deps,
          ctx,
          creativeAssociationRequestSchema.parse({
            creative_id: line.type === 1 ? banner.id : preroll.id,
            line_item_id: lineItem.id,
            start_date: null,
            end_date: null,
            active: true,
          }),
        );
      }
    }
  }
}
