import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: string; actions?: ReactNode; children: ReactNode };

/**
 * A list screen's frame: title and page actions above a grid that takes the rest of the
 * viewport, so 25 dense rows fit on a 1366×768 laptop without scrolling the page.
 */
export function ListPage({ title, actions, children }: Props) {
  return (
    <Stack
      gap="xs"
      h="calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))"
      mih={420}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={1} size="h3">
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      <Stack flex={1} mih={0}>
        {children}
      </Stack>
    </Stack>
  );
}
