/**
 * One ad opportunity as the evaluator reads it: a device on a placement at a time (what an exchange
 * sends in a bid request). Times are UTC seconds since the epoch; money is integer micros (10^-6).
 */

export type DeviceIdType = 'maid' | 'cookie' | 'hashed';

export interface Auction {
  auctionId: string;
  /** UTC seconds since the epoch. */
  time: number;
  exchange: string;
  /** The device's number in the source that drew it (the simulator's `deviceAt(seed, geo, index)`). */
  deviceIndex: number;
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
  /** One of `appBundle` / `siteDomain` is set: in-app or web inventory. */
  appBundle: string;
  siteDomain: string;
  /** IAB tier-1 category of the placement. */
  iab: string;
  /**
   * The content category codes targeting compares (tier 2, tier 1, tier-1 name), set once by the
   * auction source so evaluating a line does not derive them again; derived from `iab` and the app
   * or site when absent.
   */
  contentCategories?: readonly string[];
  deviceType: string;
  make: string;
  os: string;
  browser: string;
  carrier: string;
  language: string;
  gender: string;
  ageBand: string;
  /** Floor price per thousand impressions (CPM), in micros of USD. */
  floorMicros: number;
  /*
   * What targeting matches (docs/REQUIREMENTS.md#targeting). App fields are '' on web inventory and site
   * fields '' in apps. Codes are those of the simulator's `taxonomy.ts`, which the targeting option lists share.
   */
  /** Store id of the app (digits). */
  appId: string;
  appName: string;
  siteId: string;
  siteName: string;
  placementId: string;
  publisherId: string;
  /** The private deal the auction runs in; '' on the open exchange. */
  dealId: string;
  auctionType: 'first_price' | 'second_price';
  inventorySource: 'open_exchange' | 'private_marketplace' | 'programmatic_guaranteed';
  environmentType: 'app' | 'web';
  /** Whether the ad is on the top frame (not inside an iframe); always true in apps. */
  topframe: boolean;
  rewarded: boolean;
  /** API frameworks the placement supports (`VIDEO_APIS` codes). */
  videoApis: readonly string[];
  locationType: 'gps' | 'ip';
  model: string;
  /** `WIDTHxHEIGHT` in pixels. */
  screenSize: string;
  osVersion: string;
  browserVersion: string;
  /** Hour of the week in the device's local time: Monday 00h = 0 … Sunday 23h = 167. */
  localHourOfWeek: number;
}
