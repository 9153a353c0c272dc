import { LANGUAGES, type Language } from '@beacon/contracts';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/index.ts';
import { useChangeLanguage } from '../../i18n/use-change-language.ts';

/** en / es / pt; saved on the user when signed in. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const change = useChangeLanguage();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} />}
          aria-label={t('language.choose')}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            onClick={() => change.mutate(language)}
            rightSection={language === current ? <IconCheck size={14} /> : null}
            lang={language}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
