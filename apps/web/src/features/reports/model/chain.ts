import type { ChainChoice, ChainLevel } from './report-draft.ts';

/**
 * The parents each level's list can be narrowed by, nearest first, with the list filter naming
 * them (a creative belongs to an advertiser and to line items, not to a campaign).
 */
const PARENTS: Record<ChainLevel, [ChainLevel, string][]> = {
  advertisers: [],
  campaigns: [['advertisers', 'advertiser_id']],
  line_items: [
    ['campaigns', 'campaign_id'],
    ['advertisers', 'advertiser_id'],
  ],
  creatives: [
    ['line_items', 'line_item_id'],
    ['advertisers', 'advertiser_id'],
  ],
};

/**
 * The list filter of `level`'s options: the ids of its nearest chosen parent ("any of"), or none
 * when nothing above it is chosen (the level then offers everything the caller sees).
 */
export function chainFilter(level: ChainLevel, chosen: ChainChoice): Record<string, string> {
  const nearest = PARENTS[level].find(([parent]) => chosen[parent].length > 0);
  return nearest ? { [`filters[${nearest[1]}]`]: chosen[nearest[0]].join(',') } : {};
}
