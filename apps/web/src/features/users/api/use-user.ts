import { USER_API, type UserDetail } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { userKeys } from './user-keys.ts';

/** One user of the active account, for the edit screen. */
export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<UserDetail>(USER_API.one(id ?? ''), { signal }),
    enabled: Boolean(id),
    // A failed load sends the user back to the list; retrying would only delay that.
    retry: false,
    // The edit screen reports the failure itself, with a "continue" to the list.
    meta: { silentError: true },
  });
}
