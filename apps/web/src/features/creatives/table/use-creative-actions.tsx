import type { Creative } from '@beacon/contracts';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconEye, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../app/ability.tsx';
import type { RowAction } from '../../../ui/data-grid/index.ts';
import { activityLogPath } from '../../activity-log/entities.ts';
import { useDeleteCreative } from '../api/use-creative-mutations.ts';
import { creativesPaths } from '../paths.ts';

type Handlers = { onPreview: (row: Creative) => void; onClone: (row: Creative) => void };

/** Row actions of the creatives grid, each shown only with the matching capability (000 §2). */
export function useCreativeActions({ onPreview, onClone }: Handlers): RowAction<Creative>[] {
  const { t } = useTranslation('creatives');
  const ability = useAppAbility();
  const remove = useDeleteCreative();
  const canUpdate = ability.can('update', 'Creative');
  const canShow = ability.can('show', 'Creative');
  const canClone = ability.can('clone', 'Creative');
  const canAudit = ability.can('audit', 'Creative');
  const canDelete = ability.can('delete', 'Creative');

  return useMemo(
    () => [
      {
        key: 'edit',
        labelKey: 'creatives:actions.edit',
        icon: <IconPencil size={14} />,
        visible: () => canUpdate,
        href: (row) => creativesPaths.edit(row.id),
      },
      {
        key: 'preview',
        labelKey: 'creatives:actions.preview',
        icon: <IconEye size={14} />,
        visible: () => canShow,
        onClick: onPreview,
      },
      {
        key: 'clone',
        labelKey: 'creatives:actions.clone',
        icon: <IconCopy size={14} />,
        visible: () => canClone,
        onClick: onClone,
      },
      {
        key: 'activity',
        labelKey: 'creatives:actions.activity_log',
        icon: <IconHistory size={14} />,
        visible: () => canAudit,
        href: (row) => activityLogPath('creative', row.id),
      },
      {
        key: 'delete',
        labelKey: 'creatives:actions.delete',
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
            onConfirm: () => remove.mutate(row.id),
          }),
      },
    ],
    [t, canUpdate, canShow, canClone, canAudit, canDelete, onPreview, onClone, remove],
  );
}
