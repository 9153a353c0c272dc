import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of the lookalikes resource: `['lookalikes','list',state]`, `['lookalikes','detail',id]`. */
export const lookalikeKeys = createQueryKeys('lookalikes');

/** What the create form reads: the world's countries, seed options and the audience estimate. */
export const lookalikeFormKeys = {
  countries: (language: string) => ['lookalikes', 'countries', language] as const,
  seeds: (term: string, id: number | null) => ['lookalikes', 'seeds', term, id] as const,
  estimate: (countryId: number, seedId: number) => ['lookalikes', 'estimate', countryId, seedId] as const,
};
