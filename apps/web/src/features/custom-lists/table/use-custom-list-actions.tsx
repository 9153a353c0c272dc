import { CUSTOM_LIST_API, type CustomList, customListTypeById } from '@beacon/contracts';
import { IconCopy, IconDownload, IconEraser, IconEye, IconMapPin, IconUpload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { api } from '../../../lib/api/client.ts';
import { confirmDanger } from '../../../ui/confirm-danger.tsx';
import { activityAction, editAction, type RowAction } from '../../../ui/data-grid/index.ts';
import { notifyError } from '../../../ui/notify.ts';
import { useClearCustomList, useCloneCustomList } from '../api/use-custom-list-mutations.ts';
import { customListsPaths } from '../paths.ts';

/** Only lat/long lists become private POI layers (docs/REQUIREMENTS.md#custom-lists). */
const isLatLong = (row: CustomList) => customListTypeById(row.custom_list_type_id)?.key === 'lat_long';

/**
 * Row actions of the custom lists grid, each shown only with its permission. Edit is off while a
 * file loads or after a failed one, download only when the list is ready (docs/REQUIREMENTS.md#custom-lists).
 */
export function useCustomListActions(
  onUpload: (row: CustomList) => void,
  onConvert: (row: CustomList) => void,
): RowAction<CustomList>[] {
  const { t } = useTranslation('custom_lists');
  const ability = useAppAbility();
  const canUpdate = ability.can('update', 'CustomList');
  const canShow = ability.can('show', 'CustomList');
  const canUpload = ability.can('item_create', 'CustomList');
  const canDownload = ability.can('item_index', 'CustomList');
  const canClone = ability.can('clone', 'CustomList');
  const canClear = ability.can('item_delete', 'CustomList');
  const canAudit = ability.can('audit', 'CustomList');
  // The server also needs the list itself (docs/PLANNING.md#conversion-of-a-custom-list).
  const canConvert = ability.can('create', 'PrivatePoi') && canShow;
  const clone = useCloneCustomList();
  const clear = useClearCustomList();
  return useMemo(
    () => [
      {
        ...editAction(
          'custom_lists',
          () => canUpdate,
          (row) => customListsPaths.edit(row.id),
        ),
        disabled: (row) => row.status !== 'ready',
      },
      {
        key: 'download',
        labelKey: 'custom_lists:actions.download',
        icon: <IconDownload size={14} />,
        visible: () => canDownload,
        disabled: (row) => row.status !== 'ready',
        onClick: (row) =>
          void api
            .download(CUSTOM_LIST_API.download(row.id), undefined, `custom-list-${row.id}.csv`)
            .catch(notifyError),
      },
      {
        key: 'upload',
        labelKey: 'custom_lists:actions.upload',
        icon: <IconUpload size={14} />,
        visible: () => canUpload,
        disabled: (row) => row.status === 'processing',
        onClick: onUpload,
      },
      {
        key: 'show',
        labelKey: 'custom_lists:actions.show',
        icon: <IconEye size={14} />,
        visible: () => canShow,
        href: (row) => customListsPaths.show(row.id),
      },
      {
        key: 'clone',
        labelKey: 'custom_lists:actions.clone',
        icon: <IconCopy size={14} />,
        visible: () => canClone,
        disabled: (row) => row.status === 'processing' || (clone.isPending && clone.variables === row.id),
        onClick: (row) => clone.mutate(row.id),
      },
      {
        key: 'clear',
        labelKey: 'custom_lists:actions.clear',
        icon: <IconEraser size={14} />,
        color: 'red',
        visible: () => canClear,
        disabled: (row) => row.status === 'processing' || row.custom_list_items_count === 0,
        onClick: (row) =>
          confirmDanger({
            title: t('clear.title'),
            body: t('clear.body', { name: row.name, count: row.custom_list_items_count }),
            confirm: t('clear.confirm'),
            cancel: t('form.cancel'),
            // An inactive list is refused by the server (docs/REQUIREMENTS.md#custom-lists); notifyError
            // shows its message.
            onConfirm: () => clear.mutate(row.id),
          }),
      },
      {
        key: 'to_private_pois',
        labelKey: 'custom_lists:actions.to_private_pois',
        icon: <IconMapPin size={14} />,
        visible: (row) => canConvert && isLatLong(row),
        disabled: (row) => row.status !== 'ready' || row.custom_list_items_count === 0,
        disabledReason: (row) =>
          row.status !== 'ready'
            ? 'custom_lists:actions.to_private_pois_not_ready'
            : row.custom_list_items_count === 0
              ? 'custom_lists:actions.to_private_pois_empty'
              : undefined,
        onClick: onConvert,
      },
      activityAction('custom_lists', canAudit, (row) => customListsPaths.activityLog(row.id)),
    ],
    [
      t,
      onUpload,
      onConvert,
      clone,
      clear,
      canUpdate,
      canShow,
      canUpload,
      canDownload,
      canClone,
      canClear,
      canAudit,
      canConvert,
    ],
  );
}
