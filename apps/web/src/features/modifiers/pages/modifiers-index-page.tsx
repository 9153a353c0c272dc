import { MODIFIER_API, MODIFIER_COLUMNS, type Modifier } from '@beacon/contracts';
import { IndexDataGrid, IndexListPage, useActiveToggle, useListQuery } from '../../../ui/data-grid/index.ts';
import { modifierKeys } from '../api/modifier-keys.ts';
import { useSetModifierActive } from '../api/use-modifier-mutations.ts';
import { useModifierPermissions } from '../modifier-permissions.ts';
import { CreateModifierButton } from '../table/create-modifier-button.tsx';
import { useModifierActions } from '../table/use-modifier-actions.tsx';
import { useModifierColumns } from '../table/use-modifier-columns.tsx';

/** ModifiersIndex (/admin/modifiers/index): the bid and delivery modifiers of the active account. */
export function ModifiersIndexPage() {
  return (
    <IndexListPage subject="Modifier" namespace="modifiers">
      <ModifiersGrid />
    </IndexListPage>
  );
}

const rowLabel = (row: Modifier) => row.name;

function ModifiersGrid() {
  const permissions = useModifierPermissions();
  const list = useListQuery<Modifier>({
    path: MODIFIER_API.list,
    keys: modifierKeys,
    defaults: { sort: MODIFIER_COLUMNS.defaultSort, order: 'desc' },
  });
  const columns = useModifierColumns();
  const actions = useModifierActions();
  const active = useActiveToggle<Modifier>(permissions.setActive, useSetModifierActive(), { inFlight: true });
  return (
    <IndexDataGrid<Modifier>
      namespace="modifiers"
      listKey="modifiers"
      tools={<CreateModifierButton />}
      columns={columns}
      list={list}
      rowLabel={rowLabel}
      actions={actions}
      active={active}
    />
  );
}
