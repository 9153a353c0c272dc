import { LOOKALIKE_API, LOOKALIKE_COLUMNS, type Lookalike } from '@beacon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { IndexDataGrid, IndexListPage, useListQuery } from '../../../ui/data-grid/index.ts';
import { lookalikeKeys } from '../api/lookalike-keys.ts';
import { BUILD_POLL_MS, isBusy } from '../api/use-lookalike.ts';
import { lookalikesPaths } from '../paths.ts';
import { useLookalikeActions } from '../table/use-lookalike-actions.tsx';
import { useLookalikeColumns } from '../table/use-lookalike-columns.tsx';

/** LookalikeIndex (/admin/lookalike/index): the lookalike audiences of the active account. */
export function LookalikesIndexPage() {
  return (
    <IndexListPage subject="Lookalike" namespace="lookalikes">
      <LookalikesGrid />
    </IndexListPage>
  );
}

const rowLabel = (row: Lookalike) => row.name;

function LookalikesGrid() {
  const client = useQueryClient();
  const list = useListQuery<Lookalike>({
    path: LOOKALIKE_API.list,
    keys: lookalikeKeys,
    defaults: { sort: LOOKALIKE_COLUMNS.defaultSort, order: 'desc' },
  });
  const columns = useLookalikeColumns();
  const actions = useLookalikeActions();
  // Rows still being built refresh until their build is over.
  const building = (list.query.data?.data ?? []).some(isBusy);
  useEffect(() => {
    if (!building) return;
    const timer = setInterval(
      () => void client.invalidateQueries({ queryKey: lookalikeKeys.lists() }),
      BUILD_POLL_MS * 2,
    );
    return () => clearInterval(timer);
  }, [building, client]);

  return (
    <IndexDataGrid<Lookalike>
      namespace="lookalikes"
      listKey="lookalikes"
      create={{ subject: 'Lookalike', to: lookalikesPaths.create }}
      columns={columns}
      list={list}
      rowLabel={rowLabel}
      actions={actions}
    />
  );
}
