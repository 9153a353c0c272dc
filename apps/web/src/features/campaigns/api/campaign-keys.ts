import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the campaigns resource: `['campaigns','list',state]`, `['campaigns','detail',id]`. */
export const campaignKeys = createQueryKeys('campaigns');

/** The account's acceptance of the campaign terms, per interface language (the text is translated). */
export const campaignTermsKey = (language: string) => campaignKeys.of('terms', language);
