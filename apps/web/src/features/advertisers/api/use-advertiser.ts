import { ADVERTISER_API, type Advertiser, type AdvertiserUsers, type ListOption } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { recordQuery } from '../../../lib/api/record-query.ts';
import { advertiserKeys, advertiserUsersKey } from './advertiser-keys.ts';

/** One advertiser of the active account, for the edit screen. */
export function useAdvertiser(id: string | undefined) {
  return useQuery(recordQuery<Advertiser>(advertiserKeys, ADVERTISER_API.one, id));
}

/** An advertiser read by another form: the campaign's currency, the creative's defaults. */
export function useAdvertiserReference(id: number | null) {
  return useQuery({
    queryKey: advertiserKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Advertiser>(ADVERTISER_API.one(id ?? ''), { signal, concurrent: true }),
    enabled: id !== null,
    staleTime: 60_000,
  });
}

/** Ids of the users restricted to this advertiser. */
export function useAdvertiserUsers(id: number, enabled: boolean) {
  return useQuery({
    queryKey: advertiserUsersKey(id),
    queryFn: ({ signal }) => api.get<AdvertiserUsers>(ADVERTISER_API.users(id), { signal, concurrent: true }),
    enabled,
  });
}

/** The advertisers the user may see, as options (`mode=list`), by name. */
export function useAdvertiserOptions(enabled = true) {
  return useQuery({
    queryKey: advertiserKeys.list('options'),
    queryFn: ({ signal }) =>
      api.get<ListOption[]>(ADVERTISER_API.list, {
        params: { mode: 'list', sort: 'name', order: 'asc' },
        signal,
        concurrent: true,
      }),
    staleTime: 60_000,
    enabled,
  });
}
