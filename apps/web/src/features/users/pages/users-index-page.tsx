import { USER_API, USER_COLUMNS, type UserListItem } from '@beacon/contracts';
import { useCallback } from 'react';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useProfile } from '../../../lib/session/index.ts';
import { IndexDataGrid, IndexListPage, useActiveToggle, useListQuery } from '../../../ui/data-grid/index.ts';
import { useSetUserActive } from '../api/use-user-mutations.ts';
import { userKeys } from '../api/user-keys.ts';
import { usersPaths } from '../paths.ts';
import { userFullName, useUserActions } from '../table/use-user-actions.tsx';
import { useUserColumns } from '../table/use-user-columns.tsx';

/** UsersIndex (/admin/users/index): the users of the active account. */
export function UsersIndexPage() {
  return (
    <IndexListPage subject="User" namespace="users">
      <UsersGrid />
    </IndexListPage>
  );
}

function UsersGrid() {
  const ability = useAppAbility();
  const me = useProfile().id;
  const list = useListQuery<UserListItem>({
    path: USER_API.list,
    keys: userKeys,
    defaults: { sort: USER_COLUMNS.defaultSort, order: 'desc' },
  });
  const columns = useUserColumns();
  const actions = useUserActions();
  // One's own user stays active: switching it off would lock the current session out.
  const isMe = useCallback((row: UserListItem) => row.id === me, [me]);
  const active = useActiveToggle<UserListItem>(ability.can('set_active', 'User'), useSetUserActive(), {
    busy: isMe,
  });
  const rowLabel = useCallback((row: UserListItem) => userFullName(row), []);
  return (
    <IndexDataGrid<UserListItem>
      namespace="users"
      listKey="users"
      create={{ subject: 'User', to: usersPaths.create }}
      columns={columns}
      list={list}
      rowLabel={rowLabel}
      actions={actions}
      active={active}
    />
  );
}
