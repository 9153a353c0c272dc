import type { ReactNode } from 'react';
import { Navigate, useMatches } from 'react-router';
import { useAppAbility } from '../../lib/ability.tsx';
import { ReadOnlyProvider } from '../../ui/read-only.tsx';
import { DENIED_PATH } from '../landing.ts';
import { handleOf } from '../route-handle.ts';

/**
 * Checks the permission of every matched route's handle; a missing one goes to Denied
 * (docs/REQUIREMENTS.md#navigation). A screen whose `edit` permission is missing opens read-only.
 */
export function PermissionGate({ children }: { children: ReactNode }) {
  const ability = useAppAbility();
  const matches = useMatches();
  const allows = (permission: ReturnType<typeof handleOf>['permission']) =>
    permission ? ability.can(permission.action as never, permission.subject) : true;
  const denied = matches.some((match) => !allows(handleOf(match.handle).permission));
  const readOnly = matches.some((match) => !allows(handleOf(match.handle).edit));
  if (denied) return <Navigate to={DENIED_PATH} replace />;
  return <ReadOnlyProvider readOnly={readOnly}>{children}</ReadOnlyProvider>;
}
