import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list screen's frame: takes exactly the viewport below the header, so the grid's rows scroll
 * inside the grid and 25 dense rows fit on a 1366×768 laptop without scrolling the page.
 */
export function ListPage({ children }: { children: ReactNode }) {
  return (
    <Stack
      gap="xs"
      h="calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))"
      mih={420}
    >
      {children}
    </Stack>
  );
}
