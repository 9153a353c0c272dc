import { IconTrash } from '@tabler/icons-react';
import { confirmDanger } from '../../../ui/confirm-danger.tsx';
import type { RowAction } from '../../../ui/data-grid/index.ts';

/** A delete mutation of report rows, as the report lists use it. */
type Removal<T> = { isPending: boolean; variables?: { id: number }; mutate: (row: T) => void };

/**
 * The "delete" row action of a report list: offered when `allowed`, disabled while that row is being
 * deleted, and asked for again in a danger dialog (`confirm` gives its texts for the row).
 */
export function deleteReportAction<T extends { id: number }>(
  labelKey: string,
  allowed: boolean,
  remove: Removal<T>,
  confirm: (row: T) => { title: string; body: string; confirm: string; cancel: string },
): RowAction<T> {
  return {
    key: 'delete',
    labelKey,
    icon: <IconTrash size={14} />,
    color: 'red',
    visible: () => allowed,
    disabled: (row) => remove.isPending && remove.variables?.id === row.id,
    onClick: (row) => confirmDanger({ ...confirm(row), onConfirm: () => remove.mutate(row) }),
  };
}
