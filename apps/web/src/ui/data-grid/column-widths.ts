import { COLUMN_WIDTHS } from '@beacon/contracts';
import type { GridColumn } from './types.ts';

/**
 * Width of a column in pixels (docs/REQUIREMENTS.md#lists): id 130, active 125, actions 90; a named width or
 * a number kept between min and max. Columns without one share the remaining space (no fixed width).
 */
export function columnWidth(column: Pick<GridColumn<unknown>, 'accessor' | 'width' | 'type'>) {
  const { width } = column;
  if (typeof width === 'number') return Math.min(Math.max(width, COLUMN_WIDTHS.min), COLUMN_WIDTHS.max);
  if (width) return COLUMN_WIDTHS[width];
  if (column.type === 'active' || column.accessor === 'active') return COLUMN_WIDTHS.active;
  if (column.accessor === 'id') return COLUMN_WIDTHS.id;
  return undefined;
}

/** Bounds for columns that size themselves, so one long value cannot take the whole row. */
export const FLEXIBLE_COLUMN_STYLE = {
  minWidth: COLUMN_WIDTHS.min,
  maxWidth: COLUMN_WIDTHS.max,
} as const;
