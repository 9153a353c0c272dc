import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/** Asks before a destructive step: `body` as the message, `confirm` on a red button. */
export function confirmDanger({
  title,
  body,
  confirm,
  cancel,
  onConfirm,
}: {
  title: string;
  body: ReactNode;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{body}</Text>,
    labels: { confirm, cancel },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
