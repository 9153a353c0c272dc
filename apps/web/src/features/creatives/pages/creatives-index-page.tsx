import { CREATIVE_API, CREATIVE_COLUMNS, type Creative } from '@beacon/contracts';
import { Badge, Button, Popover, Select, Stack } from '@mantine/core';
import { IconFilter, IconUpload } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useCreativeTemplates } from '../../../lib/reference/reference-lists.ts';
import {
  IndexDataGrid,
  IndexListPage,
  type ListController,
  useActiveToggle,
  useListQuery,
} from '../../../ui/data-grid/index.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { creativeKeys } from '../api/creative-keys.ts';
import { useSetCreativeActive } from '../api/use-creative-mutations.ts';
import { CloneCreativeModal } from '../components/clone-modal.tsx';
import { creativesPaths } from '../paths.ts';
import { PreviewModal } from '../preview/preview-modal.tsx';
import { useCreativeActions } from '../table/use-creative-actions.tsx';
import { useCreativeColumns } from '../table/use-creative-columns.tsx';

/** CreativesIndex (/admin/creatives/index): the creatives of the active account. */
export function CreativesIndexPage() {
  return (
    <IndexListPage subject="Creative" namespace="creatives">
      <CreativesGrid />
    </IndexListPage>
  );
}

function CreativesGrid() {
  const { t } = useTranslation('creatives');
  const ability = useAppAbility();
  const list = useListQuery<Creative>({
    path: CREATIVE_API.list,
    keys: creativeKeys,
    defaults: { sort: CREATIVE_COLUMNS.defaultSort, order: 'desc' },
  });
  const columns = useCreativeColumns();
  const [cloning, setCloning] = useState<Creative | null>(null);
  const [previewing, setPreviewing] = useState<Creative | null>(null);
  const actions = useCreativeActions({ onPreview: setPreviewing, onClone: setCloning });
  const canSetActive = ability.can('set_active', 'Creative');
  const active = useActiveToggle<Creative>(canSetActive, useSetCreativeActive());
  const rowLabel = useCallback((row: Creative) => row.name, []);

  return (
    <>
      <IndexDataGrid<Creative>
        namespace="creatives"
        listKey="creatives"
        nowrapTitle
        tools={
          <>
            <ToolbarFilters list={list} />
            {ability.can('create_creative_bulk', 'Creative') && (
              <Button
                component={Link}
                to={creativesPaths.bulk}
                size="xs"
                variant="default"
                leftSection={<IconUpload size={14} />}
              >
                {t('index.bulk')}
              </Button>
            )}
          </>
        }
        create={{ subject: 'Creative', to: creativesPaths.create }}
        columns={columns}
        list={list}
        rowLabel={rowLabel}
        actions={actions}
        active={active}
      />
      <CloneCreativeModal creative={cloning} onClose={() => setCloning(null)} />
      <PreviewModal subject={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}

/**
 * Advertiser and template filters, which have no column among the defaults, behind one button so
 * the toolbar keeps its place on a laptop screen.
 */
function ToolbarFilters({ list }: { list: ListController<Creative> }) {
  const { t } = useTranslation('creatives');
  const advertisers = useAdvertiserOptions().data;
  const templates = useCreativeTemplates().data;
  const filters = list.state.filters;
  const count = [filters.advertiser_id, filters.creative_template_id].filter(Boolean).length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button
          size="xs"
          variant={count ? 'light' : 'default'}
          leftSection={<IconFilter size={14} />}
          rightSection={
            count ? (
              <Badge size="xs" circle>
                {count}
              </Badge>
            ) : undefined
          }
        >
          {t('index.filters')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <Select
            size="xs"
            label={t('fields.advertiser_id')}
            placeholder={t('index.filter_advertiser')}
            data={(advertisers ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={filters.advertiser_id ?? null}
            onChange={(value) => list.setFilter('advertiser_id', value ?? '')}
            searchable
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            size="xs"
            label={t('fields.creative_template_id')}
            placeholder={t('index.filter_template')}
            data={(templates ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
            value={filters.creative_template_id ?? null}
            onChange={(value) => list.setFilter('creative_template_id', value ?? '')}
            searchable
            clearable
            comboboxProps={{ withinPortal: false }}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
