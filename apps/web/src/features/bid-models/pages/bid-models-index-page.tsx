import { BID_MODEL_API, BID_MODEL_COLUMNS, type BidModel } from '@beacon/contracts';
import { IndexDataGrid, IndexListPage, useListQuery } from '../../../ui/data-grid/index.ts';
import { bidModelKeys } from '../api/bid-model-keys.ts';
import { bidModelsPaths } from '../paths.ts';
import { useBidModelColumns } from '../table/use-bid-model-columns.tsx';

/** ModelsIndex (/admin/models/index): the bid models of the active account. */
export function BidModelsIndexPage() {
  return (
    <IndexListPage subject="BidModel" namespace="bid_models">
      <BidModelsGrid />
    </IndexListPage>
  );
}

const rowLabel = (row: BidModel) => row.name;

function BidModelsGrid() {
  const list = useListQuery<BidModel>({
    path: BID_MODEL_API.list,
    keys: bidModelKeys,
    defaults: { sort: BID_MODEL_COLUMNS.defaultSort, order: 'desc' },
  });
  const columns = useBidModelColumns();
  return (
    <IndexDataGrid<BidModel>
      namespace="bid_models"
      listKey="bid_models"
      create={{ subject: 'BidModel', to: bidModelsPaths.create }}
      columns={columns}
      list={list}
      rowLabel={rowLabel}
    />
  );
}
