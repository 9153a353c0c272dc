import type { Profile } from '@beacon/contracts';
import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useLookAndFeel } from '../theme/use-look-and-feel.ts';
import { AccountSwitcher } from './account-switcher.tsx';
import { Brand } from './brand.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { UserMenu } from './user-menu.tsx';

type HeaderBarProps = { profile: Profile; navOpened: boolean; onToggleNav: () => void };

export function HeaderBar({ profile, navOpened, onToggleNav }: HeaderBarProps) {
  const { t } = useTranslation('shell');
  const look = useLookAndFeel();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.toggle')}
        />
        <Link to="/admin" aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
          <Brand look={look} />
        </Link>
        <AccountSwitcher profile={profile} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NotificationBell />
        <LanguageSwitcher />
        {look.help_url && (
          <Tooltip label={t('help')}>
            <ActionIcon
              component="a"
              href={look.help_url}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              aria-label={t('help')}
            >
              <IconHelp size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        <UserMenu profile={profile} />
      </Group>
    </Group>
  );
}
