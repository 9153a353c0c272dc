import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usersPaths } from '../paths.ts';

/** Save and cancel at the end of a user form; cancel returns to the list. */
export function UserFormActions({ saving, saveLabel }: { saving: boolean; saveLabel: string }) {
  const { t } = useTranslation('users');
  return (
    <Group justify="flex-end" gap="sm">
      <Button component={Link} to={usersPaths.index} variant="default">
        {t('form.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}
