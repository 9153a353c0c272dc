import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/** The console's date format (docs/REQUIREMENTS.md#console). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Default rendering of a plain cell: empty values as a dimmed dash, dates as `YYYY-MM-DD HH:mm:ss`. */
export function cellValue(value: unknown, type: 'text' | 'date' | 'active' | undefined): ReactNode {
  if (value === null || value === undefined || value === '') {
    return (
      <Text span c="dimmed" fz="inherit" aria-label="—">
        —
      </Text>
    );
  }
  if (type === 'date' && typeof value === 'string') {
    const date = dayjs(value);
    return date.isValid() ? date.format(DATE_TIME_FORMAT) : value;
  }
  return String(value);
}
