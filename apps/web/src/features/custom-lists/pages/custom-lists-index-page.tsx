import { CUSTOM_LIST_API, CUSTOM_LIST_COLUMNS, type CustomList } from '@beacon/contracts';
import { Button, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../app/ability.tsx';
import { DataGrid, ListPage, useListQuery } from '../../../ui/data-grid/index.ts';
import { NoPermission } from '../../users/components/no-permission.tsx';
import { customListKeys } from '../api/custom-list-keys.ts';
import { PROCESSING_POLL_MS } from '../api/use-custom-list.ts';
import { useSetCustomListActive } from '../api/use-custom-list-mutations.ts';
import { UploadModal } from '../components/upload-modal.tsx';
import { customListsPaths } from '../paths.ts';
import { useCustomListActions } from '../table/use-custom-list-actions.tsx';
import { useCustomListColumns } from '../table/use-custom-list-columns.tsx';

/** CustomListIndex (/admin/custom_lists/index): the custom lists of the active account. */
export function CustomListsIndexPage() {
  const { t } = useTranslation('custom_lists');
  const ability = useAppAbility();
  if (!ability.can('index', 'CustomList')) return <NoPermission message={t('index.no_permission')} />;
  return (
    <ListPage>
      <CustomListsGrid />
    </ListPage>
  );
}

const rowLabel = (row: CustomList) => row.name;

function CustomListsGrid() {
  const { t } = useTranslation('custom_lists');
  const ability = useAppAbility();
  const list = useListQuery<CustomList>({
    path: CUSTOM_LIST_API.list,
    keys: customListKeys,
    defaults: { sort: CUSTOM_LIST_COLUMNS.defaultSort, order: 'desc' },
    // A list loading a file shows its outcome when the job ends.
    pollWhile: {
      ms: PROCESSING_POLL_MS,
      when: (page) => (page.data as CustomList[]).some((row) => row.status === 'processing'),
    },
  });
  const [uploading, setUploading] = useState<CustomList | null>(null);
  const onUpload = useCallback((row: CustomList) => setUploading(row), []);
  const columns = useCustomListColumns();
  const actions = useCustomListActions(onUpload);
  const { mutate, isPending, variables } = useSetCustomListActive();
  const canSetActive = ability.can('set_active', 'CustomList');
  const active = useMemo(
    () => ({
      allowed: canSetActive,
      onChange: (row: CustomList, value: boolean) => mutate({ id: row.id, active: value }),
      pending: (row: CustomList) => (isPending && variables?.id === row.id) || row.status === 'processing',
    }),
    [canSetActive, mutate, isPending, variables],
  );
  return (
    <>
      <DataGrid<CustomList>
        listKey="custom_lists"
        label={t('index.title')}
        title={
          <Title order={1} size="h3">
            {t('index.title')}
          </Title>
        }
        toolbar={
          ability.can('create', 'CustomList') && (
            <Button
              component={Link}
              to={customListsPaths.create}
              size="xs"
              leftSection={<IconPlus size={14} />}
            >
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
      <UploadModal list={uploading} onClose={() => setUploading(null)} />
    </>
  );
}
