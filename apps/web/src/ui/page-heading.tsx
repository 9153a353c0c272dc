import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's heading: its title with a short dimmed introduction below. */
export function PageHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <div>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </div>
  );
}
