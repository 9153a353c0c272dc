import { BID_MODEL_API, BID_MODEL_COLUMNS, type BidModel } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { CreateLink, DataGrid, IndexListPage, ListTitle, useListQuery } from '../../../ui/data-grid/index.ts';
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
  const { t } = useTranslation('bid_models');
  const ability = useAppAbility();
  const list = useListQuery<BidModel>({
    path: BID_MODEL_API.list,
    keys: bidModelKeys,
    defaults: { sort: BID_MODEL_COLUMNS.defaultSort, order: 'desc' },
  });
  const columns = useBidModelColumns();
  return (
    <DataGrid<BidModel>
      listKey="bid_models"
      label={t('index.title')}
      title={<ListTitle>{t('index.title')}</ListTitle>}
      toolbar={
        ability.can('create', 'BidModel') && (
          <CreateLink to={bidModelsPaths.create}>{t('index.create')}</CreateLink>
        )
      }
      columns={columns}
      list={list}
      rowLabel={rowLabel}
    />
  );
}
