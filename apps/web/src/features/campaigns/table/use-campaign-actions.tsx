import type { Campaign } from '@beacon/contracts';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../app/ability.tsx';
import type { RowAction } from '../../../ui/data-grid/index.ts';
import { useDeleteCampaign } from '../api/use-campaign-mutations.ts';
import { campaignsPaths } from '../paths.ts';

/** Row actions of the campaigns grid, each shown only with the matching capability (000 §2). */
export function useCampaignActions(onClone: (row: Campaign) => void): RowAction<Campaign>[] {
  const { t } = useTranslation('campaigns');
  const ability = useAppAbility();
  const remove = useDeleteCampaign();
  const canUpdate = ability.can('update', 'Campaign');
  const canClone = ability.can('clone', 'Campaign');
  const canAudit = ability.can('audit', 'Campaign');
  const canDelete = ability.can('delete', 'Campaign');

  return useMemo(
    () => [
      {
        key: 'edit',
        labelKey: 'campaigns:actions.edit',
        icon: <IconPencil size={14} />,
        visible: () => canUpdate,
        href: (row) => campaignsPaths.edit(row.id),
      },
      {
        key: 'clone',
        labelKey: 'campaigns:actions.clone',
        icon: <IconCopy size={14} />,
        visible: () => canClone,
        onClick: onClone,
      },
      {
        key: 'activity',
        labelKey: 'campaigns:actions.activity_log',
        icon: <IconHistory size={14} />,
        visible: () => canAudit,
        href: (row) => campaignsPaths.activityLog(row.id),
      },
      {
        key: 'delete',
        labelKey: 'campaigns:actions.delete',
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
    [t, canUpdate, canClone, canAudit, canDelete, onClone, remove],
  );
}
