import { IAB_CHILDREN } from '@beacon/contracts';

/** IAB Content Taxonomy 1.0 tier-1 names of the categories inventory is catalogued with (IAB1–IAB24). */
export const IAB_TIER1_NAMES: ReadonlyMap<string, string> = new Map([
  ['IAB1', 'Arts & Entertainment'],
  ['IAB2', 'Automotive'],
  ['IAB3', 'Business'],
  ['IAB4', 'Careers'],
  ['IAB5', 'Education'],
  ['IAB6', 'Family & Parenting'],
  ['IAB7', 'Health & Fitness'],
  ['IAB8', 'Food & Drink'],
  ['IAB9', 'Hobbies & Interests'],
  ['IAB10', 'Home & Garden'],
  ['IAB11', 'Law, Gov’t & Politics'],
  ['IAB12', 'News'],
  ['IAB13', 'Personal Finance'],
  ['IAB14', 'Society'],
  ['IAB15', 'Science'],
  ['IAB16', 'Pets'],
  ['IAB17', 'Sports'],
  ['IAB18', 'Style & Fashion'],
  ['IAB19', 'Technology & Computing'],
  ['IAB20', 'Travel'],
  ['IAB21', 'Real Estate'],
  ['IAB22', 'Shopping'],
  ['IAB23', 'Religion & Spirituality'],
  ['IAB24', 'Uncategorized'],
]);

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
 * or a tier-1 option named by its name — matches. Inventory catalogued with a tier-1 category only
 * (the simulator's apps and sites) is given one of its tier's children, fixed by its bundle or
 * domain, so the same app is always the same tier-2 category.
 */
export function contentCategoryCodes(iab: string, inventory: string): readonly string[] {
  const key = `${iab}|${inventory}`;
  let codes = cache.get(key);
  if (codes === undefined) {
    const children = IAB_CHILDREN.get(Number(iab.slice(3))) ?? [];
    const tier2 = children.length > 0 ? children[fnv1a(inventory) % children.length]! : null;
    const name = IAB_TIER1_NAMES.get(iab) ?? iab;
    codes = tier2 ? [tier2, iab, name] : [iab, name];
    if (cache.size < 100_000) cache.set(key, codes);
  }
  return codes;
}
