import { type OutboxMessage, outboxMessageSchema, SYSTEM_API } from '@beacon/contracts';
import { Anchor } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridColumn, IndexDataGrid, ListPage, useListQuery } from '../../../ui/data-grid/index.ts';
import { outboxKeys } from '../api/outbox-keys.ts';
import { OutboxMessageDrawer } from '../components/outbox-message-drawer.tsx';
import { OutboxStatusBadge } from '../components/status-badge.tsx';

/** OutboxIndex (/admin/outbox/index): e-mails stored because no SMTP server is configured. */
export function OutboxIndexPage() {
  const { t } = useTranslation('outbox');
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const list = useListQuery<OutboxMessage>({
    path: SYSTEM_API.outbox,
    keys: outboxKeys,
    defaults: { sort: 'id' },
  });

  const columns = useMemo<GridColumn<OutboxMessage>[]>(
    () => [
      { accessor: 'id', titleKey: 'outbox:fields.id', fixed: true, sortable: true, width: 'identifier' },
      { accessor: 'to', titleKey: 'outbox:fields.to', fixed: true, sortable: true, filter: { type: 'text' } },
      {
        accessor: 'subject',
        titleKey: 'outbox:fields.subject',
        sortable: true,
        // A button, so the message can be opened from the keyboard too.
        render: (row) => (
          <Anchor component="button" type="button" fz="inherit" onClick={() => setOpen(row)}>
            {row.subject}
          </Anchor>
        ),
      },
      {
        accessor: 'status',
        titleKey: 'outbox:fields.status',
        sortable: true,
        width: 'active',
        filter: {
          type: 'select',
          options: outboxMessageSchema.shape.status.options.map((s) => ({
            value: s,
            label: t(`status.${s}`),
          })),
        },
        render: (row) => <OutboxStatusBadge status={row.status} />,
      },
      {
        accessor: 'created_at',
        titleKey: 'outbox:fields.created_at',
        sortable: true,
        type: 'date',
        width: 180,
      },
    ],
    [t],
  );
  const rowLabel = useCallback((row: OutboxMessage) => row.subject, []);

  return (
    <ListPage>
      <IndexDataGrid<OutboxMessage>
        namespace="outbox"
        listKey="outbox"
        columns={columns}
        list={list}
        rowLabel={rowLabel}
        onRowOpen={setOpen}
        downloadable={false}
      />
      <OutboxMessageDrawer message={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
