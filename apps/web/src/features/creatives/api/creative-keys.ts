import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of the creatives resource: `['creatives','list',state]`, `['creatives','detail',id]`. */
export const creativeKeys = createQueryKeys('creatives');

export const creativeExtraKeys = {
  lines: (id: number | string) => ['creatives', 'lines', String(id)] as const,
  asset: (id: number | string) => ['creative_assets', 'detail', String(id)] as const,
  advertiser: (id: number | string) => ['advertisers', 'detail', String(id)] as const,
  lineItemOptions: (advertiserId: number | string) =>
    ['line_items', 'options', String(advertiserId)] as const,
  addons: (advertiserId: number | string | null) =>
    ['creative_addons', 'options', String(advertiserId)] as const,
};
