import {
  ADVERTISER_API,
  type Advertiser,
  type AdvertiserInput,
  type AdvertiserUsers,
} from '@beacon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { useCreateMutation, useUpdateMutation } from '../../../lib/api/record-mutations.ts';
import { useSetActive } from '../../../ui/use-set-active.ts';
import { activityKeys } from '../../activity-log/api/activity-keys.ts';
import { advertiserKeys, advertiserUsersKey } from './advertiser-keys.ts';

/** Every advertiser mutation refreshes the advertiser lists, the advertiser's detail and its log. */
function useInvalidateAdvertisers() {
  return useInvalidator([advertiserKeys.lists(), activityKeys('advertiser').all()], (id) => [
    advertiserKeys.detail(id),
  ]);
}

export function useCreateAdvertiser() {
  return useCreateMutation<AdvertiserInput, Advertiser>(ADVERTISER_API.list, useInvalidateAdvertisers());
}

export function useUpdateAdvertiser(id: number) {
  return useUpdateMutation<AdvertiserInput, Advertiser>(
    ADVERTISER_API.one(id),
    id,
    useInvalidateAdvertisers(),
  );
}

/** Switches an advertiser on or off at once in every cached list, then confirms with the server. */
export function useSetAdvertiserActive() {
  return useSetActive<Advertiser>({
    listsKey: advertiserKeys.lists(),
    namespace: 'advertisers',
    put: ({ id, active }) => api.put(ADVERTISER_API.setActive(id, active)),
    invalidate: useInvalidateAdvertisers(),
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
