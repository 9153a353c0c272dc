import type { LineItem } from '@beacon/contracts';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../app/ability.tsx';
import type { RowAction } from '../../../ui/data-grid/index.ts';
import { activityLogPath } from '../../activity-log/entities.ts';
import { useDeleteLineItem } from '../api/use-line-item-mutations.ts';
import { lineItemsPaths } from '../paths.ts';

/** Row actions of the line-items grid, each shown only with the matching capability (000 §2). */
export function useLineItemActions(onClone: (row: LineItem) => void): RowAction<LineItem>[] {
  const { t } = useTranslation('lineItems');
  const ability = useAppAbility();
  const remove = useDeleteLineItem();
  const canUpdate = ability.can('update', 'LineItem');
  const canClone = ability.can('clone', 'LineItem');
  const canAudit = ability.can('audit', 'LineItem');
  const canDelete = ability.can('delete', 'LineItem');

  return useMemo(
    () => [
      {
        key: 'edit',
        labelKey: 'lineItems:actions.edit',
        icon: <IconPencil size={14} />,
        visible: () => canUpdate,
        href: (row) => lineItemsPaths.edit(row.id),
      },
      {
        key: 'clone',
        labelKey: 'lineItems:actions.clone',
        icon: <IconCopy size={14} />,
        visible: () => canClone,
        onClick: onClone,
      },
      {
        key: 'activity',
        labelKey: 'lineItems:actions.activity_log',
        icon: <IconHistory size={14} />,
        visible: () => canAudit,
        href: (row) => activityLogPath('line_item', row.id),
      },
      {
        key: 'delete',
        labelKey: 'lineItems:actions.delete',
        icon: <IconTrash size={14} />,
        color: 'red',
        visible: () => canDelete,
        disabled: (row) => remove.isPending && remove.variables === row.id,
        onClick: (row) =>
          modals.openConfirmModal({
            title: t('delete.title'),
            children: <Text size="sm">{t('delete.body', { name: row.name, id: row.id })}</Text>,
            labels: { confirm: t('delete.confirm'), cancel: t('common.cancel') },
            confirmProps: { color: 'red' },
            // The server refuses lines with creatives or spend (409) and says why; notifyError shows it.
            onConfirm: () => remove.mutate(row.id),
          }),
      },
    ],
    [t, canUpdate, canClone, canAudit, canDelete, onClone, remove],
  );
}
