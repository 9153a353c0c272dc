import { useCallback, useMemo, useState } from 'react';

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
