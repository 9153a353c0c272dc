import { isAccountForbidden, type Profile } from '@beacon/contracts';
import { useAppAbility } from '../lib/ability.tsx';
import { landingPath } from './landing.ts';
import type { MenuContext } from './visible-menu.ts';

/** The menu context of the signed-in user: their permissions and the forbidden-account rule. */
export function useMenuContext(profile: Profile): MenuContext {
  const ability = useAppAbility();
  return {
    can: (action) => ability.can(action as never, 'Menu'),
    allows: ({ action, subject }) => ability.can(action as never, subject),
    accountForbidden: isAccountForbidden(profile.forbidden_accounts, profile.account_id),
  };
}

export function useLandingPath(profile: Profile): string {
  const ctx = useMenuContext(profile);
  const ability = useAppAbility();
  return landingPath(
    profile.account.account_type,
    profile.permissions.length,
    ctx,
    ability.can('index', 'Campaign'),
  );
}
