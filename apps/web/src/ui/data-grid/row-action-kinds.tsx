import { IconHistory, IconPencil } from '@tabler/icons-react';
import type { RowAction } from './types.ts';

/** The "edit" row action of a namespace's grid: a link to the row's edit screen. */
export function editAction<T>(
  namespace: string,
  visible: (row: T) => boolean,
  href: (row: T) => string,
): RowAction<T> {
  return {
    key: 'edit',
    labelKey: `${namespace}:actions.edit`,
    icon: <IconPencil size={14} />,
    visible,
    href,
  };
}

/** The "activity log" row action of a namespace's grid: a link to the row's history. */
export function activityAction<T>(
  namespace: string,
  allowed: boolean,
  href: (row: T) => string,
): RowAction<T> {
  return {
    key: 'activity',
    labelKey: `${namespace}:actions.activity_log`,
    icon: <IconHistory size={14} />,
    visible: () => allowed,
    href,
  };
}
