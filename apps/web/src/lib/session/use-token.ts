import { useSyncExternalStore } from 'react';
import { isTokenValid } from './jwt.ts';
import { getTokenSnapshot, subscribeToken } from './token-store.ts';

/** The current bearer token (null when signed out); re-renders on sign-in, sign-out and renewal. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getTokenSnapshot, () => null);
}

/** Signed in only while a valid token is stored (docs/REQUIREMENTS.md#sign-in). */
export function useSignedIn(): boolean {
  const token = useToken();
  return isTokenValid(token);
}
