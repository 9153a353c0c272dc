import { ACTIVITY_LOG_API, type ActivityEntity, type ActivityEntry } from '@beacon/contracts';
import { Button, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { DataGrid, ListPage, useListQuery } from '../../../ui/data-grid/index.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { activityKeys } from '../api/activity-keys.ts';
import { ACTIVITY_ENTITY_CONFIG } from '../entities.ts';
import { useActivityColumns } from '../table/use-activity-columns.tsx';

/**
 * The activity log of one kind of object (docs/REQUIREMENTS.md#activity-log): who changed what and when,
 * newest first. `?filters[id]=<id>` narrows it to one object. Line items and creatives mount it too.
 */
export function ActivityLogPage({ entity }: { entity: ActivityEntity }) {
  const { t } = useTranslation('activity');
  const ability = useAppAbility();
  if (!ability.can('audit', ACTIVITY_ENTITY_CONFIG[entity].subject)) {
    return <NoPermission message={t('no_permission')} />;
  }
  return (
    <ListPage>
      <ActivityGrid entity={entity} />
    </ListPage>
  );
}

const rowLabel = (row: ActivityEntry) => `${row.entity_name} #${row.entity_id}`;

function ActivityGrid({ entity }: { entity: ActivityEntity }) {
  const { t } = useTranslation('activity');
  const ability = useAppAbility();
  const config = ACTIVITY_ENTITY_CONFIG[entity];
  const keys = useMemo(() => activityKeys(entity), [entity]);
  const list = useListQuery<ActivityEntry>({
    path: ACTIVITY_LOG_API.list(entity),
    keys,
    // `entry_id` is the entry's own id; `id` names the object (docs/REQUIREMENTS.md#activity-log).
    defaults: { sort: 'entry_id', order: 'desc' },
  });
  const columns = useActivityColumns(entity);
  return (
    <DataGrid<ActivityEntry>
      listKey={`activity_log.${entity}`}
      label={t(`title.${entity}`)}
      title={
        <Title order={1} size="h3" style={{ whiteSpace: 'nowrap' }}>
          {t(`title.${entity}`)}
        </Title>
      }
      toolbar={
        config.canList(ability) && (
          <Button
            component={Link}
            to={config.index}
            size="xs"
            variant="default"
            leftSection={<IconArrowLeft size={14} />}
          >
            {t(`back.${entity}`)}
          </Button>
        )
      }
      columns={columns}
      list={list}
      rowLabel={rowLabel}
      downloadable={false}
    />
  );
}
