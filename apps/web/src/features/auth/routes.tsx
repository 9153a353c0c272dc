import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';

/** Public sign-in screens (docs/REQUIREMENTS.md#sign-in); guest-only ones send a signed-in user to Root. */
export const guestAuthRoutes: RouteObject[] = [
  {
    path: 'auth/login',
    handle: { name: 'Login' },
    lazy: lazyScreen(() => import('./login/login-page.tsx'), 'LoginPage', []),
  },
  {
    path: 'password/twoFactorAuthentication',
    handle: { name: 'TwoFactorAuthentication' },
    lazy: lazyScreen(() => import('./two-factor/two-factor-page.tsx'), 'TwoFactorPage', []),
  },
  {
    path: 'password/forgot',
    handle: { name: 'ForgotPassword' },
    lazy: lazyScreen(() => import('./forgot/forgot-password-page.tsx'), 'ForgotPasswordPage', []),
  },
  {
    path: 'password/reset/:token',
    handle: { name: 'ResetPassword' },
    lazy: lazyScreen(() => import('./reset/reset-password-page.tsx'), 'ResetPasswordPage', []),
  },
];

/** Activation stays reachable while signed in: it signs the new user in and then offers to continue. */
export const initRoute: RouteObject = {
  path: 'init/:token',
  handle: { name: 'Init' },
  lazy: lazyScreen(() => import('./init/init-page.tsx'), 'InitPage', []),
};
