import { BID_MODEL_API, BID_MODEL_COLUMNS, type BidModel } from '@beacon/contracts';
import { Button, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { DataGrid, ListPage, useListQuery } from '../../../ui/data-grid/index.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { bidModelKeys } from '../api/bid-model-keys.ts';
import { bidModelsPaths } from '../paths.ts';
import { useBidModelColumns } from '../table/use-bid-model-columns.tsx';

/** ModelsIndex (/admin/models/index): the bid models of the active account. */
export function BidModelsIndexPage() {
  const { t } = useTranslation('bid_models');
  const ability = useAppAbility();
  if (!ability.can('index', 'BidModel')) return <NoPermission message={t('index.no_permission')} />;
  return (
    <ListPage>
      <BidModelsGrid />
    </ListPage>
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
      title={
        <Title order={1} size="h3">
          {t('index.title')}
        </Title>
      }
      toolbar={
        ability.can('create', 'BidModel') && (
          <Button component={Link} to={bidModelsPaths.create} size="xs" leftSection={<IconPlus size={14} />}>
            {t('index.create')}
          </Button>
        )
      }
      columns={columns}
      list={list}
      rowLabel={rowLabel}
    />
  );
}
