import { lookalikeRequestSchema } from '@beacon/contracts';
import { and, eq } from 'drizzle-orm';
import { advertisers, campaigns, segments } from '../db/schema.ts';
import { createLookalike } from '../modules/lookalikes/service.ts';
import type { AppDeps } from '../platform/deps.ts';
import { adminContext } from './admin-context.ts';

/** The demo lookalike: Café Montaña's coffee-shop visitors, found again in Colombia. */
const DEMO_LOOKALIKE = {
  name: 'Coffee-shop visitors lookalike',
  seedKey: 'cafe_coffee_visitors',
  advertiser: 'Café Montaña',
  degree: 3,
};

/**
 * Creates the demo lookalike as a person would (the form's checks, then the build job), once the
 * world and the seed's members exist: call it on the start that built the world. The job queued
 * here builds it when the workers start (docs/LOOKALIKES.md).
 */
export async function seedDemoLookalike(deps: AppDeps) {
  const ctx = await adminContext(deps, deps.config.adminEmail);
  if (!ctx) return null;
  const [seed] = await deps.db
    .select({ id: segments.id })
    .from(segments)
    .where(and(eq(segments.accountId, ctx.accountId), eq(segments.key, DEMO_LOOKALIKE.seedKey)));
  const [advertiser] = await deps.db
    .select({ id: advertisers.id, country: advertisers.countryId })
    .from(advertisers)
    .where(and(eq(advertisers.accountId, ctx.accountId), eq(advertisers.name, DEMO_LOOKALIKE.advertiser)));
  if (!seed || !advertiser?.country) return null;
  const [campaign] = await deps.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.advertiserId, advertiser.id))
    .orderBy(campaigns.id)
    .limit(1);
  return createLookalike(
    deps,
    ctx,
    lookalikeRequestSchema.parse({
      name: DEMO_LOOKALIKE.name,
      seed_segment_id: seed.id,
      country_id: advertiser.country,
      campaign_id: campaign?.id ?? null,
      degree: DEMO_LOOKALIKE.degree,
    }),
  );
}
