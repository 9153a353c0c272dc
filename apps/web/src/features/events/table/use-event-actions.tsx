import type { EventRow } from '@beacon/contracts';
import { IconArchive, IconArchiveOff, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { confirmDanger } from '../../../ui/confirm-danger.tsx';
import { activityAction, editAction, type RowAction } from '../../../ui/data-grid/index.ts';
import { useDeleteEvent, useSetEventArchived } from '../api/use-event-mutations.ts';
import { eventsPaths } from '../paths.ts';

/**
 * Row actions of the events grid (docs/REQUIREMENTS.md#events): open, archive or unarchive (shown
 * to everyone, disabled with its reason without the permission), activity log, delete after a
 * confirmation.
 */
export function useEventActions(): RowAction<EventRow>[] {
  const { t } = useTranslation('events');
  const ability = useAppAbility();
  const canUpdate = ability.can('update', 'Event');
  // Archiving is a state change, like switching the event on or off.
  const canArchive = ability.can('set_active', 'Event');
  const canDelete = ability.can('delete', 'Event');
  const canAudit = ability.can('audit', 'Event');
  const archive = useSetEventArchived();
  const remove = useDeleteEvent();
  return useMemo(
    () => [
      editAction(
        'events',
        () => canUpdate,
        (row) => eventsPaths.edit(row.id),
      ),
      {
        key: 'archive',
        labelKey: 'events:actions.archive',
        icon: <IconArchive size={14} />,
        visible: (row) => !row.archived,
        disabled: (row) => !canArchive || (archive.isPending && archive.variables?.id === row.id),
        disabledReason: () => (canArchive ? undefined : 'events:actions.archive_no_permission'),
        onClick: (row) => archive.mutate({ id: row.id, archived: true }),
      },
      {
        key: 'unarchive',
        labelKey: 'events:actions.unarchive',
        icon: <IconArchiveOff size={14} />,
        visible: (row) => row.archived,
        disabled: (row) => !canArchive || (archive.isPending && archive.variables?.id === row.id),
        disabledReason: () => (canArchive ? undefined : 'events:actions.archive_no_permission'),
        onClick: (row) => archive.mutate({ id: row.id, archived: false }),
      },
      activityAction('events', canAudit, (row) => eventsPaths.activityLog(row.id)),
      {
        key: 'delete',
        labelKey: 'events:actions.delete',
        icon: <IconTrash size={14} />,
        color: 'red',
        visible: () => canDelete,
        disabled: (row) => remove.isPending && remove.variables === row.id,
        onClick: (row) =>
          confirmDanger({
            title: t('delete.title'),
            body: t('delete.body', { name: row.name, id: row.id }),
            confirm: t('delete.confirm'),
            cancel: t('form.cancel'),
            onConfirm: () => remove.mutate(row.id),
          }),
      },
    ],
    [t, canUpdate, canArchive, canDelete, canAudit, archive, remove],
  );
}
