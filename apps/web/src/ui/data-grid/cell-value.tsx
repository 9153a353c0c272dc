import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format/date.ts';

/** Default rendering of a plain cell: empty values as a dimmed dash, dates as `YYYY-MM-DD HH:mm:ss`. */
export function cellValue(value: unknown, type: 'text' | 'date' | 'active' | undefined): ReactNode {
  if (value === null || value === undefined || value === '') {
    return (
      <Text span c="dimmed" fz="inherit" aria-label="—">
        —
      </Text>
    );
  }
  if (type === 'date' && typeof value === 'string') return formatDateTime(value);
  return String(value);
}
