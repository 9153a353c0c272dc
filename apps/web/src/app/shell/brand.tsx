import type { LookAndFeel } from '@beacon/contracts';
import { Group, Image, Text } from '@mantine/core';
import { IconRadar2 } from '@tabler/icons-react';

/** The account's logo, or a mark with the platform name. */
export function Brand({ look }: { look: LookAndFeel }) {
  if (look.logo)
    return <Image src={look.logo} alt={look.platform_name} h={look.logo_size} w="auto" fit="contain" />;
  return (
    <Group gap={8} wrap="nowrap">
      <IconRadar2 size={24} color="var(--mantine-primary-color-filled)" aria-hidden />
      <Text fw={700} size="lg" c="inherit">
        {look.platform_name}
      </Text>
    </Group>
  );
}
