import {
  NOTIFICATION_API,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationCode,
  type NotificationSetting,
  type Paginated,
} from '@beacon/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { withoutDismissed } from '../model/page-after-dismiss.ts';

/** Query keys: `['notifications','list',page]`, the unread count and the settings. */
export const notificationKeys = createQueryKeys('notifications');

/** How often the header bell asks for the unread count while the console is open. */
const UNREAD_REFRESH_MS = 60_000;

/** One page of the caller's notifications, newest first, 10 per page (`001` §9). */
export function useNotificationsPage(page: number) {
  return useQuery({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) =>
      api.get<Paginated<Notification>>(NOTIFICATION_API.list, {
        params: { page, limit: NOTIFICATION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The unread count of the header bell; the shell mounts it only for a signed-in user. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.of('unread'),
    queryFn: ({ signal }) => api.get<{ unread: number }>(NOTIFICATION_API.unread, { signal }),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

/** Dismisses notifications: they leave the page at once, then the list and the bell refresh. */
export function useDismissNotifications(page: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<{ changed: number }>(NOTIFICATION_API.dismiss, { notifications: ids }),
    onSuccess: (_done, ids) => {
      client.setQueryData<Paginated<Notification>>(notificationKeys.list(page), (old) =>
        old ? withoutDismissed(old, ids) : old,
      );
      notifySuccess('notifications:messages.dismissed');
      return client.invalidateQueries({ queryKey: notificationKeys.all() });
    },
    onError: (error) => notifyError(error),
  });
}

/** Marks notifications read; the bell's count follows. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<{ changed: number }>(NOTIFICATION_API.markRead, { notifications: ids }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all() }),
    onError: (error) => notifyError(error),
  });
}

/** The kinds of notification with the caller's choices. */
export function useNotificationSettings(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.of('settings'),
    queryFn: ({ signal }) => api.get<NotificationSetting[]>(NOTIFICATION_API.settings, { signal }),
    enabled,
  });
}

/** Stores the caller's choice for one kind. */
export function useSetNotificationActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: {
      code: NotificationCode;
      platform_notification_active: boolean;
      email_notification_active: boolean;
    }) => api.post<NotificationSetting>(NOTIFICATION_API.setActive, choice),
    onSuccess: (saved) => {
      client.setQueryData<NotificationSetting[]>(notificationKeys.of('settings'), (old) =>
        old?.map((s) => (s.code === saved.code ? saved : s)),
      );
      notifySuccess('notifications:messages.settings_saved');
    },
    onError: (error) => notifyError(error),
  });
}
