import { Button, Group, List, Stack, Text } from '@mantine/core';

export type NotificationBodyProps = {
  message: string;
  details?: string[];
  actionLabel: string;
  onAction: () => void;
};

/** Message, the field errors in a details area, and one action button (docs/REQUIREMENTS.md#errors). */
export function NotificationBody({ message, details = [], actionLabel, onAction }: NotificationBodyProps) {
  return (
    <Stack gap={6}>
      <Text size="sm">{message}</Text>
      {details.length > 0 && (
        <List size="xs" spacing={2} data-testid="notification-details">
          {details.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
      <Group justify="flex-end">
        <Button size="compact-xs" variant="light" onClick={onAction}>
          {actionLabel}
        </Button>
      </Group>
    </Stack>
  );
}
