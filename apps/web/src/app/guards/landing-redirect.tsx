import { Navigate } from 'react-router';
import { useProfile } from '../../lib/session/use-profile.ts';
import { useLandingPath } from '../use-landing-path.ts';

/** Root and /admin: go to the landing page of this user and account. */
export function LandingRedirect() {
  const profile = useProfile();
  return <Navigate to={useLandingPath(profile)} replace />;
}
