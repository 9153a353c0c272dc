import { LINE_ITEM_API, LINE_ITEM_COLUMNS, type LineItem, METRIC_COLUMNS } from '@beacon/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import {
  BulkActiveBar,
  CreateLink,
  DataGrid,
  IndexListPage,
  ListTitle,
  MetricsPeriodSelect,
  useActiveToggle,
  useGridSelection,
  useMetricListQuery,
  useRowSelection,
} from '../../../ui/data-grid/index.ts';
import { lineItemKeys } from '../api/line-item-keys.ts';
import { useBulkSetLineItems, useSetLineItemActive } from '../api/use-line-item-mutations.ts';
import { CampaignFilterChip } from '../components/campaign-filter-chip.tsx';
import { CloneLineItemModal } from '../components/clone-modal.tsx';
import { lineItemsPaths } from '../paths.ts';
import { useLineItemActions } from '../table/use-line-item-actions.tsx';
import { useLineItemColumns } from '../table/use-line-item-columns.tsx';

/**
 * LineItemList (/admin/lineitem/index). The route's `campaign_id` (docs/REQUIREMENTS.md#line-items) becomes
 * the list's campaign filter, kept in the URL like every other filter and shown as a removable chip.
 */
export function LineItemsIndexPage() {
  const [params] = useSearchParams();
  const campaignId = params.get('campaign_id');
  if (campaignId !== null) {
    const next = new URLSearchParams(params);
    next.delete('campaign_id');
    if (/^\d+$/.test(campaignId)) next.set('filters[campaign_id]', campaignId);
    return <Navigate to={{ search: next.toString() }} replace />;
  }
  return (
    <IndexListPage subject="LineItem" namespace="lineItems">
      <LineItemsGrid />
    </IndexListPage>
  );
}

function LineItemsGrid() {
  const { t } = useTranslation('lineItems');
  const ability = useAppAbility();
  // One analytics query per page fills every metric column (docs/REQUIREMENTS.md#line-items).
  const { period, list } = useMetricListQuery<LineItem>({
    path: LINE_ITEM_API.list,
    keys: lineItemKeys,
    defaults: { sort: LINE_ITEM_COLUMNS.defaultSort, order: 'desc' },
    metrics: METRIC_COLUMNS.lineItems.metrics,
  });
  const campaignFilter = list.state.filters.campaign_id ?? null;
  const canSetActive = ability.can('set_active', 'LineItem');
  const bulkSet = useBulkSetLineItems();
  const selection = useRowSelection<LineItem>();
  const columns = useLineItemColumns();
  const [cloning, setCloning] = useState<LineItem | null>(null);
  const actions = useLineItemActions(setCloning);
  const active = useActiveToggle<LineItem>(canSetActive, useSetLineItemActive());
  const rowLabel = useCallback((row: LineItem) => row.name, []);
  const gridSelection = useGridSelection(selection, canSetActive, 'lineItems');
  const single = campaignFilter !== null && /^\d+$/.test(campaignFilter) ? campaignFilter : null;

  return (
    <>
      <DataGrid<LineItem>
        listKey="line_items"
        label={t('index.title')}
        title={
          <>
            <ListTitle nowrap>{t('index.title')}</ListTitle>
            {single && (
              <CampaignFilterChip campaignId={single} onRemove={() => list.setFilter('campaign_id', '')} />
            )}
          </>
        }
        selection={gridSelection}
        toolbar={
          <>
            <MetricsPeriodSelect controller={period} />
            {canSetActive && (
              <BulkActiveBar
                selection={selection}
                allowed={canSetActive}
                bulk={bulkSet}
                namespace="lineItems"
              />
            )}
            {/* While rows are selected the bulk actions take the place of "New line item". */}
            {ability.can('create', 'LineItem') && selection.selected.length === 0 && (
              <CreateLink to={lineItemsPaths.create(single)}>{t('index.create')}</CreateLink>
            )}
          </>
        }
        columns={columns}
        list={list}
        rowLabel={rowLabel}
        actions={actions}
        active={active}
      />
      <CloneLineItemModal lineItem={cloning} onClose={() => setCloning(null)} />
    </>
  );
}
