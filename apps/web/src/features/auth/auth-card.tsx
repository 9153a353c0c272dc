import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../app/shell/brand.tsx';
import { LanguageSwitcher } from '../../app/shell/language-switcher.tsx';
import { useLookAndFeel } from '../../app/theme/use-look-and-feel.ts';

/** The frame of the public screens: brand, a language choice, and one card. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const look = useLookAndFeel();
  return (
    <Box mih="100vh" bg="var(--beacon-surface)">
      <Group justify="space-between" px="lg" py="sm">
        <Brand look={look} />
        <LanguageSwitcher />
      </Group>
      <Center px="md" pt="8vh" pb="xl">
        <Paper withBorder shadow="xs" p="xl" w="100%" maw={420} component="main">
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && (
                <Text size="sm" c="dimmed">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
