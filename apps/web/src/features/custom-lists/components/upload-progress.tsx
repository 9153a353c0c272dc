import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Sending the file (its share sent), then the server reading and saving it (striped bar). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation('custom_lists');
  const sent = fraction >= 1;
  return (
    <Stack gap={4}>
      <Progress
        value={sent ? 100 : Math.round(fraction * 100)}
        striped={sent}
        animated={sent}
        aria-label={t('upload.progress')}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {sent ? t('upload.processing') : t('upload.sending', { percent: Math.round(fraction * 100) })}
      </Text>
    </Stack>
  );
}
