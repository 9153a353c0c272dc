import { PRIVATE_POI_EDITABLE, type PrivatePoiLayer } from '@beacon/contracts';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { confirmDanger } from '../../../ui/confirm-danger.tsx';
import { activityAction, editAction, type RowAction } from '../../../ui/data-grid/index.ts';
import { isBusy } from '../api/use-private-poi.ts';
import { useDeletePrivatePoiLayer } from '../api/use-private-poi-mutations.ts';
import { privatePoisPaths } from '../paths.ts';

/** Edit waits for the file to be read (docs/REQUIREMENTS.md#planning: processed or failed only). */
export const editable = (layer: Pick<PrivatePoiLayer, 'status'>) =>
  PRIVATE_POI_EDITABLE.includes(layer.status);

/**
 * Row actions of the layers grid, each shown only with its permission: edit and a new file once the file
 * in hand is read, delete after a confirmation.
 */
export function useLayerActions(onReplace: (layer: PrivatePoiLayer) => void): RowAction<PrivatePoiLayer>[] {
  const { t } = useTranslation('privatePois');
  const ability = useAppAbility();
  const canUpdate = ability.can('update', 'PrivatePoi');
  const canDelete = ability.can('delete', 'PrivatePoi');
  const canAudit = ability.can('audit', 'PrivatePoi');
  const remove = useDeletePrivatePoiLayer();
  return useMemo(
    () => [
      {
        ...editAction(
          'privatePois',
          () => canUpdate,
          (row) => privatePoisPaths.edit(row.id),
        ),
        disabled: (row) => !editable(row),
        disabledReason: (row) => (editable(row) ? undefined : 'privatePois:actions.wait_pending'),
      },
      {
        key: 'replace',
        labelKey: 'privatePois:actions.replace',
        icon: <IconFileUpload size={14} />,
        visible: () => canUpdate,
        disabled: isBusy,
        disabledReason: (row) => (isBusy(row) ? 'privatePois:actions.wait_pending' : undefined),
        onClick: onReplace,
      },
      {
        key: 'delete',
        labelKey: 'privatePois:actions.delete',
        icon: <IconTrash size={14} />,
        color: 'red',
        visible: () => canDelete,
        disabled: (row) => remove.isPending && remove.variables?.id === row.id,
        onClick: (row) =>
          confirmDanger({
            title: t('delete.title'),
            body: t('delete.body', { name: row.layer_name, count: row.total_pois }),
            confirm: t('delete.confirm'),
            cancel: t('form.cancel'),
            onConfirm: () => remove.mutate(row),
          }),
      },
      activityAction('privatePois', canAudit, (row) => privatePoisPaths.activityLog(row.id)),
    ],
    [t, onReplace, remove, canUpdate, canDelete, canAudit],
  );
}
