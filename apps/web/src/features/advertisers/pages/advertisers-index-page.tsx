import { ADVERTISER_API, ADVERTISER_COLUMNS, type Advertiser, METRIC_COLUMNS } from '@beacon/contracts';
import { useAppAbility } from '../../../lib/ability.tsx';
import {
  IndexDataGrid,
  IndexListPage,
  MetricsPeriodSelect,
  useActiveToggle,
  useMetricListQuery,
} from '../../../ui/data-grid/index.ts';
import { advertiserKeys } from '../api/advertiser-keys.ts';
import { useSetAdvertiserActive } from '../api/use-advertiser-mutations.ts';
import { advertisersPaths } from '../paths.ts';
import { useAdvertiserActions } from '../table/use-advertiser-actions.tsx';
import { useAdvertiserColumns } from '../table/use-advertiser-columns.tsx';

/** AdvertisersIndex (/admin/advertisers/index): the advertisers of the active account. */
export function AdvertisersIndexPage() {
  return (
    <IndexListPage subject="Advertiser" namespace="advertisers">
      <AdvertisersGrid />
    </IndexListPage>
  );
}

const rowLabel = (row: Advertiser) => row.name;

function AdvertisersGrid() {
  const ability = useAppAbility();
  // One analytics query per page fills every metric column (docs/REQUIREMENTS.md#advertisers).
  const { period, list } = useMetricListQuery<Advertiser>({
    path: ADVERTISER_API.list,
    keys: advertiserKeys,
    defaults: { sort: ADVERTISER_COLUMNS.defaultSort, order: 'desc' },
    metrics: METRIC_COLUMNS.advertisers.metrics,
  });
  const columns = useAdvertiserColumns();
  const actions = useAdvertiserActions();
  const active = useActiveToggle<Advertiser>(
    ability.can('set_active', 'Advertiser'),
    useSetAdvertiserActive(),
    { inFlight: true },
  );
  return (
    <IndexDataGrid<Advertiser>
      namespace="advertisers"
      listKey="advertisers"
      tools={<MetricsPeriodSelect controller={period} />}
      create={{ subject: 'Advertiser', to: advertisersPaths.create }}
      columns={columns}
      list={list}
      rowLabel={rowLabel}
      actions={actions}
      active={active}
    />
  );
}
