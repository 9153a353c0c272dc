import { SEGMENT_CATEGORY_COLUMNS, type SegmentCategory } from '@beacon/contracts';
import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { confirmDanger } from '../../../ui/confirm-danger.tsx';
import type { GridColumn, RowAction } from '../../../ui/data-grid/index.ts';
import { useDeleteSegmentCategory } from '../api/use-segment-categories.ts';

type Column = GridColumn<SegmentCategory>;

/** Columns of the categories grid beside the category form. */
export function useCategoryColumns(): Column[] {
  return useMemo(() => {
    const column = (accessor: string, rest: Partial<Omit<Column, 'accessor'>> = {}): Column => ({
      accessor,
      titleKey: `segments:fields.${accessor}`,
      fixed: (SEGMENT_CATEGORY_COLUMNS.fixed as readonly string[]).includes(accessor),
      defaultVisible: (SEGMENT_CATEGORY_COLUMNS.dimensions as readonly string[]).includes(accessor),
      sortable: true,
      ...rest,
    });
    return [
      column('id', { filter: { type: 'number' }, width: 'identifier' }),
      column('external_id', { filter: { type: 'number' }, width: 115 }),
      column('name', { filter: { type: 'text' } }),
      column('key', { filter: { type: 'text' } }),
      column('parent_name', { titleKey: 'segments:fields.parent_category' }),
      column('advertiser_name'),
      column('segments_count', { width: 'min' }),
      column('active', { filter: { type: 'boolean' }, render: (row) => <ActiveText active={row.active} /> }),
    ];
  }, []);
}

function ActiveText({ active }: { active: boolean }) {
  const { t } = useTranslation('segments');
  return (
    <Text size="sm" c={active ? undefined : 'dimmed'}>
      {active ? t('categories.active') : t('categories.inactive')}
    </Text>
  );
}

/** Delete, for categories that hold nothing (the server refuses the others with the reason). */
export function useCategoryActions(): RowAction<SegmentCategory>[] {
  const { t } = useTranslation('segments');
  const ability = useAppAbility();
  const remove = useDeleteSegmentCategory();
  const canDelete = ability.can('delete', 'SegmentCategory');
  return useMemo(
    () => [
      {
        key: 'delete',
        labelKey: 'segments:actions.delete',
        icon: <IconTrash size={14} />,
        color: 'red',
        visible: () => canDelete,
        disabled: (row) => row.segments_count > 0,
        onClick: (row) =>
          confirmDanger({
            title: t('categories.delete_title'),
            body: t('categories.delete_body', { name: row.name }),
            confirm: t('delete.confirm'),
            cancel: t('delete.cancel'),
            onConfirm: () => remove.mutate(row),
          }),
      },
    ],
    [t, canDelete, remove],
  );
}
