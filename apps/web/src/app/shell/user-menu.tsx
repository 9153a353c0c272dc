import type { Profile } from '@beacon/contracts';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconKey, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationsPaths } from '../../features/notifications/paths.ts';
import { Can } from '../../lib/ability.tsx';
import { useSession } from '../../lib/session/use-session.ts';

const initials = (profile: Profile) =>
  `${profile.name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase();

/** The signed-in user: settings, notifications, change password, sign out. */
export function UserMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation('shell');
  const { signOut } = useSession();
  return (
    <Menu position="bottom-end" withinPortal width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('user.menu')}>
          <Avatar src={profile.avatar_file} radius="xl" size={30} color="brand">
            {initials(profile)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {profile.name} {profile.last_name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {profile.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/admin/settings/index" leftSection={<IconSettings size={15} />}>
          {t('user.settings')}
        </Menu.Item>
        <Can I="index" a="Notification">
          <Menu.Item component={Link} to={notificationsPaths.index} leftSection={<IconBell size={15} />}>
            {t('user.notifications')}
          </Menu.Item>
        </Can>
        <Menu.Item component={Link} to="/admin/account/password" leftSection={<IconKey size={15} />}>
          {t('user.change_password')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={15} />} onClick={() => void signOut()}>
          {t('user.sign_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
