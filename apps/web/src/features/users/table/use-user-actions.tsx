import type { UserListItem } from '@beacon/contracts';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useProfile } from '../../../lib/session/index.ts';
import { confirmDanger } from '../../../ui/confirm-danger.tsx';
import { editAction, type RowAction } from '../../../ui/data-grid/index.ts';
import { useDeleteUser, useResendActivation } from '../api/use-user-mutations.ts';
import { usersPaths } from '../paths.ts';

export const userFullName = (u: { name: string; last_name: string }) => `${u.name} ${u.last_name}`.trim();

/** Row actions of the users grid, each shown only with the matching permission. */
export function useUserActions(): RowAction<UserListItem>[] {
  const { t } = useTranslation('users');
  const ability = useAppAbility();
  const me = useProfile().id;
  const remove = useDeleteUser();
  const resend = useResendActivation();
  const canUpdate = ability.can('update', 'User');
  const canDelete = ability.can('delete', 'User');
  // Re-sending an invitation is part of inviting: the server asks for User:create.
  const canInvite = ability.can('create', 'User');

  return useMemo(
    () => [
      editAction(
        'users',
        () => canUpdate,
        (row) => usersPaths.edit(row.id),
      ),
      {
        key: 'resend',
        labelKey: 'users:actions.resend_activation',
        icon: <IconMailForward size={14} />,
        color: 'blue',
        visible: (row) => canInvite && row.pending_activation,
        disabled: (row) => resend.isPending && resend.variables === row.id,
        onClick: (row) => resend.mutate(row.id),
      },
      {
        key: 'delete',
        labelKey: 'users:actions.delete',
        icon: <IconTrash size={14} />,
        color: 'red',
        // Nobody deletes their own user: the account would lose its only way back in.
        visible: (row) => canDelete && row.id !== me,
        onClick: (row) =>
          confirmDanger({
            title: t('delete.title'),
            body: t('delete.body', { name: userFullName(row), email: row.email }),
            confirm: t('delete.confirm'),
            cancel: t('delete.cancel'),
            onConfirm: () => remove.mutate(row.id),
          }),
      },
    ],
    [t, canUpdate, canDelete, canInvite, me, remove, resend],
  );
}
