import type { Modifier } from '@beacon/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { RowAction } from '../../../ui/data-grid/index.ts';
import { modifierTypeCode } from '../form/modifier-form-values.ts';
import { useModifierPermissions } from '../modifier-permissions.ts';
import { modifiersPaths } from '../paths.ts';

/**
 * Row actions of the modifiers grid: edit, for the kinds the user may update
 * (docs/REQUIREMENTS.md#modifiers).
 */
export function useModifierActions(): RowAction<Modifier>[] {
  const { update } = useModifierPermissions();
  return useMemo(
    () => [
      {
        key: 'edit',
        labelKey: 'modifiers:actions.edit',
        icon: <IconPencil size={14} />,
        visible: (row) => update[modifierTypeCode(row.modifier_type_id)],
        href: (row) => modifiersPaths.edit(row.id),
      },
    ],
    [update],
  );
}
