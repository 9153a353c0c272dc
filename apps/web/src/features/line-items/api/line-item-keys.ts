import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of the line-items resource: `['line_items','list',state]`, `['line_items','detail',id]`. */
export const lineItemKeys = createQueryKeys('line_items');

/** A line item's creative associations, and the campaign context the form reads. */
export const lineItemExtraKeys = {
  associations: (id: number | string) => ['line_items', 'associations', String(id)] as const,
  associatedCreatives: (id: number | string) => ['line_items', 'associated_creatives', String(id)] as const,
  campaignLines: (campaignId: number | string) => ['line_items', 'of_campaign', String(campaignId)] as const,
  campaign: (id: number | string) => ['campaigns', 'detail', String(id)] as const,
  advertiserCreatives: (advertiserId: number | string) =>
    ['creatives', 'list', 'options', 'advertiser', String(advertiserId)] as const,
};
