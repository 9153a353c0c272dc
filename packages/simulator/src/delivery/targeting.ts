import type { TargetingEvaluator } from './types.ts';

/**
 * The targeting in force until line-item targeting exists: a line admits the auctions of its
 * campaign advertiser's country (any country when the advertiser has none).
 */
export const countryTargeting: TargetingEvaluator = {
  admits: (line, auction) => line.countryCode === null || line.countryCode === auction.countryCode,
  countries: (line) => (line.countryCode === null ? null : [line.countryCode]),
};
