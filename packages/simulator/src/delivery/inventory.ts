import type { Auction } from '@beacon/targeting';
import type { Device } from '../devices.ts';
import { derive, hashPath, type Rng } from '../random.ts';
import {
  APPS,
  BROWSER_VERSIONS,
  DEVICE_MODELS,
  OS_VERSIONS,
  SCREEN_SIZES,
  SITES,
  VIDEO_APIS,
} from '../taxonomy.ts';

/**
 * The inventory and platform side of an auction that targeting matches: ids of apps, sites,
 * publishers and placements, deals, auction type, environment, video APIs, the device's model,
 * screen and software versions, and the local hour of the week. Everything is deterministic: app,
 * site and publisher ids are hashes of the bundle or domain (the same in every world), a device's
 * hardware comes from `derive(seed, 'hardware', device)`, and an auction's placement and deal from
 * the stream the auction source hands in.
 */

export interface DeviceHardware {
  model: string;
  screenSize: string;
  osVersion: string;
  browserVersion: string;
}

/** A stable decimal id for a name (`digits` long, no leading zero). */
function stableId(kind: string, name: string, digits: number): string {
  const h = hashPath(0, [kind, name]);
  const low = 10 ** (digits - 1);
  return String(low + (h % (9 * low)));
}

/** Favours the first entries (the most common models and versions). */
function pickSkewed<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(items.length * rng.next() ** 1.8)]!;
}

export function deviceHardware(seed: number, device: Device): DeviceHardware {
  const rng = derive(seed, 'hardware', device.index);
  const models = DEVICE_MODELS[device.make]?.[device.deviceType];
  return {
    model: models ? pickSkewed(rng, models) : device.make,
    screenSize: pickSkewed(rng, SCREEN_SIZES[device.deviceType] ?? ['1920x1080']),
    osVersion: pickSkewed(rng, OS_VERSIONS[device.os] ?? ['1']),
    browserVersion: pickSkewed(rng, BROWSER_VERSIONS[device.browser] ?? ['1']),
  };
}

export interface Property {
  /** Store id (apps) or site id (sites). */
  id: string;
  name: string;
  publisherId: string;
}

const siteName = (domain: string) => {
  const base = domain.split('.')[0] ?? domain;
  return base.charAt(0).toUpperCase() + base.slice(1);
};

/** Apps by bundle and sites by domain with their ids, names and publishers. */
export const APP_PROPERTIES: ReadonlyMap<string, Property> = new Map(
  APPS.map((a) => [
    a.bundle,
    { id: stableId('app', a.bundle, 10), name: a.name, publisherId: publisherOf(a.bundle) },
  ]),
);
export const SITE_PROPERTIES: ReadonlyMap<string, Property> = new Map(
  SITES.map((s) => [
    s.domain,
    { id: stableId('site', s.domain, 7), name: siteName(s.domain), publisherId: publisherOf(s.domain) },
  ]),
);

/** Publishers own a few properties each: the id comes from the brand part of the bundle or domain. */
function publisherOf(name: string): string {
  const parts = name.split('.');
  const brand = parts.length > 2 ? parts[1]! : parts[0]!;
  return `pub-${stableId('publisher', brand, 6)}`;
}

const APP_APIS = VIDEO_APIS.filter((a) => a.startsWith('mraid') || a === 'omid_1' || a === 'vpaid_2');
const WEB_APIS = VIDEO_APIS.filter((a) => a.startsWith('vpaid') || a === 'omid_1' || a === 'simid_1');

/** What a placement tells the auction about itself (the targeting fields of `Auction`). */
export type PlacementFacts = Pick<
  Auction,
  | 'appId'
  | 'appName'
  | 'siteId'
  | 'siteName'
  | 'placementId'
  | 'publisherId'
  | 'dealId'
  | 'auctionType'
  | 'inventorySource'
  | 'environmentType'
  | 'topframe'
  | 'rewarded'
  | 'videoApis'
  | 'locationType'
>;

/**
 * The placement an opportunity is on: one of a property's few slots, sold on the open exchange or
 * (about one in seven) in a private deal of the exchange, by first price mostly; in-app placements
 * report GPS locations more often, a few are rewarded; web ads sometimes sit in iframes.
 */
export function placementFacts(
  rng: Rng,
  appBundle: string,
  siteDomain: string,
  exchange: string,
): PlacementFacts {
  const inApp = appBundle !== '';
  const property = inApp ? APP_PROPERTIES.get(appBundle) : SITE_PROPERTIES.get(siteDomain);
  const publisherId = property?.publisherId ?? '';
  const slot = 1 + rng.int(3);
  const deal = rng.next();
  const inventorySource =
    deal < 0.02 ? 'programmatic_guaranteed' : deal < 0.15 ? 'private_marketplace' : 'open_exchange';
  const apis = (inApp ? APP_APIS : WEB_APIS).filter(() => rng.chance(0.5));
  return {
    appId: inApp ? (property?.id ?? '') : '',
    appName: inApp ? (property?.name ?? '') : '',
    siteId: inApp ? '' : (property?.id ?? ''),
    siteName: inApp ? '' : (property?.name ?? ''),
    placementId: `${property?.id ?? '0'}-${slot}`,
    publisherId,
    dealId: inventorySource === 'open_exchange' ? '' : `${exchange}-deal-${1 + rng.int(12)}`,
    auctionType: rng.chance(exchange === 'google_adx' ? 0.95 : 0.7) ? 'first_price' : 'second_price',
    inventorySource,
    environmentType: inApp ? 'app' : 'web',
    topframe: inApp || rng.chance(0.8),
    rewarded: inApp && rng.chance(0.12),
    videoApis: apis,
    locationType: inApp && rng.chance(0.7) ? 'gps' : 'ip',
  };
}
