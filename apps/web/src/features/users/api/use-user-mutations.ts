import { type CreateUserRequest, type Paginated, USER_API, type UserListItem } from '@beacon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { userKeys } from './user-keys.ts';

/** Every user mutation refreshes the user lists (and the user's own detail). */
function useInvalidateUsers() {
  const client = useQueryClient();
  return (id?: number | string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: userKeys.lists() }),
      id === undefined ? null : client.invalidateQueries({ queryKey: userKeys.detail(id) }),
    ]);
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
  const client = useQueryClient();
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => api.put(USER_API.setActive(id, active)),
    onMutate: async ({ id, active }) => {
      await client.cancelQueries({ queryKey: userKeys.lists() });
      const previous = client.getQueriesData<Paginated<UserListItem>>({ queryKey: userKeys.lists() });
      client.setQueriesData<Paginated<UserListItem>>({ queryKey: userKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.map((u) => (u.id === id ? { ...u, active } : u)) } : page,
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      notifyError(error);
    },
    onSuccess: (_data, { active }) =>
      notifySuccess(active ? 'users:messages.activated' : 'users:messages.deactivated'),
    onSettled: (_data, _error, { id }) => invalidate(id),
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => api.delete(USER_API.one(id)),
    onSuccess: () => {
      notifySuccess('users:messages.deleted');
      return invalidate();
    },
    onError: (error) => notifyError(error),
  });
}

export function useResendActivation() {
  return useMutation({
    mutationFn: (id: number) => api.send('POST', USER_API.resendEmail(id)),
    onSuccess: () => notifySuccess('users:messages.activation_resent'),
    onError: (error) => notifyError(error),
  });
}
