import { CPI_CAMPAIGN_API, CPI_CAMPAIGN_COLUMNS, type CpiCampaign } from '@beacon/contracts';
import { IndexDataGrid, IndexListPage, useListQuery } from '../../../ui/data-grid/index.ts';
import { cpiCampaignKeys } from '../api/cpi-campaign-keys.ts';
import { cpiCampaignsPaths } from '../paths.ts';
import { useCpiCampaignActions } from '../table/use-cpi-campaign-actions.tsx';
import { useCpiCampaignColumns } from '../table/use-cpi-campaign-columns.tsx';

/** RequestCampaignIndex (/admin/requestCampaign/index): the CPI campaign requests of the active account. */
export function CpiCampaignsIndexPage() {
  return (
    <IndexListPage subject="CpiCampaign" namespace="cpi_campaigns">
      <CpiCampaignsGrid />
    </IndexListPage>
  );
}

const rowLabel = (row: CpiCampaign) => row.name;

function CpiCampaignsGrid() {
  const list = useListQuery<CpiCampaign>({
    path: CPI_CAMPAIGN_API.list,
    keys: cpiCampaignKeys,
    defaults: { sort: CPI_CAMPAIGN_COLUMNS.defaultSort, order: 'desc' },
  });
  return (
    <IndexDataGrid<CpiCampaign>
      namespace="cpi_campaigns"
      listKey="cpi_campaigns"
      create={{ subject: 'CpiCampaign', to: cpiCampaignsPaths.create }}
      columns={useCpiCampaignColumns()}
      list={list}
      rowLabel={rowLabel}
      actions={useCpiCampaignActions()}
    />
  );
}
