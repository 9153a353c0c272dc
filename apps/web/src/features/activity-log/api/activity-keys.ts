import type { ActivityEntity } from '@beacon/contracts';
import { createQueryKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of one entity's activity log: `['activity_log:advertiser','list',state]`. Mutations
 * of that entity invalidate `activityKeys(entity).all()` so a fresh change shows at once.
 */
export const activityKeys = (entity: ActivityEntity) => createQueryKeys(`activity_log:${entity}`);
