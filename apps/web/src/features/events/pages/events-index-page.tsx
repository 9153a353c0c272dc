import { EVENT_API, EVENT_COLUMNS, type EventRow } from '@beacon/contracts';
import { useAppAbility } from '../../../lib/ability.tsx';
import { IndexDataGrid, IndexListPage, useActiveToggle, useListQuery } from '../../../ui/data-grid/index.ts';
import { eventKeys } from '../api/event-keys.ts';
import { useSetEventActive } from '../api/use-event-mutations.ts';
import { eventsPaths } from '../paths.ts';
import { useEventActions } from '../table/use-event-actions.tsx';
import { useEventColumns } from '../table/use-event-columns.tsx';

/** EventIndex (/admin/events/index): the conversion events of the active account. */
export function EventsIndexPage() {
  return (
    <IndexListPage subject="Event" namespace="events">
      <EventsGrid />
    </IndexListPage>
  );
}

const rowLabel = (row: EventRow) => row.name;
/** An archived event keeps its state: it is unarchived first. */
const isArchived = (row: EventRow) => row.archived;

function EventsGrid() {
  const ability = useAppAbility();
  const list = useListQuery<EventRow>({
    path: EVENT_API.list,
    keys: eventKeys,
    defaults: { sort: EVENT_COLUMNS.defaultSort, order: 'desc' },
  });
  const columns = useEventColumns();
  const actions = useEventActions();
  const active = useActiveToggle<EventRow>(ability.can('set_active', 'Event'), useSetEventActive(), {
    inFlight: true,
    busy: isArchived,
  });
  return (
    <IndexDataGrid<EventRow>
      namespace="events"
      listKey="events"
      nowrapTitle
      create={{ subject: 'Event', to: eventsPaths.create }}
      columns={columns}
      list={list}
      rowLabel={rowLabel}
      actions={actions}
      active={active}
    />
  );
}
