import { USER_API, USER_COLUMNS, type UserListItem } from '@beacon/contracts';
import { Button, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useProfile } from '../../../lib/session/index.ts';
import { DataGrid, ListPage, useListQuery } from '../../../ui/data-grid/index.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { useSetUserActive } from '../api/use-user-mutations.ts';
import { userKeys } from '../api/user-keys.ts';
import { usersPaths } from '../paths.ts';
import { userFullName, useUserActions } from '../table/use-user-actions.tsx';
import { useUserColumns } from '../table/use-user-columns.tsx';

/** UsersIndex (/admin/users/index): the users of the active account. */
export function UsersIndexPage() {
  const { t } = useTranslation('users');
  const ability = useAppAbility();
  if (!ability.can('index', 'User')) return <NoPermission message={t('index.no_permission')} />;
  return (
    <ListPage>
      <UsersGrid />
    </ListPage>
  );
}

function UsersGrid() {
  const { t } = useTranslation('users');
  const ability = useAppAbility();
  const me = useProfile().id;
  const list = useListQuery<UserListItem>({
    path: USER_API.list,
    keys: userKeys,
    defaults: { sort: USER_COLUMNS.defaultSort, order: 'desc' },
  });
  const columns = useUserColumns();
  const actions = useUserActions();
  const setActive = useSetUserActive();
  const mutate = setActive.mutate;
  const canSetActive = ability.can('set_active', 'User');
  const active = useMemo(
    () => ({
      allowed: canSetActive,
      onChange: (row: UserListItem, value: boolean) => mutate({ id: row.id, active: value }),
      // One's own user stays active: switching it off would lock the current session out.
      pending: (row: UserListItem) => row.id === me,
    }),
    [canSetActive, mutate, me],
  );
  const rowLabel = useCallback((row: UserListItem) => userFullName(row), []);
  return (
    <DataGrid<UserListItem>
      listKey="users"
      label={t('index.title')}
      title={
        <Title order={1} size="h3">
          {t('index.title')}
        </Title>
      }
      toolbar={
        ability.can('create', 'User') && (
          <Button component={Link} to={usersPaths.create} size="xs" leftSection={<IconPlus size={14} />}>
            {t('index.create')}
          </Button>
        )
      }
      columns={columns}
      list={list}
      rowLabel={rowLabel}
      actions={actions}
      active={active}
    />
  );
}
