import { createQueryKeys } from '../../../ui/data-grid/query-keys.ts';

export const dashboardKeys = createQueryKeys('dashboard');
export const bidWinKeys = createQueryKeys('bid-win');
