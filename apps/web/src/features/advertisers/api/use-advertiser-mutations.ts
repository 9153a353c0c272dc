import {
  ADVERTISER_API,
  type Advertiser,
  type AdvertiserInput,
  type AdvertiserUsers,
  type Paginated,
} from '@beacon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { activityKeys } from '../../activity-log/api/activity-keys.ts';
import { advertiserKeys, advertiserUsersKey } from './advertiser-keys.ts';

/** Every advertiser mutation refreshes the advertiser lists, the advertiser's detail and its log. */
function useInvalidateAdvertisers() {
  const client = useQueryClient();
  return (id?: number | string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: advertiserKeys.lists() }),
      id === undefined ? null : client.invalidateQueries({ queryKey: advertiserKeys.detail(id) }),
      client.invalidateQueries({ queryKey: activityKeys('advertiser').all() }),
    ]);
}

export function useCreateAdvertiser() {
  const invalidate = useInvalidateAdvertisers();
  return useMutation({
    mutationFn: (body: AdvertiserInput) => api.post<Advertiser>(ADVERTISER_API.list, body),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateAdvertiser(id: number) {
  const invalidate = useInvalidateAdvertisers();
  return useMutation({
    mutationFn: (body: AdvertiserInput) => api.put<Advertiser>(ADVERTISER_API.one(id), body),
    onSuccess: () => invalidate(id),
  });
}

/** Switches an advertiser on or off at once in every cached list, then confirms with the server. */
export function useSetAdvertiserActive() {
  const client = useQueryClient();
  const invalidate = useInvalidateAdvertisers();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.put(ADVERTISER_API.setActive(id, active)),
    onMutate: async ({ id, active }) => {
      await client.cancelQueries({ queryKey: advertiserKeys.lists() });
      const previous = client.getQueriesData<Paginated<Advertiser>>({ queryKey: advertiserKeys.lists() });
      client.setQueriesData<Paginated<Advertiser>>({ queryKey: advertiserKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.map((a) => (a.id === id ? { ...a, active } : a)) } : page,
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      notifyError(error);
    },
    onSuccess: (_data, { active }) =>
      notifySuccess(active ? 'advertisers:messages.activated' : 'advertisers:messages.deactivated'),
    onSettled: (_data, _error, { id }) => invalidate(id),
  });
}

/** Replaces the users restricted to an advertiser. */
export function useSetAdvertiserUsers(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdvertiserUsers) => api.put<AdvertiserUsers>(ADVERTISER_API.users(id), body),
    onSuccess: (_data, body) => {
      client.setQueryData(advertiserUsersKey(id), body);
      return Promise.all([
        client.invalidateQueries({ queryKey: advertiserUsersKey(id) }),
        client.invalidateQueries({ queryKey: activityKeys('advertiser').all() }),
      ]);
    },
  });
}
