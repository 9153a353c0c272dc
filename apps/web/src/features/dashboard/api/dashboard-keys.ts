import { createQueryKeys } from '../../../lib/query-keys.ts';

export const dashboardKeys = createQueryKeys('dashboard');
export const bidWinKeys = createQueryKeys('bid-win');
