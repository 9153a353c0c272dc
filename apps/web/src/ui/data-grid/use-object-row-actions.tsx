import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability.tsx';
import { confirmDanger } from '../confirm-danger.tsx';
import { activityAction, editAction } from './row-action-kinds.tsx';
import type { RowAction } from './types.ts';

type Row = { id: number; name: string };

export type ObjectRowActionsOptions<T extends Row> = {
  /** Translation namespace with `actions.edit|clone|activity_log|delete` and `delete.title|body|confirm`. */
  namespace: string;
  /** The permission subject: the objects that are edited, duplicated, audited and deleted. */
  subject: 'Campaign' | 'LineItem' | 'Creative';
  editPath: (id: number) => string;
  activityPath: (id: number) => string;
  onClone: (row: T) => void;
  /** The delete mutation: the row being deleted shows a disabled action. */
  remove: { mutate: (id: number) => void; isPending: boolean; variables?: number };
  /** Actions shown between edit and duplicate (a creative's preview); memoise them. */
  extra?: readonly RowAction<T>[];
};

/**
 * The row actions of a trafficking object's grid — edit, duplicate, activity log, delete (with a confirmation
 * naming the row) — each shown only with its capability on the subject (docs/REQUIREMENTS.md#lists). The
 * server has the last word on a delete (409 with the reason, shown by the shared notifier).
 */
export function useObjectRowActions<T extends Row>({
  namespace,
  subject,
  editPath,
  activityPath,
  onClone,
  remove,
  extra,
}: ObjectRowActionsOptions<T>): RowAction<T>[] {
  const { t } = useTranslation(namespace);
  const ability = useAppAbility();
  const canUpdate = ability.can('update', subject);
  const canClone = ability.can('clone', subject);
  const canAudit = ability.can('audit', subject);
  const canDelete = ability.can('delete', subject);

  return useMemo(
    () => [
      editAction(
        namespace,
        () => canUpdate,
        (row) => editPath(row.id),
      ),
      ...(extra ?? []),
      {
        key: 'clone',
        labelKey: `${namespace}:actions.clone`,
        icon: <IconCopy size={14} />,
        visible: () => canClone,
        onClick: onClone,
      },
      activityAction(namespace, canAudit, (row) => activityPath(row.id)),
      {
        key: 'delete',
        labelKey: `${namespace}:actions.delete`,
        icon: <IconTrash size={14} />,
        color: 'red',
        visible: () => canDelete,
        disabled: (row) => remove.isPending && remove.variables === row.id,
        onClick: (row) =>
          confirmDanger({
            title: t('delete.title'),
            body: t('delete.body', { name: row.name, id: row.id }),
            confirm: t('delete.confirm'),
            cancel: t('common.cancel'),
            onConfirm: () => remove.mutate(row.id),
          }),
      },
    ],
    [t, namespace, canUpdate, canClone, canAudit, canDelete, editPath, activityPath, onClone, remove, extra],
  );
}
