import type { COLUMN_WIDTHS } from '@beacon/contracts';
import type { ReactNode } from 'react';

/** How a column's filter is edited; the value travels as `filters[field]=value`. */
export type GridFilter =
  | { type: 'text' }
  /** Ids and counts: digits only; a comma separates several values ("any of"). */
  | { type: 'number' }
  | { type: 'select'; options: { value: string; label: string }[] }
  /** Yes/no filter sent as 1 or 0 (as the active filters expect). */
  | { type: 'boolean' }
  /** A day range sent as `from,to` (YYYY-MM-DD, either side may be empty; `to` includes its day). */
  | { type: 'date' };

/** One column of a list, described as data (medusa-style per-entity column config). */
export type GridColumn<T> = {
  accessor: string;
  /** Translation key of the header (namespaced, e.g. `users:fields.email`). */
  titleKey: string;
  /** The column chooser splits columns into dimensions and metrics. */
  kind?: 'dimension' | 'metric';
  /** Fixed columns are always shown (id, external_id, name, active). */
  fixed?: boolean;
  /** Shown until the user chooses otherwise; fixed columns are always shown. */
  defaultVisible?: boolean;
  sortable?: boolean;
  /** The API's sort field when it differs from the accessor. */
  sortField?: string;
  filter?: GridFilter;
  /** The API's filter field when it differs from the accessor (e.g. `role_id` for a role name). */
  filterField?: string;
  width?: keyof typeof COLUMN_WIDTHS | number;
  /** Kept in view at the left while the row scrolls sideways, as the actions are at the right. */
  pinned?: boolean;
  /** `active` renders the row's switch; `date` formats an ISO timestamp. */
  type?: 'text' | 'date' | 'active';
  /** When given, the cell is a link (plain click navigates, ctrl/cmd-click opens a new tab). */
  href?: (row: T) => string | undefined;
  render?: (row: T) => ReactNode;
};

/** An action of the pinned actions column; `visible` carries the capability check. */
export type RowAction<T> = {
  key: string;
  /** Translation key of the label, also the button's accessible name. */
  labelKey: string;
  icon: ReactNode;
  color?: string;
  visible?: (row: T) => boolean;
  disabled?: (row: T) => boolean;
  /** Translation key saying why the action is disabled on this row, shown on hover instead of the label. */
  disabledReason?: (row: T) => string | undefined;
  /** A link action: navigates in place, or to a new tab with ctrl/cmd-click. */
  href?: (row: T) => string;
  onClick?: (row: T) => void;
};

/**
 * The set-active behaviour of the active column (docs/REQUIREMENTS.md#lists: disabled without `set_active`).
 */
export type ActiveToggle<T> = {
  allowed: boolean;
  onChange: (row: T, active: boolean) => void;
  /** Rows whose change is in flight show a disabled switch. */
  pending?: (row: T) => boolean;
};

/** Rows picked for a bulk action; the grid draws a checkbox column (the page box picks the page). */
export type GridSelection<T> = {
  selected: T[];
  onChange: (rows: T[]) => void;
  /** Accessible name of a row's checkbox. */
  rowLabel: (row: T) => string;
  /** Accessible name of the box that picks every row of the page. */
  pageLabel: string;
};
