import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../ui/status-page.tsx';

/**
 * /errors/403 (route name Denied): access is denied, contact the administrator
 * (docs/REQUIREMENTS.md#permissions).
 */
export function DeniedPage() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage
      icon={<IconLock size={26} />}
      color="orange"
      title={t('denied.title')}
      message={t('denied.message')}
    >
      <Group>
        <Button component={Link} to="/admin/settings/index" variant="default">
          {t('denied.settings')}
        </Button>
      </Group>
    </StatusPage>
  );
}
