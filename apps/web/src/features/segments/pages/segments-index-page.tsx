import { SEGMENT_API, SEGMENT_COLUMNS, type Segment } from '@beacon/contracts';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import {
  CreateLink,
  DataGrid,
  ListPage,
  ListTitle,
  useActiveToggle,
  useListQuery,
} from '../../../ui/data-grid/index.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { segmentKeys } from '../api/segment-keys.ts';
import { useSetSegmentActive } from '../api/use-segment-mutations.ts';
import { SegmentTagModal } from '../components/segment-tag-modal.tsx';
import { segmentsPaths } from '../paths.ts';
import { useSegmentActions } from '../table/use-segment-actions.tsx';
import { useSegmentColumns } from '../table/use-segment-columns.tsx';
import { SegmentTreeView } from '../tree/segment-tree-view.tsx';

type View = 'list' | 'tree';

/** SegmentsIndex (/admin/segments/index): the account's segments as a list or as trees. */
export function SegmentsIndexPage() {
  const { t } = useTranslation('segments');
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'tree' ? 'tree' : 'list';
  if (!ability.can('index', 'Segment')) return <NoPermission message={t('index.no_permission')} />;

  const switchView = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'tree') copy.set('view', 'tree');
        else copy.delete('view');
        return copy;
      },
      { replace: true },
    );
  const viewToggle = (
    <SegmentedControl
      size="xs"
      aria-label={t('index.view')}
      value={view}
      onChange={switchView}
      data={[
        { value: 'list', label: t('index.view_list') },
        { value: 'tree', label: t('index.view_tree') },
      ]}
    />
  );
  const pageActions = (
    <>
      {ability.can('create', 'SegmentCategory') && (
        <Button
          component={Link}
          to={segmentsPaths.categoryCreate}
          size="xs"
          variant="default"
          leftSection={<IconFolderPlus size={14} />}
        >
          {t('index.create_category')}
        </Button>
      )}
      {ability.can('create', 'Segment') && (
        <CreateLink to={segmentsPaths.create}>{t('index.create')}</CreateLink>
      )}
    </>
  );
  const title = <ListTitle>{t('index.title')}</ListTitle>;

  return (
    <ListPage>
      {view === 'list' ? (
        <SegmentsGrid
          title={title}
          toolbar={
            <>
              {viewToggle}
              {pageActions}
            </>
          }
        />
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            {title}
            <Group gap="xs">
              {viewToggle}
              {pageActions}
            </Group>
          </Group>
          <SegmentTreeView />
        </>
      )}
    </ListPage>
  );
}

const rowLabel = (row: Segment) => row.name;

function SegmentsGrid({ title, toolbar }: { title: ReactNode; toolbar: ReactNode }) {
  const { t } = useTranslation('segments');
  const ability = useAppAbility();
  const list = useListQuery<Segment>({
    path: SEGMENT_API.list,
    keys: segmentKeys,
    defaults: { sort: SEGMENT_COLUMNS.defaultSort, order: 'desc' },
  });
  const columns = useSegmentColumns();
  const [tagOf, setTagOf] = useState<Segment | null>(null);
  const openTag = useCallback((segment: Segment) => setTagOf(segment), []);
  const actions = useSegmentActions(openTag);
  const active = useActiveToggle<Segment>(ability.can('update', 'Segment'), useSetSegmentActive(), {
    inFlight: true,
  });
  return (
    <>
      <DataGrid<Segment>
        listKey="segments"
        label={t('index.title')}
        title={title}
        toolbar={toolbar}
        columns={columns}
        list={list}
        rowLabel={rowLabel}
        actions={actions}
        active={active}
      />
      <SegmentTagModal segment={tagOf} onClose={() => setTagOf(null)} />
    </>
  );
}
