import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the lookalikes resource: `['lookalikes','list',state]`, `['lookalikes','detail',id]`. */
export const lookalikeKeys = createQueryKeys('lookalikes');

/** What the create form reads: the world's countries, seed options and the audience estimate. */
export const lookalikeFormKeys = {
  countries: (language: string) => lookalikeKeys.of('countries', language),
  seeds: (term: string, id: number | null) => lookalikeKeys.of('seeds', term, id),
  estimate: (countryId: number, seedId: number) => lookalikeKeys.of('estimate', countryId, seedId),
};
