import type { Modifier } from '@beacon/contracts';
import { useMemo } from 'react';
import { editAction, type RowAction } from '../../../ui/data-grid/index.ts';
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
      editAction(
        'modifiers',
        (row) => update[modifierTypeCode(row.modifier_type_id)],
        (row) => modifiersPaths.edit(row.id),
      ),
    ],
    [update],
  );
}
