import type { Segment } from '@beacon/contracts';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCode, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import type { RowAction } from '../../../ui/data-grid/index.ts';
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
      {
        key: 'edit',
        labelKey: 'segments:actions.edit',
        icon: <IconPencil size={14} />,
        visible: () => canUpdate,
        href: (row) => segmentsPaths.edit(row.id),
      },
      {
        key: 'tag',
        labelKey: 'segments:actions.tag',
        icon: <IconCode size={14} />,
        color: 'blue',
        visible: () => canShow,
        onClick: openTag,
      },
      {
        key: 'activity',
        labelKey: 'segments:actions.activity_log',
        icon: <IconHistory size={14} />,
        visible: () => canAudit,
        href: (row) => segmentsPaths.activityLog(row.id),
      },
      {
        key: 'delete',
        labelKey: 'segments:actions.delete',
        icon: <IconTrash size={14} />,
        color: 'red',
        visible: () => canDelete,
        onClick: (row) =>
          modals.openConfirmModal({
            title: t('delete.title'),
            children: <Text size="sm">{t('delete.body', { name: row.name })}</Text>,
            labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
            confirmProps: { color: 'red' },
            onConfirm: () => remove.mutate(row),
          }),
      },
    ],
    [t, canUpdate, canShow, canAudit, canDelete, openTag, remove],
  );
}
