import { ADVERTISER_API, ADVERTISER_COLUMNS, type Advertiser, METRIC_COLUMNS } from '@beacon/contracts';
import { Button, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import {
  DataGrid,
  ListPage,
  MetricsPeriodSelect,
  useListQuery,
  useMetricsPeriod,
} from '../../../ui/data-grid/index.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { advertiserKeys } from '../api/advertiser-keys.ts';
import { useSetAdvertiserActive } from '../api/use-advertiser-mutations.ts';
import { advertisersPaths } from '../paths.ts';
import { useAdvertiserActions } from '../table/use-advertiser-actions.tsx';
import { useAdvertiserColumns } from '../table/use-advertiser-columns.tsx';

const METRIC_PARAMS = { metrics: METRIC_COLUMNS.advertisers.metrics.join(',') };
/** AdvertisersIndex (/admin/advertisers/index): the advertisers of the active account. */
export function AdvertisersIndexPage() {
  const { t } = useTranslation('advertisers');
  const ability = useAppAbility();
  if (!ability.can('index', 'Advertiser')) return <NoPermission message={t('index.no_permission')} />;
  return (
    <ListPage>
      <AdvertisersGrid />
    </ListPage>
  );
}

const rowLabel = (row: Advertiser) => row.name;

function AdvertisersGrid() {
  const { t } = useTranslation('advertisers');
  const ability = useAppAbility();
  const period = useMetricsPeriod();
  const listParams = useMemo(() => ({ ...METRIC_PARAMS, ...period.params }), [period.params]);
  const list = useListQuery<Advertiser>({
    path: ADVERTISER_API.list,
    keys: advertiserKeys,
    defaults: { sort: ADVERTISER_COLUMNS.defaultSort, order: 'desc' },
    // One analytics query per page fills every metric column (docs/REQUIREMENTS.md#advertisers).
    params: listParams,
  });
  const columns = useAdvertiserColumns();
  const actions = useAdvertiserActions();
  const { mutate, isPending, variables } = useSetAdvertiserActive();
  const canSetActive = ability.can('set_active', 'Advertiser');
  const active = useMemo(
    () => ({
      allowed: canSetActive,
      onChange: (row: Advertiser, value: boolean) => mutate({ id: row.id, active: value }),
      pending: (row: Advertiser) => isPending && variables?.id === row.id,
    }),
    [canSetActive, mutate, isPending, variables],
  );
  return (
    <DataGrid<Advertiser>
      listKey="advertisers"
      label={t('index.title')}
      title={
        <Title order={1} size="h3">
          {t('index.title')}
        </Title>
      }
      toolbar={
        <>
          <MetricsPeriodSelect controller={period} />
          {ability.can('create', 'Advertiser') && (
            <Button
              component={Link}
              to={advertisersPaths.create}
              size="xs"
              leftSection={<IconPlus size={14} />}
            >
              {t('index.create')}
            </Button>
          )}
        </>
      }
      columns={columns}
      list={list}
      rowLabel={rowLabel}
      actions={actions}
      active={active}
    />
  );
}
