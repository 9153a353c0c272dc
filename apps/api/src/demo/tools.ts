import {
  bidModelRequestSchema,
  bidModifierRequestSchema,
  campaignModifierRequestSchema,
  customListItemInputSchema,
  customListRequestSchema,
  deliveryModifierRequestSchema,
  lineItemModifierRequestSchema,
  MODIFIER_TYPE_IDS,
  WIDTH_TERM_OPTION,
} from '@beacon/contracts';
import { and, eq } from 'drizzle-orm';
import { advertisers, campaigns, lineItems } from '../db/schema.ts';
import { createBidModel } from '../modules/bid-models/service.ts';
import { createCustomListItem } from '../modules/custom-lists/items-service.ts';
import { createCustomList } from '../modules/custom-lists/service.ts';
import { saveCampaignModifier, saveLineItemModifier } from '../modules/modifiers/links.ts';
import { saveModifier } from '../modules/modifiers/service.ts';
import type { AppDeps } from '../platform/deps.ts';
import { adminContext } from './admin-context.ts';

/** A domain list the demo's bid modifiers raise bids on (custom list type 4, `domain`). */
const DEMO_LIST = {
  name: 'Premium news sites',
  domains: ['eltiempo.com', 'folha.uol.com.br', 'emol.com', 'elpais.com', 'publico.pt', 'hurriyet.com.tr'],
};
const DOMAIN_LIST_TYPE = 4;

/** Bid models of the account: what the modifiers optimise for (metric ids of the fixed list). */
const DEMO_BID_MODELS = [
  {
    name: 'Click-through optimiser',
    description: 'Bids up where clicks per impression run high',
    metrics: [1],
  },
  { name: 'Completed views', description: 'Video lines: completed views per start', metrics: [2] },
];

/**
 * The demo account's buying tools, on the first start after the demo advertisers and campaigns:
 * a custom list, two bid models, per advertiser a bid modifier (premium sites and its own country,
 * with the click-through model and a bid cap) paired with a delivery modifier, linked to the
 * always-on campaign and to the other campaign's display line. All through the services the API
 * uses (rules, activity log), as the account's administrator.
 */
export async function seedDemoTools(deps: AppDeps, adminEmail: string) {
  const ctx = await adminContext(deps, adminEmail);
  if (!ctx) return;
  const list = await createCustomList(
    deps,
    ctx,
    customListRequestSchema.parse({ name: DEMO_LIST.name, custom_list_type_id: DOMAIN_LIST_TYPE }),
  );
  for (const domain of DEMO_LIST.domains)
    await createCustomListItem(deps, ctx, {
      ...customListItemInputSchema.parse({ value: domain }),
      custom_list_id: list.id,
    });
  const models: number[] = [];
  for (const model of DEMO_BID_MODELS) {
    const created = await createBidModel(
      deps,
      ctx,
      bidModelRequestSchema.parse({
        name: model.name,
        description: model.description,
        metric_ids: model.metrics,
      }),
    );
    models.push(created.id);
  }
  const owned = await deps.db
    .select({ id: advertisers.id, name: advertisers.name, country: advertisers.countryId })
    .from(advertisers)
    .where(eq(advertisers.accountId, ctx.accountId));
  for (const advertiser of owned) {
    const bid = await saveModifier(
      deps,
      ctx,
      'bid',
      bidModifierRequestSchema.parse({
        name: `${advertiser.name} · Premium sites`,
        advertiser_id: advertiser.id,
        bid_model_id: models[0],
        max_bid: null,
        terms: [
          { key: 'domain_list', value: list.id, modifier: '1.3' },
          ...(advertiser.country ? [{ key: 'country', value: advertiser.country, modifier: '1.1' }] : []),
        ],
      }),
    );
    const delivery = await saveModifier(
      deps,
      ctx,
      'delivery',
      deliveryModifierRequestSchema.parse({
        name: `${advertiser.name} · Premium share`,
        advertiser_id: advertiser.id,
        delivery_modifiers_option: WIDTH_TERM_OPTION,
        default_weight: 40,
        fallback_weight: 10,
        total_weight: 100,
        terms: [{ key: 'domain_list', value: list.id, modifier: 60 }],
      }),
    );
    const ownCampaigns = await deps.db
      .select({ id: campaigns.id, name: campaigns.name })
      .from(campaigns)
      .where(and(eq(campaigns.accountId, ctx.accountId), eq(campaigns.advertiserId, advertiser.id)))
      .orderBy(campaigns.id);
    const [alwaysOn, other] = ownCampaigns;
    if (alwaysOn)
      await saveCampaignModifier(
        deps,
        ctx,
        campaignModifierRequestSchema.parse({
          campaign_id: alwaysOn.id,
          modifier_id: bid.id,
          modifier_type: MODIFIER_TYPE_IDS.bid,
          delivery_modifier_id: delivery.id,
        }),
      );
    if (!other) continue;
    const [display] = await deps.db
      .select({ id: lineItems.id, bid: lineItems.cpmBid })
      .from(lineItems)
      .where(and(eq(lineItems.campaignId, other.id), eq(lineItems.lineItemTypeId, 1)));
    // The line's cap: twice its fixed CPM, in its own currency, so the multipliers have headroom.
    if (display?.bid)
      await saveLineItemModifier(
        deps,
        ctx,
        lineItemModifierRequestSchema.parse({
          line_item_id: display.id,
          modifier_id: bid.id,
          modifier_type: MODIFIER_TYPE_IDS.bid,
          max_bid: (Number(display.bid) * 2).toFixed(2),
        }),
      );
  }
}
