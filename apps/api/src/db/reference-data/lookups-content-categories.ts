import { IAB_TIER2, iabTier2Code, iabTier2Id } from '@beacon/contracts';
import type { LookupSeed } from './lookup-seed.ts';

/**
 * Targeting's content categories (docs/REQUIREMENTS.md#targeting content_category): IAB Content Taxonomy 1.0 tiers 1 and
 * 2, each tier-1 category followed by its tier-2 categories. Tier-1 rows keep their advertiser
 * category ids (1–26) and tier-2 rows take tier 1 × 100 + tier 2, so a saved term never changes
 * meaning. Tier-2 names carry their parent ("News › Local News"): several tier-2 names repeat
 * across parents (Entertainment, Portable). Tiers 25 and 26 are offered here, unlike on the
 * advertiser form: excluding unsafe content is what they are for. `extra.iab` is the code the bid
 * stream carries.
 */
export function contentCategorySeed(tier1: readonly LookupSeed[]): LookupSeed[] {
  const children = new Map<number, LookupSeed[]>();
  for (const [one, two, en, es, pt] of IAB_TIER2) {
    const parent = tier1.find((c) => c.id === one);
    if (!parent) throw new Error(`IAB tier 2 ${one}-${two} has no tier-1 parent`);
    const code = iabTier2Code(one, two);
    const list = children.get(one) ?? [];
    list.push({
      id: iabTier2Id(one, two),
      code: code.toLowerCase().replace('-', '_'),
      names: {
        en: `${parent.names.en} › ${en}`,
        es: `${parent.names.es} › ${es}`,
        pt: `${parent.names.pt} › ${pt}`,
      },
      extra: { iab: code, parent: one },
    });
    children.set(one, list);
  }
  return tier1.flatMap((category) => [{ ...category, active: true }, ...(children.get(category.id) ?? [])]);
}
