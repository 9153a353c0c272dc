import { LOOKALIKE_API, LOOKALIKE_COLUMNS, type Lookalike } from '@beacon/contracts';
import { Button, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { DataGrid, ListPage, useListQuery } from '../../../ui/data-grid/index.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { lookalikeKeys } from '../api/lookalike-keys.ts';
import { BUILD_POLL_MS, isBusy } from '../api/use-lookalike.ts';
import { lookalikesPaths } from '../paths.ts';
import { useLookalikeActions } from '../table/use-lookalike-actions.tsx';
import { useLookalikeColumns } from '../table/use-lookalike-columns.tsx';

/** LookalikeIndex (/admin/lookalike/index): the lookalike audiences of the active account. */
export function LookalikesIndexPage() {
  const { t } = useTranslation('lookalikes');
  const ability = useAppAbility();
  if (!ability.can('index', 'Lookalike')) return <NoPermission message={t('index.no_permission')} />;
  return (
    <ListPage>
      <LookalikesGrid />
    </ListPage>
  );
}

const rowLabel = (row: Lookalike) => row.name;

function LookalikesGrid() {
  const { t } = useTranslation('lookalikes');
  const ability = useAppAbility();
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
    <DataGrid<Lookalike>
      listKey="lookalikes"
      label={t('index.title')}
      title={
        <Title order={1} size="h3">
          {t('index.title')}
        </Title>
      }
      toolbar={
        ability.can('create', 'Lookalike') && (
          <Button component={Link} to={lookalikesPaths.create} size="xs" leftSection={<IconPlus size={14} />}>
            {t('index.create')}
          </Button>
        )
      }
      columns={columns}
      list={list}
      rowLabel={rowLabel}
      actions={actions}
    />
  );
}
