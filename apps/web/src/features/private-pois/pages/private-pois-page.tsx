import { PRIVATE_POI_API, PRIVATE_POI_COLUMNS, type PrivatePoiLayer } from '@beacon/contracts';
import { Alert, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { DataGrid, ListPage, useListQuery } from '../../../ui/data-grid/index.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { privatePoiKeys } from '../api/private-poi-keys.ts';
import { isBusy, PENDING_POLL_MS } from '../api/use-private-poi.ts';
import { LayerOutcome } from '../components/layer-outcome.tsx';
import { ReplaceModal } from '../components/replace-modal.tsx';
import { CreateLayerForm } from '../form/create-layer-form.tsx';
import { useLayerActions } from '../table/use-layer-actions.tsx';
import { useLayerColumns } from '../table/use-layer-columns.tsx';

/** How long a newly created layer stays marked in the list (docs/REQUIREMENTS.md#planning). */
export const CREATED_FLAG_MS = 1000;

/**
 * PrivatePoisCreate (/admin/privatepois/create): the upload form of a new layer and, below it, the
 * account's layers. A layer whose file is being read is followed until it is processed or failed.
 */
export function PrivatePoisPage() {
  const { t } = useTranslation('privatePois');
  const ability = useAppAbility();
  const canCreate = ability.can('create', 'PrivatePoi');
  // The last layer sent from this screen, followed to its outcome above the list.
  const [followed, setFollowed] = useState<number | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  // After an upload the screen moves on to the layers: the new layer's outcome, then the list.
  useEffect(() => {
    if (followed !== null) listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [followed]);
  return (
    <Stack gap="md">
      <PageHeading title={t('title')} intro={t('intro')} />
      {canCreate && <CreateLayerForm onCreated={setFollowed} />}
      <Stack gap="xs" ref={listTop} style={{ scrollMarginTop: 'var(--app-shell-header-offset, 0rem)' }}>
        {followed !== null && <LayerOutcome id={followed} />}
        {ability.can('index', 'PrivatePoi') ? (
          // The list takes a whole screen of its own below the form, as on the other list screens.
          <ListPage>
            <LayersGrid created={followed} onReplaced={setFollowed} />
          </ListPage>
        ) : (
          <Alert color="orange" icon={<IconLock size={18} />} role="alert" maw={640}>
            {t('list.no_permission')}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}

const rowLabel = (row: PrivatePoiLayer) => row.layer_name;

function LayersGrid({ created, onReplaced }: { created: number | null; onReplaced: (id: number) => void }) {
  const { t } = useTranslation('privatePois');
  const list = useListQuery<PrivatePoiLayer>({
    path: PRIVATE_POI_API.list,
    keys: privatePoiKeys,
    defaults: { sort: PRIVATE_POI_COLUMNS.defaultSort, order: 'desc' },
    // A layer whose file is being read shows its outcome when the job ends.
    pollWhile: {
      ms: PENDING_POLL_MS,
      when: (page) => (page.data as PrivatePoiLayer[]).some(isBusy),
    },
  });
  // A new layer is flagged in the list for a moment, then the flag resets.
  const [flagged, setFlagged] = useState<number | null>(null);
  useEffect(() => {
    if (created === null) return;
    setFlagged(created);
    const timer = setTimeout(() => setFlagged(null), CREATED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [created]);
  const [replacing, setReplacing] = useState<PrivatePoiLayer | null>(null);
  const onReplace = useCallback((row: PrivatePoiLayer) => setReplacing(row), []);
  const columns = useLayerColumns(flagged);
  const actions = useLayerActions(onReplace);
  return (
    <>
      <DataGrid<PrivatePoiLayer>
        listKey="private_pois"
        label={t('list.title')}
        title={
          <Title order={2} size="h4">
            {t('list.title')}
          </Title>
        }
        columns={columns}
        list={list}
        rowLabel={rowLabel}
        actions={actions}
      />
      <ReplaceModal layer={replacing} onClose={() => setReplacing(null)} onReplaced={onReplaced} />
    </>
  );
}
