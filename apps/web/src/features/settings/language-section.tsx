import { LANGUAGES, type Language } from '@beacon/contracts';
import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/index.ts';
import { useChangeLanguage } from '../../i18n/use-change-language.ts';

/** The interface language, saved on the user (POST /api/users/{id}/setLanguage). */
export function LanguageSection() {
  const { t, i18n } = useTranslation('settings');
  const change = useChangeLanguage();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h3" id="language-title">
          {t('language.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('language.intro')}
        </Text>
        <SegmentedControl
          aria-labelledby="language-title"
          value={current}
          disabled={change.isPending}
          onChange={(value) => isLanguage(value) && change.mutate(value)}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`common:languages.${language}`) }))}
          w="fit-content"
        />
      </Stack>
    </Card>
  );
}
