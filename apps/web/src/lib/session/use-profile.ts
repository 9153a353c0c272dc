import { AUTH_API, type Profile } from '@beacon/contracts';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { sessionKeys } from './query-keys.ts';
import { useSignedIn } from './use-token.ts';

export const fetchProfile = () => api.post<Profile>(AUTH_API.me, {}, { concurrent: true });

export const profileQueryOptions = {
  queryKey: sessionKeys.profile,
  queryFn: fetchProfile,
  staleTime: 5 * 60_000,
};

/** The profile query itself, enabled only while signed in (for the shell and public pages). */
export function useProfileQuery() {
  const signedIn = useSignedIn();
  return useQuery({ ...profileQueryOptions, enabled: signedIn });
}

/**
 * The signed-in user's profile. Only for screens under /admin: the shell loads the profile
 * before it renders them, so this never waits there.
 */
export function useProfile(): Profile {
  return useSuspenseQuery(profileQueryOptions).data;
}
