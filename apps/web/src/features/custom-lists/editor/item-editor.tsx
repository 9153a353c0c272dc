import { CUSTOM_LIST_ITEM_PAGE_SIZE, type CustomList, customListTypeById } from '@beacon/contracts';
import { ActionIcon, Badge, Button, Group, Pagination, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { useCustomListItems } from '../api/use-custom-list.ts';
import { EditCells, MODEL_FIELDS, ReadCells } from './item-cells.tsx';
import { draftErrors, draftOf, emptyDraft, type ItemDraft, sameDraft } from './item-draft.ts';
import { PagingGuardModal } from './paging-guard-modal.tsx';
import type { ItemChangesApi } from './use-item-changes.ts';

type Target = { kind: 'new' } | { kind: 'created'; key: number } | { kind: 'item'; id: number };
type Editing = { target: Target; draft: ItemDraft; original: ItemDraft; errors: Record<string, string> };

type Props = {
  list: CustomList;
  /** The radius a location item without one gets (the form's current value). */
  defaultRadiusKm: number | null;
  /** The tracked changes; without them the table is read-only. */
  changes?: ItemChangesApi;
  canCreate?: boolean;
  canUpdate?: boolean;
  canDelete?: boolean;
};

const sameTarget = (a: Target | undefined, b: Target) =>
  a?.kind === b.kind &&
  (a.kind === 'new' ||
    (a.kind === 'created' && b.kind === 'created' && a.key === b.key) ||
    (a.kind === 'item' && b.kind === 'item' && a.id === b.id));

/**
 * The items of a list, 25 a page, edited in place: add, edit and delete rows; each row change is
 * confirmed (✓ or Enter) into the tracked changes, which the list's save sends as `with_items`.
 * While a row edit is unconfirmed, changing page is blocked until it is confirmed or discarded.
 */
export function ItemEditor({ list, defaultRadiusKm, changes, canCreate, canUpdate, canDelete }: Props) {
  const { t } = useTranslation('custom_lists');
  const type = customListTypeById(list.custom_list_type_id)!;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [blockedPage, setBlockedPage] = useState<number | null>(null);
  const items = useCustomListItems(list.id, page);
  const exchangeRows = useLookup('custom_list_exchanges', type.model === 'three').data;
  const exchanges = useMemo(
    () => (exchangeRows ?? []).map((e) => ({ value: String(e.id), label: `${e.code} · ${e.name}` })),
    [exchangeRows],
  );
  const exchangeIds = useMemo(() => new Set((exchangeRows ?? []).map((e) => e.id)), [exchangeRows]);
  const exchangeCode = (prefix: string | null) =>
    exchangeRows?.find((e) => String(e.id) === prefix)?.code ?? prefix ?? '';
  const editable = Boolean(changes);

  const start = (target: Target, draft: ItemDraft) => {
    if (editing) return;
    setEditing({ target, draft, original: draft, errors: {} });
  };

  /** Applies the row edit to the tracked changes when the type's rule accepts it. */
  const confirm = (): boolean => {
    if (!editing || !changes) return true;
    const errors = draftErrors(type.key, editing.draft, {
      defaultRadiusKm,
      exchangeIds: exchangeRows ? exchangeIds : undefined,
    });
    if (Object.keys(errors).length) {
      setEditing({ ...editing, errors });
      return false;
    }
    const { target, draft } = editing;
    if (target.kind === 'new') changes.addCreated(draft);
    else if (target.kind === 'created') changes.updateCreated(target.key, draft);
    else {
      const server = items.data?.data.find((i) => i.id === target.id);
      changes.setEdited(target.id, server && sameDraft(draftOf(server), draft) ? null : draft);
    }
    setEditing(null);
    return true;
  };

  const goTo = (next: number) => {
    if (editing && !sameDraft(editing.draft, editing.original)) setBlockedPage(next);
    else {
      setEditing(null);
      setPage(next);
    }
  };

  const total = items.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CUSTOM_LIST_ITEM_PAGE_SIZE));
  const columns = MODEL_FIELDS[type.model];

  const editRow = (target: Target, key: string, status?: ReactNode) =>
    editing && sameTarget(editing.target, target) ? (
      <Table.Tr key={key} bg="var(--mantine-color-yellow-light)" data-editing>
        <Table.Td>{status}</Table.Td>
        <EditCells
          model={type.model}
          draft={editing.draft}
          errors={editing.errors}
          exchanges={exchanges}
          defaultRadiusKm={defaultRadiusKm}
          onChange={(draft) => setEditing({ ...editing, draft })}
          onConfirm={() => void confirm()}
          onCancel={() => setEditing(null)}
        />
        <Table.Td>
          <Group gap={2} wrap="nowrap">
            <RowButton label={t('editor.confirm_row')} color="teal" onClick={() => void confirm()}>
              <IconCheck size={14} />
            </RowButton>
            <RowButton label={t('editor.cancel_row')} onClick={() => setEditing(null)}>
              <IconX size={14} />
            </RowButton>
          </Group>
        </Table.Td>
      </Table.Tr>
    ) : null;

  return (
    <Stack gap="xs">
      {editable && (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c={changes!.count ? 'orange.8' : 'dimmed'} aria-live="polite">
            {changes!.count ? t('editor.pending', { count: changes!.count }) : t('editor.no_pending')}
          </Text>
          {canCreate && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              disabled={editing !== null}
              onClick={() => start({ kind: 'new' }, emptyDraft())}
            >
              {t('editor.add')}
            </Button>
          )}
        </Group>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          fz="xs"
          verticalSpacing={4}
          aria-label={t('editor.table')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t('fields.id')}</Table.Th>
              {columns.map((field) => (
                <Table.Th key={field}>{t(`fields.${field}`)}</Table.Th>
              ))}
              <Table.Th w={70}>{t('fields.active')}</Table.Th>
              {editable && <Table.Th w={80}>{t('editor.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {editRow({ kind: 'new' }, 'new', <Badge size="xs">{t('editor.new')}</Badge>)}
            {changes?.changes.created.map(
              (n) =>
                editRow(
                  { kind: 'created', key: n.key },
                  `created-${n.key}`,
                  <Badge size="xs">{t('editor.new')}</Badge>,
                ) ?? (
                  <Table.Tr key={`created-${n.key}`} bg="var(--mantine-color-teal-light)">
                    <Table.Td>
                      <Badge size="xs">{t('editor.new')}</Badge>
                    </Table.Td>
                    <ReadCells
                      model={type.model}
                      draft={n.draft}
                      exchangeCode={exchangeCode}
                      defaultRadiusKm={defaultRadiusKm}
                    />
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <RowButton
                          label={t('editor.edit_row')}
                          disabled={editing !== null}
                          onClick={() => start({ kind: 'created', key: n.key }, n.draft)}
                        >
                          <IconPencil size={14} />
                        </RowButton>
                        <RowButton
                          label={t('editor.remove_new')}
                          color="red"
                          onClick={() => changes.removeCreated(n.key)}
                        >
                          <IconTrash size={14} />
                        </RowButton>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ),
            )}
            {(items.data?.data ?? []).map((item) => {
              const target: Target = { kind: 'item', id: item.id };
              const edited = changes?.changes.edited.get(item.id);
              const deleted = changes?.changes.deleted.has(item.id) ?? false;
              const draft = edited ?? draftOf(item);
              return (
                editRow(target, `item-${item.id}`, item.id) ?? (
                  <Table.Tr
                    key={`item-${item.id}`}
                    bg={
                      deleted
                        ? 'var(--mantine-color-red-light)'
                        : edited
                          ? 'var(--mantine-color-blue-light)'
                          : undefined
                    }
                    style={deleted ? { textDecoration: 'line-through' } : undefined}
                    data-state={deleted ? 'deleted' : edited ? 'edited' : undefined}
                  >
                    <Table.Td>{item.id}</Table.Td>
                    <ReadCells
                      model={type.model}
                      draft={draft}
                      exchangeCode={exchangeCode}
                      defaultRadiusKm={defaultRadiusKm}
                    />
                    {editable && (
                      <Table.Td>
                        <Group gap={2} wrap="nowrap">
                          {canUpdate && !deleted && (
                            <RowButton
                              label={t('editor.edit_row')}
                              disabled={editing !== null}
                              onClick={() => start(target, draft)}
                            >
                              <IconPencil size={14} />
                            </RowButton>
                          )}
                          {canDelete && (
                            <RowButton
                              label={deleted ? t('editor.restore_row') : t('editor.delete_row')}
                              color={deleted ? 'gray' : 'red'}
                              disabled={editing !== null}
                              onClick={() => changes!.toggleDeleted(item.id)}
                            >
                              {deleted ? <IconArrowBackUp size={14} /> : <IconTrash size={14} />}
                            </RowButton>
                          )}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                )
              );
            })}
            {total === 0 && !changes?.changes.created.length && !editing && (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 3}>
                  <Text size="xs" c="dimmed" ta="center" py="sm">
                    {items.isPending ? t('editor.loading') : t('editor.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('editor.total', { count: total })}
        </Text>
        <Pagination
          size="xs"
          total={pages}
          value={page}
          onChange={goTo}
          getControlProps={(control) => ({ 'aria-label': t(`editor.page_${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('editor.page_n', { page: n }) })}
        />
      </Group>
      <PagingGuardModal
        opened={blockedPage !== null}
        onStay={() => setBlockedPage(null)}
        onDiscard={() => {
          setEditing(null);
          setPage(blockedPage ?? page);
          setBlockedPage(null);
        }}
        onConfirm={() => {
          const next = blockedPage ?? page;
          setBlockedPage(null);
          if (confirm()) setPage(next);
        }}
      />
    </Stack>
  );
}

function RowButton({
  label,
  color = 'gray',
  disabled,
  onClick,
  children,
}: {
  label: string;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal openDelay={300}>
      <ActionIcon
        size="xs"
        variant="subtle"
        color={color}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
