import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the bid models resource: `['bid_models','list',state]`, ... */
export const bidModelKeys = createQueryKeys('bid_models');
export const bidModelMetricsKey = bidModelKeys.of('metrics');
/** The bid models a modifier may use (live ones), for the modifier form's select. */
export const bidModelOptionsKey = bidModelKeys.of('options');
