import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of the bid models resource: `['bid_models','list',state]`, ... */
export const bidModelKeys = createQueryKeys('bid_models');
export const bidModelMetricsKey = ['bid_models', 'metrics'] as const;
