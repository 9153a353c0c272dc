import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';

/** The user's own screens under /admin; every signed-in user may open them. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings/index',
    handle: { name: 'settingsEdit' },
    lazy: lazyScreen(() => import('./settings-page.tsx'), 'SettingsPage', ['settings', 'users']),
  },
  {
    path: 'account/password',
    handle: { name: 'AccountPassword' },
    lazy: lazyScreen(() => import('./password/change-password-page.tsx'), 'ChangePasswordPage', ['settings']),
  },
];
