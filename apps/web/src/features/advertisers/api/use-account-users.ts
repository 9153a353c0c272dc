import { API, type PersonOption } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/**
 * The active members of the account, for the advertiser's users picker (name and e-mail, since
 * two people may share a name). Needs no user-administration permission.
 */
export function useAccountUsers(enabled: boolean) {
  return useQuery({
    queryKey: ['lists', 'account_members'] as const,
    queryFn: ({ signal }) => api.get<PersonOption[]>(API.lists.accountMembers, { signal, concurrent: true }),
    enabled,
  });
}
