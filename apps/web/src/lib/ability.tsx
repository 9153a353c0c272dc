import type { ActionOf, Profile, Subject } from '@beacon/contracts';
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { AbilityProvider, type CanProps, Can as CaslCan, useAbility } from '@casl/react';
import { type ReactNode, useMemo } from 'react';

/** Every (action, subject) tuple of the permission registry, so checks are typed. */
type AbilityTuple = { [S in Subject]: [ActionOf<S>, S] }[Subject];
export type AppAbility = MongoAbility<AbilityTuple>;

export const buildAbility = (permissions: { action: string; subject: string }[] = []): AppAbility =>
  createMongoAbility<AppAbility>(permissions.map(({ action, subject }) => ({ action, subject }) as never));

/**
 * Provides the ability built from a loaded profile's permissions. The shell renders it only once
 * the profile is known, so no guard or button is ever evaluated against a not-yet-loaded (empty)
 * ability: an earlier version kept it above the router and could deny a page on a fresh load.
 */
export function AbilityContext({
  permissions,
  children,
}: {
  permissions: Profile['permissions'];
  children: ReactNode;
}) {
  const ability = useMemo(() => buildAbility(permissions), [permissions]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

/** `<Can I="index" a="User">…</Can>`: renders its children only when the ability allows. */
export const Can = CaslCan as (props: CanProps<AppAbility>) => ReactNode;

/** The CASL ability of the signed-in user: `useAppAbility().can('update', 'User')`. */
export const useAppAbility = () => useAbility<AppAbility>();
