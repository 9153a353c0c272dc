import type { GridColumn } from './types.ts';

/** The columns that name a row: pinned at the left so a row scrolled sideways still says which it is. */
export const PINNED_COLUMNS: readonly string[] = ['id', 'name'];

/** What an entity's grid says of its columns (a contract's `*_COLUMNS`): the fixed ones and those shown by default. */
export type GridColumnSets = { fixed: readonly string[]; dimensions: readonly string[] };

/**
 * The column maker of an entity's grid: a sortable column titled `<namespace>:fields.<accessor>`,
 * fixed and shown by default as `sets` say, pinned at the left when it names the row (`PINNED_COLUMNS`);
 * `rest` adds to or overrides any of that.
 *
 * @example
 * const column = columnFactory<Advertiser>('advertisers', ADVERTISER_COLUMNS);
 * column('domain', { filter: { type: 'text' } });
 */
export function columnFactory<T>(namespace: string, sets: GridColumnSets) {
  return (accessor: string, rest: Omit<GridColumn<T>, 'accessor' | 'titleKey'> = {}): GridColumn<T> => ({
    accessor,
    titleKey: `${namespace}:fields.${accessor}`,
    fixed: sets.fixed.includes(accessor),
    defaultVisible: sets.dimensions.includes(accessor),
    pinned: PINNED_COLUMNS.includes(accessor),
    sortable: true,
    ...rest,
  });
}
