import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of CPI requests: `['cpi_campaigns','list',state]`, `['cpi_campaigns','detail',id]`, notes, creatives. */
export const cpiCampaignKeys = createQueryKeys('cpi_campaigns');

export const cpiCampaignExtraKeys = {
  notes: (id: number) => cpiCampaignKeys.of('notes', String(id)),
  creatives: (id: number) => cpiCampaignKeys.of('creatives', String(id)),
};
