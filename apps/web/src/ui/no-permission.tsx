import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Shown instead of a screen, or a part of one, when a permission it needs is missing. */
export function NoPermission({ message }: { message: string }) {
  return (
    <Alert color="orange" icon={<IconLock size={18} />} role="alert" maw={640}>
      {message}
    </Alert>
  );
}
