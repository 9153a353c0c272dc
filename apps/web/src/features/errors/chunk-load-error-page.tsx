import { Button } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../ui/status-page.tsx';

/**
 * A screen's code failed to load or took over 120 s (docs/REQUIREMENTS.md#console); usually a new release or
 * a bad link.
 */
export function ChunkLoadErrorPage() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage
      icon={<IconCloudOff size={26} />}
      color="red"
      title={t('chunk.title')}
      message={t('chunk.message')}
    >
      <Button onClick={() => window.location.reload()}>{t('chunk.reload')}</Button>
    </StatusPage>
  );
}
