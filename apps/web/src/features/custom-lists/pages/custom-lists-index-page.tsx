import { CUSTOM_LIST_API, CUSTOM_LIST_COLUMNS, type CustomList } from '@beacon/contracts';
import { useCallback, useState } from 'react';
import { useAppAbility } from '../../../lib/ability.tsx';
import { IndexDataGrid, IndexListPage, useActiveToggle, useListQuery } from '../../../ui/data-grid/index.ts';
import { ConvertListModal } from '../../private-pois/components/convert-list-modal.tsx';
import { customListKeys } from '../api/custom-list-keys.ts';
import { PROCESSING_POLL_MS } from '../api/use-custom-list.ts';
import { useSetCustomListActive } from '../api/use-custom-list-mutations.ts';
import { UploadModal } from '../components/upload-modal.tsx';
import { customListsPaths } from '../paths.ts';
import { useCustomListActions } from '../table/use-custom-list-actions.tsx';
import { useCustomListColumns } from '../table/use-custom-list-columns.tsx';

/** CustomListIndex (/admin/custom_lists/index): the custom lists of the active account. */
export function CustomListsIndexPage() {
  return (
    <IndexListPage subject="CustomList" namespace="custom_lists">
      <CustomListsGrid />
    </IndexListPage>
  );
}

const rowLabel = (row: CustomList) => row.name;
/** A list whose file is still loading cannot be switched. */
const isProcessing = (row: CustomList) => row.status === 'processing';

function CustomListsGrid() {
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
  const [converting, setConverting] = useState<CustomList | null>(null);
  const onConvert = useCallback((row: CustomList) => setConverting(row), []);
  const columns = useCustomListColumns();
  const actions = useCustomListActions(onUpload, onConvert);
  const active = useActiveToggle<CustomList>(
    ability.can('set_active', 'CustomList'),
    useSetCustomListActive(),
    { inFlight: true, busy: isProcessing },
  );
  return (
    <>
      <IndexDataGrid<CustomList>
        namespace="custom_lists"
        listKey="custom_lists"
        create={{ subject: 'CustomList', to: customListsPaths.create }}
        columns={columns}
        list={list}
        rowLabel={rowLabel}
        actions={actions}
        active={active}
      />
      <UploadModal list={uploading} onClose={() => setUploading(null)} />
      <ConvertListModal list={converting} onClose={() => setConverting(null)} />
    </>
  );
}
