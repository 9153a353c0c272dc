import { type CreateUserRequest, USER_API, type UserListItem } from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useDeleteRecord } from '../../../ui/use-delete-record.ts';
import { useSetActive } from '../../../ui/use-set-active.ts';
import { userKeys } from './user-keys.ts';

/** Every user mutation refreshes the user lists (and the user's own detail). */
function useInvalidateUsers() {
  return useInvalidator([userKeys.lists()], (id) => [userKeys.detail(id)]);
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => api.send<UserListItem>('POST', USER_API.list, body),
    onSuccess: () => invalidate(),
  });
}

/** Saves the edit form as multipart form data (fields plus an optional `avatar_file`). */
export function useUpdateUser(id: number | string) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (form: FormData) => api.send<unknown>('POST', USER_API.update(id), form),
    onSuccess: () => invalidate(id),
  });
}

/** Switches a user on or off at once in every cached list, then confirms with the server. */
export function useSetUserActive() {
  return useSetActive<UserListItem>({
    listsKey: userKeys.lists(),
    namespace: 'users',
    put: ({ id, active }) => api.put(USER_API.setActive(id, active)),
    invalidate: useInvalidateUsers(),
  });
}

export function useDeleteUser() {
  return useDeleteRecord(USER_API.one, 'users', useInvalidateUsers());
}

export function useResendActivation() {
  return useMutation({
    mutationFn: (id: number) => api.send('POST', USER_API.resendEmail(id)),
    onSuccess: () => notifySuccess('users:messages.activation_resent'),
    onError: (error) => notifyError(error),
  });
}
