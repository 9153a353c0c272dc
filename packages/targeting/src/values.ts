import type { TargetingKeyCode } from '@beacon/contracts';
import { iso31661 } from 'iso-3166';
import type { Auction } from './auction.ts';
import { contentCategoryCodes } from './content-category.ts';

/**
 * The one place that says which auction attribute each targeting key looks at, and how a stored
 * value becomes something comparable with it.
 *
 * Lookup keys store option ids as text. The caller resolves an id to the option's code (the
 * `lookupCode` hook of the context: a lookup's `code`, a country's alpha-2, a region's ISO 3166-2
 * code, a city's GeoNames id); code and auction attribute are compared after `normalizeCode`
 * (accents dropped, lower case, runs of anything but letters and digits as one `_`), so the code
 * `connected_tv` matches the device type `connected tv` and `turk_telekom` the carrier
 * `Türk Telekom`. Without a resolver (or when it knows no such id) the value is taken as the code
 * itself, which is how plans written by hand name options; a numeric country is then read as the
 * ISO 3166-1 numeric code.
 */

const normalized = new Map<string, string>();

/** The comparable form of a code or attribute (cached: attributes repeat across auctions). */
export function normalizeCode(value: string): string {
  let out = normalized.get(value);
  if (out === undefined) {
    out = value
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '_')
      .replace(/^_+|_+$/g, '');
    if (normalized.size < 100_000) normalized.set(value, out);
  }
  return out;
}

const ALPHA2_OF_NUMERIC = new Map(iso31661.map((c) => [String(Number(c.numeric)), c.alpha2]));

/** What a lookup key's value is compared with: one or more codes of the auction (already normalized by the caller). */
export const LOOKUP_ATTRIBUTES: Partial<
  Record<TargetingKeyCode, (a: Auction) => string | readonly string[]>
> = {
  country: (a) => a.countryCode,
  region: (a) => a.regionCode,
  city: (a) => String(a.cityId),
  location_type: (a) => a.locationType,
  auction_type: (a) => a.auctionType,
  // How it is sold (`private_marketplace`) or the exchange selling it (`google_adx`): option lists use either.
  inventory_source: (a) => [a.inventorySource, a.exchange],
  environment_type: (a) => a.environmentType,
  video_api: (a) => a.videoApis,
  browser: (a) => a.browser,
  browser_version: (a) => `${a.browser} ${a.browserVersion}`,
  carrier: (a) => a.carrier,
  device_type: (a) => a.deviceType,
  device_make: (a) => a.make,
  device_model: (a) => a.model,
  device_screen_size: (a) => a.screenSize,
  operating_system: (a) => a.os,
  operating_system_version: (a) => `${a.os} ${a.osVersion}`,
  // Tier-2 IAB code (`IAB12-3`), tier-1 code (`IAB12`) or tier-1 name (`news`): options carry any of them.
  content_category: (a) => a.contentCategories ?? contentCategoryCodes(a.iab, a.appBundle || a.siteDomain),
  language: (a) => a.language,
};

/**
 * The code a stored lookup value stands for. Versions are named with their product
 * (`android_14`, `chrome_120`), since a bare `14` would say nothing about the system.
 */
export function lookupValueCode(
  key: TargetingKeyCode,
  value: string,
  resolve?: (key: TargetingKeyCode, value: string) => string | undefined,
): string {
  const code = resolve?.(key, value);
  if (code !== undefined) return normalizeCode(code);
  if (key === 'country' && /^\d+$/.test(value))
    return normalizeCode(ALPHA2_OF_NUMERIC.get(String(Number(value))) ?? value);
  return normalizeCode(value);
}

/** The attribute a custom-list key's list values are compared with (lat/long lists compare distances). */
export const LIST_ATTRIBUTES: Partial<Record<TargetingKeyCode, (a: Auction) => string>> = {
  app_bundle_list: (a) => a.appBundle,
  app_id_list: (a) => a.appId,
  deal_id_list: (a) => a.dealId,
  domain_list: (a) => a.siteDomain,
  placement_list: (a) => a.placementId,
  publisher_id_list: (a) => a.publisherId,
  site_list: (a) => a.siteId,
};

/** Free-text keys and their `by_attribute` choices (the first is the default). */
export const TEXT_ATTRIBUTES: Partial<
  Record<TargetingKeyCode, Record<string, (a: Auction) => readonly string[]>>
> = {
  app_name: {
    name: (a) => [a.appName],
    id: (a) => [a.appId],
    bundle: (a) => [a.appBundle],
  },
  // A site's name is its title or its domain (bid requests carry the domain).
  site: {
    id: (a) => [a.siteId],
    name: (a) => [a.siteName, a.siteDomain],
    placement: (a) => [a.placementId],
  },
  deal_id: { value: (a) => [a.dealId] },
  publisher_id: { value: (a) => [a.publisherId] },
};

export const BOOLEAN_ATTRIBUTES: Partial<Record<TargetingKeyCode, (a: Auction) => boolean>> = {
  topframe: (a) => a.topframe,
  rewarded: (a) => a.rewarded,
};

/** 'true'/'false' as stored; 1/0 accepted as the API accepts them on input. */
export function parseBoolean(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return null;
}
