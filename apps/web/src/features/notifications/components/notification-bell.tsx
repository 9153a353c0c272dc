import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useSignedIn } from '../../../lib/session/use-token.ts';
import { useUnreadCount } from '../api/use-notifications.ts';
import { notificationsPaths } from '../paths.ts';

/** The header bell: the unread count, asked for only while signed in, and the way to the list. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const allowed = useAppAbility().can('index', 'Notification');
  const signedIn = useSignedIn();
  const unread = useUnreadCount(allowed && signedIn).data?.unread ?? 0;
  if (!allowed) return null;
  const label = t('bell', { count: unread });
  return (
    <Tooltip label={label}>
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={16}
        offset={4}
        disabled={unread === 0}
        color="red"
        data-testid="notification-count"
      >
        <ActionIcon
          component={Link}
          to={notificationsPaths.index}
          variant="subtle"
          color="gray"
          aria-label={label}
        >
          <IconBell size={18} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
