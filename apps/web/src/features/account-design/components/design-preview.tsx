import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Colours = {
  primary: string;
  account_name: string;
  header: string;
  header_text: string;
  navbar: string;
  navbar_text: string;
};

/** A small picture of the console with the colours being edited, before they are saved. */
export function DesignPreview({ name, colours }: { name: string; colours: Colours }) {
  const { t } = useTranslation('account_design');
  return (
    <Box
      aria-label={t('preview.label')}
      role="img"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}
    >
      <Group
        h={40}
        px="sm"
        justify="space-between"
        style={{ background: colours.header, color: colours.header_text }}
      >
        <Text fw={700} size="sm" c="inherit">
          {name}
        </Text>
        <Text size="xs" fw={600} style={{ color: colours.account_name }}>
          {t('preview.account')}
        </Text>
      </Group>
      <Group gap={0} align="stretch" h={90}>
        <Box w={90} p="xs" style={{ background: colours.navbar, color: colours.navbar_text }}>
          <Text size="xs" c="inherit">
            {t('preview.menu')}
          </Text>
        </Box>
        <Box p="xs" style={{ flex: 1 }}>
          <Box h={22} w={90} style={{ background: colours.primary, borderRadius: 4 }} />
        </Box>
      </Group>
    </Box>
  );
}
