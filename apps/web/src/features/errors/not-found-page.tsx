import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../ui/status-page.tsx';

/** Any path the console does not know. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage
      icon={<IconMapQuestion size={26} />}
      title={t('not_found.title')}
      message={t('not_found.message')}
    >
      <Button component={Link} to="/">
        {t('not_found.home')}
      </Button>
    </StatusPage>
  );
}
