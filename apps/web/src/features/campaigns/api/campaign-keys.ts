import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of the campaigns resource: `['campaigns','list',state]`, `['campaigns','detail',id]`. */
export const campaignKeys = createQueryKeys('campaigns');

/** The account's acceptance of the campaign terms, per interface language (the text is translated). */
export const campaignTermsKey = (language: string) => ['campaigns', 'terms', language] as const;

/** One advertiser read by the campaign form (for its currency). */
export const referenceKeys = {
  advertiser: (id: number | string) => ['advertisers', 'detail', String(id)] as const,
};
