import type { LineItem } from '@beacon/contracts';
import type { RowAction } from '../../../ui/data-grid/index.ts';
import { useObjectRowActions } from '../../../ui/data-grid/use-object-row-actions.tsx';
import { activityLogPath } from '../../activity-log/entities.ts';
import { useDeleteLineItem } from '../api/use-line-item-mutations.ts';
import { lineItemsPaths } from '../paths.ts';

const lineActivity = (id: number) => activityLogPath('line_item', id);

/**
 * Row actions of the line-items grid, each shown only with the matching capability
 * (docs/REQUIREMENTS.md#line-items). The server refuses deleting lines with creatives or spend (409) and says
 * why.
 */
export function useLineItemActions(onClone: (row: LineItem) => void): RowAction<LineItem>[] {
  const remove = useDeleteLineItem();
  return useObjectRowActions<LineItem>({
    namespace: 'lineItems',
    subject: 'LineItem',
    editPath: lineItemsPaths.edit,
    activityPath: lineActivity,
    onClone,
    remove,
  });
}
