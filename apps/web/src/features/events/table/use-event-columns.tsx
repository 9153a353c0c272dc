import { EVENT_COLUMNS, EVENT_ELIGIBILITY_MODES, type EventRow } from '@beacon/contracts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { numberFormat } from '../../../lib/format/number.ts';
import { columnFactory, type GridColumn } from '../../../ui/data-grid/index.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { useEventLookup } from '../api/use-event.ts';
import { eventsPaths } from '../paths.ts';
import { EventStatusBadge } from '../ui/event-status-badge.tsx';

type Column = GridColumn<EventRow>;
const column = columnFactory<EventRow>('events', EVENT_COLUMNS);

const COUNTERS = [
  'events_fired_today',
  'events_fired_yesterday',
  'events_fired_past_7_days_avg',
  'events_fired_past_30_days_look_back',
] as const;

/**
 * The events grid's columns (docs/REQUIREMENTS.md#events): the spec's defaults with the fired
 * counters and the tag's status; attribution, windows, value and eligibility on request.
 */
export function useEventColumns(): Column[] {
  const { t, i18n } = useTranslation('events');
  const language = i18n.language;
  // Names open the record: read-only for a user who may see it but not change it.
  const canOpen = useAppAbility().can('show', 'Event');
  const types = useEventLookup('types').data;
  const attributions = useEventLookup('attributions').data;
  const advertisers = useAdvertiserOptions().data;

  return useMemo(() => {
    const number = numberFormat(language, { maximumFractionDigits: 1 });
    const dollars = numberFormat(language, { style: 'currency', currency: 'USD' });
    const typeNames = new Map((types ?? []).map((o) => [o.id, o.description]));
    const attributionNames = new Map((attributions ?? []).map((o) => [o.id, o.description]));
    const options = (list: typeof types) =>
      (list ?? []).map((o) => ({ value: String(o.id), label: o.description }));
    return [
      column('id', { filter: { type: 'number' }, width: 'identifier' }),
      column('external_id', { filter: { type: 'number' }, width: 105 }),
      column('name', {
        filter: { type: 'text' },
        // The name keeps its room when the counters push the grid wider than the screen.
        width: 200,
        render: (row) => <NameCell row={row} href={canOpen ? eventsPaths.edit(row.id) : undefined} />,
      }),
      column('advertiser_name', {
        filterField: 'advertiser_id',
        filter: {
          type: 'select',
          options: (advertisers ?? []).map((a) => ({ value: String(a.id), label: a.name })),
        },
      }),
      column('event_type', {
        render: (row) => typeNames.get(row.event_type_id ?? 0) ?? row.event_type,
        filterField: 'event_type_id',
        filter: { type: 'select', options: options(types) },
      }),
      ...COUNTERS.map((accessor) =>
        column(accessor, {
          width: 88,
          // Counted in the analytics store page by page: not a sort key of the list.
          sortable: false,
          render: (row: EventRow) => {
            const count = row[accessor];
            return count === null ? '—' : number.format(count);
          },
        }),
      ),
      column('status', {
        width: 105,
        sortable: false,
        render: (row) => <EventStatusBadge status={row.status} />,
      }),
      column('event_attribution', {
        render: (row) => attributionNames.get(row.event_attribution_id ?? 0) ?? row.event_attribution,
        filterField: 'event_attribution_id',
        filter: { type: 'select', options: options(attributions) },
      }),
      column('segment_name'),
      column('value', { width: 'min', render: (row) => dollars.format(row.value) }),
      column('click_window_days', { width: 'min' }),
      column('view_window_days', { width: 'min' }),
      column('eligibility_mode', {
        width: 120,
        filter: {
          type: 'select',
          options: EVENT_ELIGIBILITY_MODES.map((m) => ({ value: m, label: t(`eligibility.${m}`) })),
        },
        render: (row) => (row.eligible ? t(`eligibility.${row.eligibility_mode}`) : t('eligibility.none')),
      }),
      column('line_items_count', { width: 'min' }),
      column('archived', {
        filter: { type: 'boolean' },
        width: 'active',
        render: (row) => (row.archived ? t('state.archived') : t('state.live')),
      }),
      column('updated_at', { type: 'date' }),
      column('active', { type: 'active', filter: { type: 'boolean' } }),
    ];
  }, [language, t, canOpen, types, attributions, advertisers]);
}

/** The event's name (a link to its screen when the user may open it), marked when archived. */
function NameCell({ row, href }: { row: EventRow; href: string | undefined }) {
  const { t } = useTranslation('events');
  return (
    <Group gap={6} wrap="nowrap">
      {href ? (
        <Anchor component={Link} to={href} fz="inherit" truncate>
          {row.name}
        </Anchor>
      ) : (
        <Text fz="inherit" truncate>
          {row.name}
        </Text>
      )}
      {row.archived && (
        <Badge size="xs" variant="light" color="gray" tt="none" style={{ flex: 'none' }}>
          {t('state.archived')}
        </Badge>
      )}
    </Group>
  );
}
