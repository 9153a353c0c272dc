import { AUTH_API, type SetTwoFactorRequest } from '@beacon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { sessionKeys } from '../../../lib/session/query-keys.ts';

/** Turns a second factor on, switches it, or turns it off; the profile then shows the new state. */
export function useSetTwoFactor(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetTwoFactorRequest) => api.send('POST', AUTH_API.twoFactorSet(userId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.profile }),
  });
}
