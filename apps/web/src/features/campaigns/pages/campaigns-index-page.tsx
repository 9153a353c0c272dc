import { CAMPAIGN_API, CAMPAIGN_COLUMNS, type Campaign, METRIC_COLUMNS } from '@beacon/contracts';
import { useCallback, useState } from 'react';
import { useAppAbility } from '../../../lib/ability.tsx';
import {
  BulkActiveBar,
  IndexDataGrid,
  IndexListPage,
  MetricsPeriodSelect,
  useActiveToggle,
  useGridSelection,
  useMetricListQuery,
  useRowSelection,
} from '../../../ui/data-grid/index.ts';
import { campaignKeys } from '../api/campaign-keys.ts';
import { useBulkSetCampaigns, useSetCampaignActive } from '../api/use-campaign-mutations.ts';
import { CloneCampaignModal } from '../components/clone-modal.tsx';
import { campaignsPaths } from '../paths.ts';
import { useCampaignActions } from '../table/use-campaign-actions.tsx';
import { useCampaignColumns } from '../table/use-campaign-columns.tsx';

/** CampaignsIndex (/admin/campaigns/index): the campaigns of the active account. */
export function CampaignsIndexPage() {
  return (
    <IndexListPage subject="Campaign" namespace="campaigns">
      <CampaignsGrid />
    </IndexListPage>
  );
}

function CampaignsGrid() {
  const ability = useAppAbility();
  // One analytics query per page fills every metric column (docs/REQUIREMENTS.md#campaigns).
  const { period, list } = useMetricListQuery<Campaign>({
    path: CAMPAIGN_API.list,
    keys: campaignKeys,
    defaults: { sort: CAMPAIGN_COLUMNS.defaultSort, order: 'desc' },
    metrics: METRIC_COLUMNS.campaigns.metrics,
  });
  const canSetActive = ability.can('set_active', 'Campaign');
  const bulkSet = useBulkSetCampaigns();
  const selection = useRowSelection<Campaign>();
  const columns = useCampaignColumns();
  const [cloning, setCloning] = useState<Campaign | null>(null);
  const actions = useCampaignActions(setCloning);
  const active = useActiveToggle<Campaign>(canSetActive, useSetCampaignActive());
  const rowLabel = useCallback((row: Campaign) => row.name, []);
  const gridSelection = useGridSelection(selection, canSetActive, 'campaigns');

  return (
    <>
      <IndexDataGrid<Campaign>
        namespace="campaigns"
        listKey="campaigns"
        nowrapTitle
        selection={gridSelection}
        tools={
          <>
            <MetricsPeriodSelect controller={period} />
            {canSetActive && (
              <BulkActiveBar
                selection={selection}
                allowed={canSetActive}
                bulk={bulkSet}
                namespace="campaigns"
              />
            )}
          </>
        }
        // While rows are selected the bulk actions take the place of "New campaign".
        create={
          selection.selected.length === 0 ? { subject: 'Campaign', to: campaignsPaths.create } : undefined
        }
        columns={columns}
        list={list}
        rowLabel={rowLabel}
        actions={actions}
        active={active}
      />
      <CloneCampaignModal campaign={cloning} onClose={() => setCloning(null)} />
    </>
  );
}
