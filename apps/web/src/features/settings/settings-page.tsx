import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../lib/session/use-profile.ts';
import { LanguageSection } from './language-section.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { TwoFactorSection } from './two-factor/two-factor-section.tsx';

/** /admin/settings/index: the signed-in user's own settings. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h3">
        {t('title')}
      </Title>
      <ProfileSummary profile={profile} />
      <LanguageSection />
      <TwoFactorSection profile={profile} />
    </Stack>
  );
}
