import { Navigate, Outlet, useLocation } from 'react-router';
import { wasSignedOut } from '../../lib/session/sign-out-flag.ts';
import { useSignedIn } from '../../lib/session/use-token.ts';

/** Routes that need sign-in send a signed-out visitor to Login, remembering where they were. */
export function RequireAuth() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    if (wasSignedOut()) return <Navigate to="/auth/login?logout=1" replace />;
    return <Navigate to="/auth/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
