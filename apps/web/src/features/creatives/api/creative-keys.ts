import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the creatives resource: `['creatives','list',state]`, `['creatives','detail',id]`. */
export const creativeKeys = createQueryKeys('creatives');
/** Uploaded assets, read by id with a short-lived signed url. */
export const creativeAssetKeys = createQueryKeys('creative_assets');
/** The add-on library. */
export const creativeAddonKeys = createQueryKeys('creative_addons');

/** The line items a creative is associated with. */
export const creativeLinesKey = (id: number | string) => creativeKeys.of('lines', String(id));
