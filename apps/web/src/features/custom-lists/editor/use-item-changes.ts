import { useCallback, useMemo, useState } from 'react';
import type { ItemDraft } from './item-draft.ts';

/** Confirmed changes of the item editor, kept across pages until the list is saved. */
export type ItemChanges = {
  /** New items, newest first; `key` tells them apart before they have an id. */
  created: { key: number; draft: ItemDraft }[];
  edited: Map<number, ItemDraft>;
  deleted: Set<number>;
};

let nextKey = 1;

/**
 * The editor's tracked changes (`edited`, `deleted`, `created`; docs/REQUIREMENTS.md#custom-lists) and their
 * operations.
 */
export function useItemChanges() {
  const [changes, setChanges] = useState<ItemChanges>({ created: [], edited: new Map(), deleted: new Set() });

  const addCreated = useCallback(
    (draft: ItemDraft) => setChanges((c) => ({ ...c, created: [{ key: nextKey++, draft }, ...c.created] })),
    [],
  );
  const updateCreated = useCallback(
    (key: number, draft: ItemDraft) =>
      setChanges((c) => ({ ...c, created: c.created.map((n) => (n.key === key ? { key, draft } : n)) })),
    [],
  );
  const removeCreated = useCallback(
    (key: number) => setChanges((c) => ({ ...c, created: c.created.filter((n) => n.key !== key) })),
    [],
  );
  const setEdited = useCallback(
    (id: number, draft: ItemDraft | null) =>
      setChanges((c) => {
        const edited = new Map(c.edited);
        if (draft) edited.set(id, draft);
        else edited.delete(id);
        return { ...c, edited };
      }),
    [],
  );
  const toggleDeleted = useCallback(
    (id: number) =>
      setChanges((c) => {
        const deleted = new Set(c.deleted);
        if (deleted.has(id)) deleted.delete(id);
        else deleted.add(id);
        return { ...c, deleted };
      }),
    [],
  );
  const reset = useCallback(() => setChanges({ created: [], edited: new Map(), deleted: new Set() }), []);

  const count = changes.created.length + changes.edited.size + changes.deleted.size;
  return useMemo(
    () => ({ changes, count, addCreated, updateCreated, removeCreated, setEdited, toggleDeleted, reset }),
    [changes, count, addCreated, updateCreated, removeCreated, setEdited, toggleDeleted, reset],
  );
}
export type ItemChangesApi = ReturnType<typeof useItemChanges>;
