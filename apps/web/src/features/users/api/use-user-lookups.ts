import { LIST_API, type Role } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { userLookupKeys } from './user-keys.ts';

// Reference lists change rarely; the server also marks them cacheable for five minutes.
const LOOKUP_STALE_MS = 5 * 60_000;

export function useRoles() {
  return useQuery({
    queryKey: userLookupKeys.roles,
    queryFn: () => api.get<Role[]>(LIST_API.roles, { concurrent: true }),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function usePositions() {
  return useQuery({
    queryKey: userLookupKeys.positions,
    queryFn: () => api.get<{ id: number; name: string }[]>(LIST_API.userPositions, { concurrent: true }),
    staleTime: LOOKUP_STALE_MS,
  });
}
