import { AUTH_API, type Token } from '@beacon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api/client.ts';
import { toBearer } from './jwt.ts';
import { sessionKeys } from './query-keys.ts';
import { markSignedOut } from './sign-out-flag.ts';
import { clearToken, writeToken } from './token-store.ts';
import { useSignedIn, useToken } from './use-token.ts';

/** Stores a token answer of login, two-factor verification, init or refresh. */
export function storeToken(token: Pick<Token, 'access_token'>) {
  markSignedOut(false);
  writeToken(toBearer(token.access_token));
}

/**
 * Sign-in state plus the two transitions; sign-out follows docs/REQUIREMENTS.md#sign-in (clear, go to Login
 * with a flag).
 */
export function useSession() {
  const token = useToken();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();

  const signIn = useCallback(
    (answer: Pick<Token, 'access_token'>) => {
      queryClient.removeQueries({ queryKey: sessionKeys.profile });
      storeToken(answer);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await api.post(AUTH_API.logout, {}, { concurrent: true });
    } catch {
      // Signing out locally must work even if the server is unreachable or the token expired.
    }
    markSignedOut();
    clearToken();
    queryClient.clear();
  }, [queryClient]);

  return { token, signedIn, signIn, signOut };
}
