import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReviewFindings } from './review-findings.tsx';

/** The body of the rejection warning: the creative, its reasons with their fixes, and "Got it". */
export function RejectedNotice(props: { name: string; reasons: string[]; onDismiss: () => void }) {
  const { t } = useTranslation('creatives');
  return (
    <Stack gap={6} data-testid="creative-rejected">
      <Text size="sm">
        “{props.name}” · {t('approval.rejected_intro')}
      </Text>
      <ReviewFindings reasons={props.reasons} />
      <Group justify="flex-end">
        <Button size="compact-xs" variant="light" onClick={props.onDismiss}>
          {t('approval.dismiss')}
        </Button>
      </Group>
    </Stack>
  );
}
