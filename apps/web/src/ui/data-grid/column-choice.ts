/**
 * The column chooser's memory: which optional columns a user shows on one list, kept in
 * localStorage under `beacon.grid.<listKey>.columns` so the choice survives a reload.
 */
export type ChoosableColumn = { accessor: string; fixed?: boolean; defaultVisible?: boolean };

export const columnChoiceKey = (listKey: string) => `beacon.grid.${listKey}.columns`;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored choice, or null when none (or a corrupt one) is stored. */
export function readColumnChoice(store: KeyValueStore | undefined, listKey: string): string[] | null {
  try {
    const raw = store?.getItem(columnChoiceKey(listKey));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  } catch {
    return null;
  }
}

export function writeColumnChoice(
  store: KeyValueStore | undefined,
  listKey: string,
  visible: string[] | null,
) {
  try {
    if (visible === null) store?.removeItem(columnChoiceKey(listKey));
    else store?.setItem(columnChoiceKey(listKey), JSON.stringify(visible));
  } catch {
    // Storage full or disabled (private mode): the choice then lasts for this page only.
  }
}

/** Accessors to show, in column order: fixed columns always, then the choice or the defaults. */
export function visibleColumns(columns: ChoosableColumn[], choice: string[] | null): string[] {
  return columns
    .filter((c) => c.fixed || (choice ? choice.includes(c.accessor) : (c.defaultVisible ?? true)))
    .map((c) => c.accessor);
}

/** The new choice after toggling one column; fixed columns cannot be hidden. */
export function toggleColumn(
  columns: ChoosableColumn[],
  choice: string[] | null,
  accessor: string,
): string[] {
  const column = columns.find((c) => c.accessor === accessor);
  const current = visibleColumns(columns, choice);
  if (!column || column.fixed) return current;
  return current.includes(accessor) ? current.filter((a) => a !== accessor) : [...current, accessor];
}
