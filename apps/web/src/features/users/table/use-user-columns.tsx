import { LANGUAGES, USER_COLUMNS, type UserListItem } from '@beacon/contracts';
import { Group, Text, Tooltip } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import type { GridColumn } from '../../../ui/data-grid/index.ts';
import { positionLabel } from '../../../ui/position-label.ts';
import { roleLabel } from '../../../ui/role-label.ts';
import { usePositions, useRoles } from '../api/use-user-lookups.ts';
import { usersPaths } from '../paths.ts';

const fixed = (accessor: string) => (USER_COLUMNS.fixed as readonly string[]).includes(accessor);
const byDefault = (accessor: string) => (USER_COLUMNS.dimensions as readonly string[]).includes(accessor);

/**
 * The users grid's columns (docs/REQUIREMENTS.md#accounts-and-users; language and created date on request).
 */
export function useUserColumns(): GridColumn<UserListItem>[] {
  const { t } = useTranslation('users');
  const ability = useAppAbility();
  const roles = useRoles().data;
  const positions = usePositions().data;
  // Names open the record: read-only for a user who may see it but not change it.
  const canOpen = ability.can('show', 'User');

  return useMemo(() => {
    const column = (accessor: string, rest: Omit<GridColumn<UserListItem>, 'accessor' | 'titleKey'>) => ({
      accessor,
      titleKey: `users:fields.${accessor}`,
      fixed: fixed(accessor),
      defaultVisible: byDefault(accessor),
      ...rest,
    });
    const columns: GridColumn<UserListItem>[] = [
      // User ids are short numbers: the narrow identifier width leaves room for the other columns.
      column('id', { sortable: true, filter: { type: 'number' }, width: 'identifier' }),
      column('name', {
        sortable: true,
        filter: { type: 'text' },
        href: canOpen ? (row) => usersPaths.edit(row.id) : undefined,
      }),
      column('last_name', { sortable: true, filter: { type: 'text' } }),
      column('last_access', { sortable: true, type: 'date', filter: { type: 'date' } }),
      column('email', {
        sortable: true,
        filter: { type: 'text' },
        render: (row) => (
          <Group gap={4} wrap="nowrap">
            <Text span fz="inherit" truncate>
              {row.email}
            </Text>
            {row.pending_activation && (
              <Tooltip label={t('status.pending_activation')} withinPortal>
                <IconHourglassHigh
                  size={13}
                  color="var(--mantine-color-yellow-7)"
                  role="img"
                  aria-label={t('status.pending_activation')}
                  style={{ flexShrink: 0 }}
                />
              </Tooltip>
            )}
          </Group>
        ),
      }),
      column('position_name', {
        sortable: true,
        filterField: 'position_id',
        filter: {
          type: 'select',
          options: (positions ?? []).map((p) => ({ value: String(p.id), label: positionLabel(t, p) })),
        },
        render: (row) => positionLabel(t, { id: row.position_id, name: row.position_name }),
      }),
      column('role_description', {
        sortable: true,
        filterField: 'role_id',
        filter: {
          type: 'select',
          options: (roles ?? []).map((r) => ({ value: String(r.id), label: roleLabel(t, r) })),
        },
        render: (row) => roleLabel(t, { name: row.role_name, description: row.role_description }),
      }),
      column('active', { sortable: true, type: 'active', filter: { type: 'boolean' } }),
      column('language', {
        sortable: true,
        filter: { type: 'select', options: LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) })) },
        render: (row) => t(`languages.${row.language}`),
      }),
      column('created_at', { sortable: true, type: 'date', filter: { type: 'date' } }),
    ];
    return columns;
  }, [t, roles, positions, canOpen]);
}
