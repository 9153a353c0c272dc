import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of reports: `['reports','list',state]`, the wizard's lookups and a job's poll. */
export const reportKeys = createQueryKeys('reports');

/** Query keys of on-demand reports: `['reports_on_demand','list',state]`. */
export const onDemandKeys = createQueryKeys('reports_on_demand');

export const reportExtraKeys = {
  types: () => reportKeys.of('types'),
  fields: (kind: 'dimensions' | 'metrics', type: string | null) => reportKeys.of(kind, type),
  poll: (jobId: number) => reportKeys.of('poll', jobId),
  placeCategories: (kind: 'poi' | 'ooh') => reportKeys.of('place_categories', kind),
  lists: () => reportKeys.of('lists'),
  dashboard: (token: string) => reportKeys.of('dashboard', token),
};
