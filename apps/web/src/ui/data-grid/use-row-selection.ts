import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridSelection } from './types.ts';

export type RowSelection<T extends { id: number }> = {
  selected: T[];
  set: (rows: T[]) => void;
  clear: () => void;
};

/** Rows picked for a bulk action; kept across pages until the action runs or the user clears it. */
export function useRowSelection<T extends { id: number }>(): RowSelection<T> {
  const [selected, set] = useState<T[]>([]);
  const clear = useCallback(() => set([]), []);
  return useMemo(() => ({ selected, set, clear }), [selected, clear]);
}

/**
 * The grid's checkbox column over `selection`, or none when the user may not act on the rows; the
 * boxes are named by the namespace's `selection.select_row` and `selection.select_page`.
 */
export function useGridSelection<T extends { id: number; name: string }>(
  selection: RowSelection<T>,
  allowed: boolean,
  namespace: string,
): GridSelection<T> | undefined {
  const { t } = useTranslation(namespace);
  return useMemo(
    () =>
      allowed
        ? {
            selected: selection.selected,
            onChange: selection.set,
            rowLabel: (row: T) => t('selection.select_row', { name: row.name }),
            pageLabel: t('selection.select_page'),
          }
        : undefined,
    [allowed, selection.selected, selection.set, t],
  );
}
