import type { Campaign } from '@beacon/contracts';
import type { RowAction } from '../../../ui/data-grid/index.ts';
import { useObjectRowActions } from '../../../ui/data-grid/use-object-row-actions.tsx';
import { useDeleteCampaign } from '../api/use-campaign-mutations.ts';
import { campaignsPaths } from '../paths.ts';

/**
 * Row actions of the campaigns grid, each shown only with the matching capability
 * (docs/REQUIREMENTS.md#campaigns).
 */
export function useCampaignActions(onClone: (row: Campaign) => void): RowAction<Campaign>[] {
  const remove = useDeleteCampaign();
  return useObjectRowActions<Campaign>({
    namespace: 'campaigns',
    subject: 'Campaign',
    editPath: campaignsPaths.edit,
    activityPath: campaignsPaths.activityLog,
    onClone,
    remove,
  });
}
