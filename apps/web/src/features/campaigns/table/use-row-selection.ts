import { useCallback, useMemo, useState } from 'react';

export type RowSelection<T extends { id: number }> = {
  selected: T[];
  isSelected: (id: number) => boolean;
  toggle: (row: T) => void;
  /** Selects every row given, or clears them when all are selected already. */
  toggleAll: (rows: T[]) => void;
  clear: () => void;
};

/** Rows picked for a bulk action; kept across pages until the action runs or the user clears it. */
export function useRowSelection<T extends { id: number }>(): RowSelection<T> {
  const [rows, setRows] = useState<Map<number, T>>(() => new Map());
  const isSelected = useCallback((id: number) => rows.has(id), [rows]);
  const toggle = useCallback(
    (row: T) =>
      setRows((current) => {
        const next = new Map(current);
        if (next.has(row.id)) next.delete(row.id);
        else next.set(row.id, row);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    (page: T[]) =>
      setRows((current) => {
        const next = new Map(current);
        const all = page.length > 0 && page.every((r) => next.has(r.id));
        for (const row of page) {
          if (all) next.delete(row.id);
          else next.set(row.id, row);
        }
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setRows(new Map()), []);
  return useMemo(
    () => ({ selected: [...rows.values()], isSelected, toggle, toggleAll, clear }),
    [rows, isSelected, toggle, toggleAll, clear],
  );
}
