import type { Segment } from '@beacon/contracts';
import { IconCode, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { confirmDanger } from '../../../ui/confirm-danger.tsx';
import { activityAction, editAction, type RowAction } from '../../../ui/data-grid/index.ts';
import { useDeleteSegment } from '../api/use-segment-mutations.ts';
import { segmentsPaths } from '../paths.ts';

/** Row actions of the segments grid, each shown only with the matching permission. */
export function useSegmentActions(openTag: (segment: Segment) => void): RowAction<Segment>[] {
  const { t } = useTranslation('segments');
  const ability = useAppAbility();
  const remove = useDeleteSegment();
  const canUpdate = ability.can('update', 'Segment');
  const canShow = ability.can('show', 'Segment');
  const canAudit = ability.can('audit', 'Segment');
  const canDelete = ability.can('delete', 'Segment');
  return useMemo(
    () => [
      editAction(
        'segments',
        () => canUpdate,
        (row) => segmentsPaths.edit(row.id),
      ),
      {
        key: 'tag',
        labelKey: 'segments:actions.tag',
        icon: <IconCode size={14} />,
        color: 'blue',
        visible: () => canShow,
        onClick: openTag,
      },
      activityAction('segments', canAudit, (row) => segmentsPaths.activityLog(row.id)),
      {
        key: 'delete',
        labelKey: 'segments:actions.delete',
        icon: <IconTrash size={14} />,
        color: 'red',
        visible: () => canDelete,
        onClick: (row) =>
          confirmDanger({
            title: t('delete.title'),
            body: t('delete.body', { name: row.name }),
            confirm: t('delete.confirm'),
            cancel: t('delete.cancel'),
            onConfirm: () => remove.mutate(row),
          }),
      },
    ],
    [t, canUpdate, canShow, canAudit, canDelete, openTag, remove],
  );
}
