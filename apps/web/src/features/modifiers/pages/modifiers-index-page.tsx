import { MODIFIER_API, MODIFIER_COLUMNS, type Modifier } from '@beacon/contracts';
import { Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { DataGrid, ListPage, useListQuery } from '../../../ui/data-grid/index.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { modifierKeys } from '../api/modifier-keys.ts';
import { useSetModifierActive } from '../api/use-modifier-mutations.ts';
import { useModifierPermissions } from '../modifier-permissions.ts';
import { CreateModifierButton } from '../table/create-modifier-button.tsx';
import { useModifierActions } from '../table/use-modifier-actions.tsx';
import { useModifierColumns } from '../table/use-modifier-columns.tsx';

/** ModifiersIndex (/admin/modifiers/index): the bid and delivery modifiers of the active account. */
export function ModifiersIndexPage() {
  const { t } = useTranslation('modifiers');
  const ability = useAppAbility();
  if (!ability.can('index', 'Modifier')) return <NoPermission message={t('index.no_permission')} />;
  return (
    <ListPage>
      <ModifiersGrid />
    </ListPage>
  );
}

const rowLabel = (row: Modifier) => row.name;

function ModifiersGrid() {
  const { t } = useTranslation('modifiers');
  const permissions = useModifierPermissions();
  const list = useListQuery<Modifier>({
    path: MODIFIER_API.list,
    keys: modifierKeys,
    defaults: { sort: MODIFIER_COLUMNS.defaultSort, order: 'desc' },
  });
  const columns = useModifierColumns();
  const actions = useModifierActions();
  const { mutate, isPending, variables } = useSetModifierActive();
  const active = useMemo(
    () => ({
      allowed: permissions.setActive,
      onChange: (row: Modifier, value: boolean) => mutate({ id: row.id, active: value }),
      pending: (row: Modifier) => isPending && variables?.id === row.id,
    }),
    [permissions.setActive, mutate, isPending, variables],
  );
  return (
    <DataGrid<Modifier>
      listKey="modifiers"
      label={t('index.title')}
      title={
        <Title order={1} size="h3">
          {t('index.title')}
        </Title>
      }
      toolbar={<CreateModifierButton />}
      columns={columns}
      list={list}
      rowLabel={rowLabel}
      actions={actions}
      active={active}
    />
  );
}
