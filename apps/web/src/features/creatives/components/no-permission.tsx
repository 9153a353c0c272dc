import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Shown instead of a screen when the creative permission it needs is missing (000 §6). */
export function NoPermission({ message }: { message: string }) {
  return (
    <Alert color="orange" icon={<IconLock size={18} />} role="alert" maw={640}>
      {message}
    </Alert>
  );
}
