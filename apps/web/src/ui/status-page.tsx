import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type StatusPageProps = {
  icon: ReactNode;
  title: string;
  message: string;
  color?: string;
  children?: ReactNode;
};

/** A centred card for whole-page states: denied, not found, failed loads. */
export function StatusPage({ icon, title, message, color = 'gray', children }: StatusPageProps) {
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder p="xl" maw={460} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {message}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
