import { IAB_CHILDREN } from '@beacon/contracts';
import { IAB_CATEGORIES } from '../taxonomy.ts';

const IAB_NAME = new Map(IAB_CATEGORIES.map((c) => [c.code, c.name]));

/** FNV-1a of a text: a stable, well-spread choice among a category's children. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const cache = new Map<string, readonly string[]>();

/**
 * The content category codes an auction carries: the app's or site's tier-2 IAB category
 * (`IAB12-3`), its tier-1 code (`IAB12`) and the tier-1 name (`News`), so a term on either tier —
 * or a tier-1 option named by its name — matches. The simulator's apps and sites are catalogued
 * with a tier-1 category only; each is given one of its tier's children, fixed by its bundle or
 * domain, so the same app is always the same tier-2 category.
 */
export function contentCategoryCodes(iab: string, inventory: string): readonly string[] {
  const key = `${iab}|${inventory}`;
  let codes = cache.get(key);
  if (codes === undefined) {
    const children = IAB_CHILDREN.get(Number(iab.slice(3))) ?? [];
    const tier2 = children.length > 0 ? children[fnv1a(inventory) % children.length]! : null;
    const name = IAB_NAME.get(iab) ?? iab;
    codes = tier2 ? [tier2, iab, name] : [iab, name];
    if (cache.size < 100_000) cache.set(key, codes);
  }
  return codes;
}
