import { ACTIVITY_EVENTS, type ActivityEntity, type ActivityEntry } from '@beacon/contracts';
import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import type { GridColumn } from '../../../ui/data-grid/index.ts';
import { useValueLabels } from '../api/use-value-labels.ts';
import { ActivityChanges } from '../components/activity-changes.tsx';
import { EventBadge } from '../components/event-badge.tsx';
import { ACTIVITY_ENTITY_CONFIG } from '../entities.ts';

type Column = GridColumn<ActivityEntry>;

/** Columns of an activity log: time, object, event, user and the changes. */
export function useActivityColumns(entity: ActivityEntity): Column[] {
  const { t } = useTranslation('activity');
  const ability = useAppAbility();
  const config = ACTIVITY_ENTITY_CONFIG[entity];
  const canEdit = config.canOpen(ability);
  const labels = useValueLabels(entity);

  return useMemo(() => {
    const editHref = canEdit ? config.edit : undefined;
    return [
      {
        accessor: 'created_at',
        titleKey: 'activity:columns.time',
        fixed: true,
        type: 'date',
        sortable: true,
        sortField: 'entry_id',
        filterField: 'created_date',
        filter: { type: 'date' },
        width: 150,
      },
      {
        accessor: 'entity_name',
        titleKey: `activity:columns.object_${entity}`,
        fixed: true,
        sortable: true,
        filterField: 'id',
        filter: { type: 'number' },
        width: 220,
        render: (row) => (
          <Text span fz="inherit">
            {editHref ? (
              <Anchor component={Link} to={editHref(row.entity_id)} fz="inherit">
                {row.entity_name}
              </Anchor>
            ) : (
              row.entity_name
            )}{' '}
            <Text span fz="inherit" c="dimmed">
              #{row.entity_id}
            </Text>
          </Text>
        ),
      },
      {
        accessor: 'event',
        titleKey: 'activity:columns.event',
        fixed: true,
        sortable: true,
        width: 'active',
        filter: {
          type: 'select',
          options: ACTIVITY_EVENTS.map((e) => ({ value: e, label: t(`events.${e}`) })),
        },
        render: (row) => <EventBadge event={row.event} />,
      },
      {
        accessor: 'user_name',
        titleKey: 'activity:columns.user',
        defaultVisible: true,
        sortable: true,
        filter: { type: 'text' },
        width: 160,
      },
      {
        accessor: 'changes',
        titleKey: 'activity:columns.changes',
        fixed: true,
        render: (row) => <ActivityChanges entry={row} editHref={editHref} labels={labels} />,
      },
    ] satisfies Column[];
  }, [t, entity, config, canEdit, labels]);
}
