import type { Profile } from '@beacon/contracts';
import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleLabel } from '../../ui/role-label.ts';

/** Who is signed in, in which account, with which role. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const role = profile.roles[0];
  return (
    <Card>
      <Group justify="space-between" align="flex-start">
        <Group>
          <Avatar src={profile.avatar_file} size={48} radius="xl" color="brand">
            {`${profile.name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase()}
          </Avatar>
          <Stack gap={0}>
            <Text fw={600}>
              {profile.name} {profile.last_name}
            </Text>
            <Text size="sm" c="dimmed">
              {profile.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t('profile.account_role', {
                account: profile.account.name,
                role: role ? roleLabel(t, role) : '—',
              })}
            </Text>
          </Stack>
        </Group>
        <Button
          component={Link}
          to="/admin/account/password"
          variant="default"
          leftSection={<IconKey size={16} />}
        >
          {t('profile.change_password')}
        </Button>
      </Group>
    </Card>
  );
}
