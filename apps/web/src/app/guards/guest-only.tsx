import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedIn } from '../../lib/session/use-token.ts';

/** Guest routes send a signed-in user to Root, or back to the page that asked for sign-in. */
export function GuestOnly() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (signedIn) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from?.startsWith('/admin') ? from : '/'} replace />;
  }
  return <Outlet />;
}
