import { createQueryKeys } from '../../../lib/query-keys.ts';
import { creativeKeys } from '../../creatives/api/creative-keys.ts';

/** Query keys of the line-items resource: `['line_items','list',state]`, `['line_items','detail',id]`. */
export const lineItemKeys = createQueryKeys('line_items');

/** A line item's creative associations, the lines of a campaign, the creatives a line may take. */
export const lineItemExtraKeys = {
  associations: (id: number | string) => lineItemKeys.of('associations', String(id)),
  associatedCreatives: (id: number | string) => lineItemKeys.of('associated_creatives', String(id)),
  campaignLines: (campaignId: number | string) => lineItemKeys.of('of_campaign', String(campaignId)),
  /** Under the creatives' lists, so a creative saved anywhere refreshes it. */
  advertiserCreatives: (advertiserId: number | string) =>
    creativeKeys.of('list', 'options', 'advertiser', String(advertiserId)),
  /** The advertiser's line items as options (the creative form's associations). */
  options: (advertiserId: number | string) => lineItemKeys.of('options', String(advertiserId)),
};
