import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of the campaigns resource: `['campaigns','list',state]`, `['campaigns','detail',id]`. */
export const campaignKeys = createQueryKeys('campaigns');

/** The account's acceptance of the campaign terms, per interface language (the text is translated). */
export const campaignTermsKey = (language: string) => ['campaigns', 'terms', language] as const;

/**
 * Reference lists used by the campaign screens. The language is part of the key because the
 * server names the options in the language asked.
 */
export const referenceKeys = {
  list: (name: string, language: string) => ['lists', name, language] as const,
  advertiserOptions: ['advertisers', 'list', 'options'] as const,
  advertiser: (id: number | string) => ['advertisers', 'detail', String(id)] as const,
};
