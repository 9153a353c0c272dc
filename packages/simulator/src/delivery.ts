/**
 * The seam for the delivery simulation (not built yet: it needs line items, which another issue is
 * building). This file says what will plug in and what it may rely on; nothing here bids.
 *
 * What the world already gives a delivery model:
 * - a device universe (`devices` table; `deviceAt(seed, geo, index)` regenerates device `index` in
 *   memory without reading the store), each with identifier type, country, home city/neighbourhood,
 *   demographics, make/OS/browser/carrier/language, connection type and its IAB interests, app bundles
 *   and site domains: the attributes a bid request carries and line-item targeting matches on;
 * - where devices are, hour by hour (`location_pings`, or `pingsFor(...)` for one device-day), so a
 *   bid request can carry a plausible lat/lon, city and H3 cell;
 * - inventory: the fictional apps and sites of `taxonomy.ts` (`APPS`, `SITES`), keyed by IAB category.
 *
 * What the delivery model will add:
 * 1. an `AuctionSource` that turns the world into a stream of auctions per hour: for each active device,
 *    a number of ad opportunities on its apps/sites, on one of a few exchanges, with a floor price;
 * 2. a `DeliveryModel` that, given the line items (targeting, budgets, pacing, frequency caps, creatives)
 *    read from the system of record, decides bids and wins and writes `bid` and `delivery` events
 *    (and `conversion` events from later visits to the advertiser's POIs, for store attribution) through
 *    `createClickHouseSink` of `@beacon/analytics`;
 * 3. a run loop in `world.ts` that, after pings for a day are written, runs the model over the same day
 *    (extending a world by days extends delivery too). It must derive its randomness from the world seed
 *    (`derive(seed, 'auction', device, day, hour)`) so delivery is as reproducible as the world.
 */

export type DeviceIdType = 'maid' | 'cookie' | 'hashed';

/** One ad opportunity: a device on a placement at a time (what an exchange sends in a bid request). */
export interface Auction {
  auctionId: string;
  /** UTC seconds since the epoch. */
  time: number;
  exchange: string;
  deviceId: string;
  deviceIdType: DeviceIdType;
  countryCode: string;
  regionCode: string;
  /** GeoNames id of the city the device is in. */
  cityId: number;
  lat: number;
  lon: number;
  /** res-9 H3 cell, decimal. */
  h3Cell: string;
  appBundle: string;
  siteDomain: string;
  /** IAB tier-1 category of the placement. */
  iab: string;
  deviceType: string;
  make: string;
  os: string;
  browser: string;
  carrier: string;
  language: string;
  /** Floor price in micros of USD. */
  floorMicros: number;
}

/** Where auctions come from: the world's devices, day by day and hour by hour, deterministically. */
export interface AuctionSource {
  /** The auctions of one world day (0-based from the world's start date), in time order. */
  auctions(day: number): AsyncIterable<Auction[]>;
}

/** Decides bids over auctions and writes what happened (bids, deliveries, conversions) to the sink. */
export interface DeliveryModel {
  /** Runs one world day; answers how many bids and impressions it wrote. */
  runDay(day: number, auctions: AsyncIterable<Auction[]>): Promise<{ bids: number; impressions: number }>;
}
