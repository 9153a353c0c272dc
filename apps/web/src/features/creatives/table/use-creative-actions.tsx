import type { Creative } from '@beacon/contracts';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useAppAbility } from '../../../lib/ability.tsx';
import type { RowAction } from '../../../ui/data-grid/index.ts';
import { useObjectRowActions } from '../../../ui/data-grid/use-object-row-actions.tsx';
import { activityLogPath } from '../../activity-log/entities.ts';
import { useDeleteCreative } from '../api/use-creative-mutations.ts';
import { creativesPaths } from '../paths.ts';

type Handlers = { onPreview: (row: Creative) => void; onClone: (row: Creative) => void };

const creativeActivity = (id: number) => activityLogPath('creative', id);

/**
 * Row actions of the creatives grid (with a preview), each shown only with the matching capability
 * (docs/REQUIREMENTS.md#creatives).
 */
export function useCreativeActions({ onPreview, onClone }: Handlers): RowAction<Creative>[] {
  const ability = useAppAbility();
  const remove = useDeleteCreative();
  const canShow = ability.can('show', 'Creative');
  const extra = useMemo<RowAction<Creative>[]>(
    () => [
      {
        key: 'preview',
        labelKey: 'creatives:actions.preview',
        icon: <IconEye size={14} />,
        visible: () => canShow,
        onClick: onPreview,
      },
    ],
    [canShow, onPreview],
  );
  return useObjectRowActions<Creative>({
    namespace: 'creatives',
    subject: 'Creative',
    editPath: creativesPaths.edit,
    activityPath: creativeActivity,
    onClone,
    remove,
    extra,
  });
}
