import { type AppAbility, buildAbility } from '../lib/ability.tsx';
import { readToken } from '../lib/session/token-store.ts';
import { profileQueryOptions } from '../lib/session/use-profile.ts';
import { queryClient } from './query-client.ts';

/**
 * Starts the profile call as soon as the console's code runs, when a session is stored: every
 * screen behind sign-in waits for it, and otherwise it would leave only once the first screen's
 * code and texts had arrived (docs/BENCHMARKS.md "Chart screens").
 */
export function prefetchProfile() {
  if (readToken()) void queryClient.prefetchQuery(profileQueryOptions);
}

/**
 * For a route `loader` that starts its screen's calls alongside the screen's code: the signed-in
 * user's permissions once the profile is in, or null when signed out or the profile failed (the
 * shell then handles it as it would without the loader). A loader never fails the navigation.
 */
export async function signedInAbility(): Promise<AppAbility | null> {
  if (!readToken()) return null;
  const profile = await queryClient.ensureQueryData(profileQueryOptions).catch(() => null);
  return profile ? buildAbility(profile.permissions) : null;
}
