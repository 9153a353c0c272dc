import { Button, Code } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../ui/status-page.tsx';

/** A screen crashed while rendering; the error text helps a bug report. */
export function UnexpectedErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const text = error instanceof Error ? error.message : String(error);
  return (
    <StatusPage
      icon={<IconAlertTriangle size={26} />}
      color="red"
      title={t('unexpected.title')}
      message={t('unexpected.message')}
    >
      {text && (
        <Code block w="100%">
          {text}
        </Code>
      )}
      <Button onClick={() => window.location.reload()}>{t('chunk.reload')}</Button>
    </StatusPage>
  );
}
