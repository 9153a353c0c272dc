import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Sending the file (its share sent), then waiting for the server to take it (striped bar). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation('privatePois');
  const sent = fraction >= 1;
  const percent = Math.round(fraction * 100);
  return (
    <Stack gap={4}>
      <Progress
        value={sent ? 100 : percent}
        striped={sent}
        animated={sent}
        aria-label={t('upload.progress')}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {sent ? t('upload.received') : t('upload.sending', { percent })}
      </Text>
    </Stack>
  );
}
