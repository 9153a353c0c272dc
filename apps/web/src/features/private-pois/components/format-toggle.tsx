import { Anchor, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { FormatHint } from './format-hint.tsx';

/** The file format on request, where the form around it is short. */
export function FormatToggle() {
  const { t } = useTranslation('privatePois');
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap={4}>
      <Anchor
        component="button"
        type="button"
        size="xs"
        onClick={toggle}
        aria-expanded={opened}
        style={{ alignSelf: 'flex-start' }}
      >
        {opened ? t('format.hide') : t('format.show')}
      </Anchor>
      <Collapse expanded={opened}>
        <FormatHint />
      </Collapse>
    </Stack>
  );
}
