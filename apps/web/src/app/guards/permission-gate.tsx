import type { ReactNode } from 'react';
import { Navigate, useMatches } from 'react-router';
import { useAppAbility } from '../../lib/ability.tsx';
import { DENIED_PATH } from '../landing.ts';
import { handleOf } from '../route-handle.ts';

/**
 * Checks the permission of every matched route's handle; a missing one goes to Denied
 * (docs/REQUIREMENTS.md#navigation).
 */
export function PermissionGate({ children }: { children: ReactNode }) {
  const ability = useAppAbility();
  const matches = useMatches();
  const denied = matches.some((match) => {
    const permission = handleOf(match.handle).permission;
    return permission ? !ability.can(permission.action as never, permission.subject) : false;
  });
  if (denied) return <Navigate to={DENIED_PATH} replace />;
  return <>{children}</>;
}
