import { API, type UserListItem } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/**
 * Every user of the active account, for the advertiser's users picker. `mode=all` rather than
 * `mode=list`: the picker shows the e-mail too, since two people may share a name.
 */
export function useAccountUsers(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'list', 'all-for-picker'] as const,
    queryFn: ({ signal }) =>
      api.get<UserListItem[]>(API.users.list, {
        params: { mode: 'all', sort: 'name', order: 'asc' },
        signal,
        concurrent: true,
      }),
    enabled,
  });
}
