import { useCallback, useMemo, useState } from 'react';
import {
  type ChoosableColumn,
  readColumnChoice,
  toggleColumn,
  visibleColumns,
  writeColumnChoice,
} from './column-choice.ts';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The visible columns of one list, remembered per list across reloads. */
export function useColumnChoice(listKey: string, columns: ChoosableColumn[]) {
  const [choice, setChoice] = useState(() => readColumnChoice(storage(), listKey));
  const visible = useMemo(() => visibleColumns(columns, choice), [columns, choice]);
  const toggle = useCallback(
    (accessor: string) =>
      setChoice((current) => {
        const next = toggleColumn(columns, current, accessor);
        writeColumnChoice(storage(), listKey, next);
        return next;
      }),
    [columns, listKey],
  );
  const reset = useCallback(() => {
    writeColumnChoice(storage(), listKey, null);
    setChoice(null);
  }, [listKey]);
  return { visible, toggle, reset };
}
